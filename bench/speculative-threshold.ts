/**
 * How often the speculative-decoding threshold (docs/telemetry.md, "Gating acceptance") fails an unchanged stack, and
 * how often it catches a worse draft, on the simulator's own engine (src/sim/decoding/speculative.ts): each side's mean accepted
 * length (1 + accepted / drafts) over a run's requests, the candidate's ÷ the comparison side's against
 * `minAcceptanceRatio`. The two sides draw their acceptances independently (requests at temperature > 0), which is
 * the noisier case: at temperature 0 the same prompt repeats its drafts.
 * Usage: npx tsx bench/speculative-threshold.ts [-- --trials 2000 --ratio 0.95 --tokens 80]
 */
import { parseArgs } from 'node:util';
import { applyOverrides } from '../src/sim/profiles/overrides.js';
import { PROFILES } from '../src/sim/profiles/profiles.js';
import { draftPlan } from '../src/sim/decoding/speculative.js';

const { values } = parseArgs({
  options: {
    trials: { type: 'string', default: '2000' },
    ratio: { type: 'string', default: '0.95' },
    tokens: { type: 'string', default: '80' },
  },
});
const trials = Number(values.trials);
const minRatio = Number(values.ratio);
const tokens = Number(values.tokens);

const base = PROFILES['speculative']!;

let seed = 1;
/** One side's mean accepted length over `requests` answers of `tokens` tokens at acceptance `p`. */
function side(requests: number, p: number): number {
  const settings = applyOverrides(base, { draftAcceptance: p });
  let drafts = 0;
  let accepted = 0;
  for (let i = 0; i < requests; i++) {
    // The plan an answer of `tokens` content tokens gets from its own seed (what generateScript draws for it).
    const plan = draftPlan(tokens, settings, seed++)!;
    drafts += plan.drafts;
    accepted += plan.acceptedTokens;
  }
  return 1 + accepted / drafts;
}

/** Share of trials whose candidate ÷ comparison ratio falls below the threshold. */
function failShare(requests: number, candidate: number, comparison: number): { share: number; low: number } {
  const ratios: number[] = [];
  for (let t = 0; t < trials; t++) ratios.push(side(requests, candidate) / side(requests, comparison));
  ratios.sort((a, b) => a - b);
  return { share: ratios.filter((r) => r < minRatio).length / trials, low: ratios[Math.floor(trials * 0.001)]! };
}

const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;
console.log(`threshold ${minRatio}× of the mean accepted length; ${tokens}-token answers, 3 drafted a step; ${trials} trials each`);
console.log('requests a side | unchanged (0.9 vs 0.9): fails, 0.1st percentile of the ratio | 0.85 vs 0.9 fails | 0.8 vs 0.9 fails');
for (const requests of [10, 24, 72, 240]) {
  const same = failShare(requests, 0.9, 0.9);
  const slightly = failShare(requests, 0.85, 0.9);
  const worse = failShare(requests, 0.8, 0.9);
  console.log(`${requests} | ${pct(same.share)}, ${same.low.toFixed(3)} | ${pct(slightly.share)} | ${pct(worse.share)}`);
}
