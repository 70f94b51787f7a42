import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  monotonicOriginMs,
  preconnect,
  probe,
  startLoopDelayMonitor
} from "./chunk-GCT7E33Z.js";
import {
  createRedactor
} from "./chunk-IYJUIQMU.js";
import "./chunk-P77VIRFP.js";

// src/runner/probe-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/runner/event-stamp.ts
var KEY = '"sim_t_ns":';
var QUOTE = 34;
var CLOSE_BRACE = 125;
function sendStampNs(data) {
  let i = data.length - 1;
  if (data.charCodeAt(i) !== CLOSE_BRACE) return searched(data);
  i--;
  if (data.charCodeAt(i) === QUOTE) i--;
  let value = 0;
  let scale = 1;
  const last = i;
  for (let c = data.charCodeAt(i); c >= 48 && c <= 57; c = data.charCodeAt(--i)) {
    value += (c - 48) * scale;
    scale *= 10;
  }
  if (i === last) return searched(data);
  if (data.charCodeAt(i) === QUOTE) i--;
  return data.startsWith(KEY, i + 1 - KEY.length) ? value : searched(data);
}
function searched(data) {
  const at = data.lastIndexOf(KEY);
  if (at < 0) return null;
  let i = at + KEY.length;
  if (data.charCodeAt(i) === QUOTE) i++;
  let value = 0;
  const start = i;
  for (let c = data.charCodeAt(i); c >= 48 && c <= 57; c = data.charCodeAt(++i)) value = value * 10 + (c - 48);
  return i === start ? null : value;
}

// src/runner/probe-worker.ts
var port = parentPort ?? notAWorker();
var init = workerData;
var redact = createRedactor(init.secrets);
var running = /* @__PURE__ */ new Map();
var loopDelay = startLoopDelayMonitor();
port.on("message", (message) => {
  if (message.type === "abort") running.get(message.id)?.abort();
  else if (message.type === "health")
    port.postMessage({ type: "health", id: message.id, loopDelay: loopDelay.take() });
  else if (message.type === "preconnect") {
    void preconnect(message.req, { redact }).then(
      (outcome) => port.postMessage({ type: "preconnected", id: message.id, outcome })
    );
  } else void run(message);
});
port.postMessage({ type: "ready", monotonicOriginMs: monotonicOriginMs() });
async function run(message) {
  const controller = new AbortController();
  running.set(message.id, controller);
  if (message.aborted) controller.abort();
  const stamps = init.recordEventStamps ? [] : null;
  const deps = { redact, signal: controller.signal };
  if (message.maxEventBytes !== null) deps.maxEventBytes = message.maxEventBytes;
  if (stamps !== null) {
    deps.onEvent = (data, stampMs) => {
      const sentNs = sendStampNs(data);
      if (sentNs !== null) stamps.push(stampMs, sentNs);
    };
  }
  try {
    const sample = await probe(message.req, deps);
    const eventStamps = stamps === null ? null : Float64Array.from(stamps);
    const reply = { type: "sample", id: message.id, sample, eventStamps };
    port.postMessage(reply, eventStamps === null ? [] : [eventStamps.buffer]);
  } finally {
    running.delete(message.id);
  }
}
function notAWorker() {
  throw new Error("probe-worker.js runs only as a worker thread of the probe pool");
}
//# sourceMappingURL=probe-worker.js.map
