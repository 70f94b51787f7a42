import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);

// src/runner/monotonic-origin.ts
var READS = 2e3;
function monotonicOriginMs() {
  let best = 0;
  let bestGapMs = Infinity;
  for (let i = 0; i < READS; i++) {
    const before = performance.now();
    const hrMs = Number(process.hrtime.bigint()) / 1e6;
    const after = performance.now();
    if (after - before < bestGapMs) {
      bestGapMs = after - before;
      best = hrMs - (before + after) / 2;
    }
  }
  return best;
}

export {
  monotonicOriginMs
};
//# sourceMappingURL=chunk-JIX6IX6O.js.map
