import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  ConfigError,
  LEVEL_METRICS,
  MAX_AUTO_LEVELS,
  PLAIN_STYLE,
  RUN_DEFAULTS,
  SATURATION_GROWTH,
  SWEEP_VERSION,
  THRESHOLD_LOOK_FACTOR,
  TOOL_VERSION,
  apiBody,
  apiHeaders,
  apiUrl,
  attributeTelemetry,
  baselinePathFor,
  buildPlan,
  buildResults,
  capacityOf,
  capacityThreshold,
  checkSamples,
  compareCapacity,
  createRng,
  deriveSeed,
  describeWorkloadDifference,
  endpointSloVerdicts,
  estimatesMeet,
  exitCodeFor,
  failedEndpoints,
  failedEndpointsText,
  firstRoundText,
  hashString,
  levelState,
  loadSchemaCompiler,
  lookFromRaw,
  measureConformance,
  measureSample,
  metricNames,
  modelsUrl,
  nextLevel,
  normal,
  normalizeSweep,
  outputRecord,
  parseSweep,
  publicUrl,
  quantile,
  readResults,
  referenceEndpoint,
  renderSweepMarkdown,
  renderSweepSvg,
  renderSweepTerminal,
  resolveGateRules,
  resolveTelemetryHeaders,
  resultsProblems,
  runLooks,
  runnerDescription,
  sloByScenario,
  sloDigest,
  sortedFinite,
  sourcesServe,
  sweepHeadline,
  wantsConformance,
  withConformance
} from "./chunk-MEHV2MK7.js";
import {
  monotonicOriginMs
} from "./chunk-JIX6IX6O.js";
import {
  DEFAULT_API,
  UserError,
  createMetricsScraper,
  createRedactor,
  preconnect,
  probe,
  proxyFor,
  proxyForDisplay,
  proxyFromEnv,
  redactDeep,
  roundMs,
  roundToMicroseconds
} from "./chunk-HNFYRC24.js";

// src/engine.ts
import { randomBytes } from "node:crypto";
import { mkdirSync as mkdirSync2, writeFileSync } from "node:fs";
import { join } from "node:path";

// src/runner/describe-connection.ts
function describeConnection(endpoint, env) {
  const { connection } = endpoint;
  const https = endpoint.baseUrl.startsWith("https:");
  const parts = [https ? connection.http2 ? "HTTPS, HTTP/2 offered" : "HTTPS, HTTP/1.1" : "HTTP/1.1"];
  if (connection.caFile !== null) parts.push(`also trusting ${connection.caFile}`);
  parts.push(connection.reuse ? "keep-alive connections" : "a new connection per request");
  const proxy = proxyFor(endpoint.baseUrl, proxyFromEnv(env));
  parts.push(proxy === null ? "direct" : `through the proxy ${proxyForDisplay(proxy)}`);
  return parts.join(", ");
}

// src/runner/jsonl-sink.ts
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
function openJsonlSink(path) {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, "w");
  let open = true;
  return {
    path,
    write(record) {
      if (!open) throw new Error(`JSONL sink ${path} is closed`);
      writeSync(fd, `${JSON.stringify(record)}
`);
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    }
  };
}

// src/runner/probe-pool.ts
import { Worker } from "node:worker_threads";

// src/runner/pool-slot.ts
import { createInterface } from "node:readline";
function post(slot, message) {
  slot.worker.postMessage(message);
}
function release(slot) {
  slot.inFlight--;
  if (slot.inFlight === 0) slot.worker.unref();
}
function forwardLines(stream, redact, output) {
  createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => output(redact(line)));
}

// src/runner/probe-pool.ts
var ProbePoolError = class extends Error {
  name = "ProbePoolError";
};
var sourceWorkerBootstrap = null;
function probeWorkerEntry(entry) {
  const url = entry ?? new URL(import.meta.url.endsWith(".ts") ? "./probe-worker.ts" : "./probe-worker.js", import.meta.url);
  if (!url.pathname.endsWith(".ts")) return { script: url, eval: false };
  if (sourceWorkerBootstrap === null) {
    throw new Error(
      `probe pool: the worker entry ${url.href} is TypeScript source, which a worker thread cannot load by itself. Run the bundle (dist/, whose worker is probe-worker.js), or, in development, call setSourceWorkerBootstrap from src/runner/probe-pool.ts first (importing test/helpers/source-worker.ts does).`
    );
  }
  return { script: sourceWorkerBootstrap(url), eval: true };
}
function createProbePool(options) {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new RangeError(`probe pool: workers must be a whole number \u2265 1, got ${options.workers}`);
  }
  return new WorkerProbePool(options);
}
var WorkerProbePool = class {
  redact;
  originMs = monotonicOriginMs();
  pending = /* @__PURE__ */ new Map();
  connecting = /* @__PURE__ */ new Map();
  abortListeners = /* @__PURE__ */ new Map();
  slots;
  nextId = 0;
  cursor = 0;
  failure = null;
  closing = false;
  terminated = null;
  constructor(options) {
    const secrets = [...options.secrets].filter((s) => typeof s === "string");
    this.redact = createRedactor(secrets);
    const output = options.output ?? ((line) => void process.stderr.write(`${line}
`));
    const init = { secrets, recordEventStamps: options.recordEventStamps ?? false };
    const entry = probeWorkerEntry(options.entry);
    this.slots = Array.from({ length: options.workers }, (_, index) => this.startSlot(index, entry, init, output));
  }
  probe = async (req, deps) => (await this.probeWithStamps(req, deps)).sample;
  probeWithStamps = (req, deps = {}) => {
    if (this.failure !== null) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error("probe pool is closed"));
    if (deps.dispatcher !== void 0 || deps.onEvent !== void 0) {
      return Promise.reject(new Error("probe pool: dispatcher and onEvent cannot be passed to a worker"));
    }
    return new Promise((resolve, reject) => {
      const slot = this.pick();
      const id = this.nextId++;
      const signal = deps.signal ?? null;
      post(slot, { type: "probe", id, req, maxEventBytes: deps.maxEventBytes ?? null, aborted: signal?.aborted ?? false });
      this.pending.set(id, { slot, signal, redact: deps.redact ?? null, resolve, reject });
      slot.dispatched++;
      if (slot.inFlight++ === 0) slot.worker.ref();
      if (signal !== null) this.watch(signal);
    });
  };
  preconnect = async (req) => {
    const each = Math.max(1, Math.ceil(req.count / this.slots.length));
    const outcomes = await Promise.all(this.slots.map((slot) => this.preconnectOne(slot, { ...req, count: each })));
    return {
      opened: outcomes.reduce((sum, o) => sum + o.opened, 0),
      failed: outcomes.reduce((sum, o) => sum + o.failed, 0),
      error: outcomes.find((o) => o.tls)?.error ?? outcomes.find((o) => o.error !== null)?.error ?? null,
      tls: outcomes.some((o) => o.tls)
    };
  };
  ready = async () => {
    await Promise.all(this.slots.map((s) => s.ready));
  };
  dispatched = () => this.slots.map((s) => s.dispatched);
  close = async () => {
    if (!this.closing) {
      this.closing = true;
      this.rejectAll(new Error(`probe pool closed with ${this.pending.size} request(s) in flight`));
    }
    await this.terminateAll();
  };
  startSlot(index, entry, init, output) {
    const worker = new Worker(entry.script, { eval: entry.eval, workerData: init, execArgv: [], stdout: true, stderr: true });
    let markReady = () => {
    };
    let markFailed = () => {
    };
    const ready = new Promise((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    ready.catch(() => {
    });
    const slot = { index, worker, inFlight: 0, dispatched: 0, offsetMs: null, ready, markReady, markFailed };
    worker.unref();
    forwardLines(worker.stdout, this.redact, output);
    forwardLines(worker.stderr, this.redact, output);
    worker.on("message", (message) => this.onMessage(slot, message));
    worker.on("error", (error) => this.fail(slot, `${error.name}: ${error.message}`));
    worker.on("messageerror", (error) => this.fail(slot, `unreadable message: ${error.message}`));
    worker.on("exit", (code) => this.fail(slot, `exit code ${code}`));
    return slot;
  }
  onMessage(slot, message) {
    if (message.type === "sample") this.settle(slot, message);
    else if (message.type === "preconnected") {
      this.connecting.get(message.id)?.resolve(message.outcome);
      this.connecting.delete(message.id);
      if (this.connecting.size === 0 && slot.inFlight === 0) slot.worker.unref();
    } else {
      slot.offsetMs = message.monotonicOriginMs - this.originMs;
      slot.markReady();
    }
  }
  terminateAll() {
    this.terminated ??= Promise.all(this.slots.map((s) => s.worker.terminate())).then(() => void 0);
    for (const [signal, listener] of this.abortListeners) signal.removeEventListener("abort", listener);
    this.abortListeners.clear();
    return this.terminated;
  }
  /** Every request and connection still waiting fails with `error`, and so does every slot's readiness. */
  rejectAll(error) {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    for (const c of this.connecting.values()) c.reject(error);
    this.connecting.clear();
    for (const s of this.slots) s.markFailed(error);
  }
  fail(slot, reason) {
    if (this.failure !== null || this.closing) return;
    this.failure = new ProbePoolError(
      `probe worker ${slot.index + 1} of ${this.slots.length} stopped (${this.redact(reason)}) with ${slot.inFlight} request(s) in flight; the run stops rather than count requests cut off by the measuring side as endpoint errors`
    );
    this.rejectAll(this.failure);
    void this.terminateAll();
  }
  settle(slot, message) {
    const p = this.pending.get(message.id);
    if (p === void 0) return;
    this.pending.delete(message.id);
    release(slot);
    if (slot.offsetMs === null) {
      this.fail(slot, "a sample arrived before the worker reported its clock");
      return;
    }
    const { sample } = message;
    sample.t0 = roundMs(sample.t0 + slot.offsetMs);
    if (p.redact !== null && sample.error !== null) sample.error.message = p.redact(sample.error.message);
    p.resolve({ sample, eventStamps: message.eventStamps });
  }
  /** The slot with the fewest requests in flight, ties in turn. */
  pick() {
    const slots = this.slots;
    let best = slots[this.cursor];
    for (let k = 1; k < slots.length; k++) {
      const slot = slots[(this.cursor + k) % slots.length];
      if (slot.inFlight < best.inFlight) best = slot;
    }
    this.cursor = (best.index + 1) % slots.length;
    return best;
  }
  // One listener per signal, not per request: a run shares one signal across thousands of requests.
  watch(signal) {
    if (this.abortListeners.has(signal) || signal.aborted) return;
    const listener = () => {
      for (const [id, p] of this.pending) if (p.signal === signal) post(p.slot, { type: "abort", id });
    };
    this.abortListeners.set(signal, listener);
    signal.addEventListener("abort", listener, { once: true });
  }
  preconnectOne(slot, req) {
    if (this.failure !== null) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error("probe pool is closed"));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.connecting.set(id, { resolve, reject });
      slot.worker.ref();
      post(slot, { type: "preconnect", id, req });
    });
  }
};

// src/runner/progress.ts
function createProgressWriter(stream, intervalMs = 5e3) {
  let lastLineAt = -Infinity;
  let lastPhase = "";
  let lastElapsed = 0;
  let lastDone = 0;
  let live = false;
  const format = (p) => {
    const pct = p.total > 0 ? Math.floor(100 * p.done / p.total) : 100;
    return `${p.phase} ${p.done}/${p.total} (${pct}%) \xB7 ${p.errors} errors \xB7 ${p.inFlight} in flight \xB7 ${(p.elapsedMs / 1e3).toFixed(1)} s`;
  };
  return {
    update(p) {
      if (stream.isTTY) {
        stream.write(`\r\x1B[2K${format(p)}`);
        live = true;
        return;
      }
      const restarted = p.elapsedMs < lastElapsed || p.done < lastDone;
      lastElapsed = p.elapsedMs;
      lastDone = p.done;
      if (restarted) lastLineAt = -Infinity;
      const phaseChanged = p.phase !== lastPhase;
      if (restarted || phaseChanged || p.done === p.total || p.elapsedMs - lastLineAt >= intervalMs) {
        stream.write(`${format(p)}
`);
        lastLineAt = p.elapsedMs;
        lastPhase = p.phase;
      }
    },
    finish() {
      if (live) stream.write("\n");
      live = false;
    }
  };
}

// src/runner/read-samples.ts
import { readFileSync } from "node:fs";
function readSamplesFile(path) {
  const samples = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    try {
      samples.push(JSON.parse(line));
    } catch {
    }
  }
  return samples;
}

// src/runner/clock.ts
var systemClock = {
  now: () => performance.now(),
  sleep: (ms, signal) => new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) {
      resolve();
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  })
};

// src/runner/execute-item.ts
var DEFAULT_FOLLOW_UP = { role: "user", content: "Continue with the next step." };
async function executeItem(item, ctx) {
  const { endpoint, scenario } = item;
  const headers = apiHeaders(endpoint, ctx.apiKey);
  const turns = scenario.agent?.turns ?? 1;
  const messages = [...item.messages];
  const samples = [];
  for (let turn = 0; turn < turns; turn++) {
    if (ctx.probeDeps.signal?.aborted && turn > 0) break;
    const request = {
      api: endpoint.api,
      url: apiUrl(endpoint),
      headers,
      body: apiBody(endpoint, scenario, messages, item),
      timeouts: ctx.workload.run.timeouts,
      captureHeaders: ctx.workload.run.captureHeaders,
      retries: ctx.workload.run.retries,
      meta: { item: item.index, turn, endpoint: endpoint.name, scenario: scenario.name, cache: item.cache },
      connection: endpoint.connection
    };
    const sample = await ctx.probe(request, ctx.probeDeps);
    if (turn === 0) stampFirstTurn(sample, item, ctx.schedule);
    samples.push(sample);
    ctx.onSample(sample);
    if (sample.error) break;
    if (turn + 1 < turns) appendTurn(messages, sample, scenario.agent?.followUps ?? [], turn);
  }
  return samples;
}
function stampFirstTurn(sample, item, schedule) {
  if (item.target) sample.target = { ...item.target };
  if (schedule) sample.schedule = { ...schedule };
}
function appendTurn(messages, sample, followUps, turn) {
  if (sample.toolCalls.length > 0) {
    messages.push({
      role: "assistant",
      content: sample.content || null,
      tool_calls: sample.toolCalls.map((c) => ({
        id: c.id,
        type: "function",
        function: { name: c.name, arguments: c.arguments }
      }))
    });
    for (const call of sample.toolCalls) {
      messages.push({
        role: "tool",
        tool_call_id: call.id,
        content: `{"ok":true,"tool":${JSON.stringify(call.name)},"result":"(simulated tool output)"}`
      });
    }
    return;
  }
  messages.push({ role: "assistant", content: sample.content });
  messages.push(followUps.length > 0 ? followUps[turn % followUps.length] : DEFAULT_FOLLOW_UP);
}

// src/runner/arrivals.ts
function poissonOffsetsMs(count, ratePerSecond, seed) {
  const rng = createRng(seed ^ 24301);
  const meanGapMs = 1e3 / ratePerSecond;
  const offsets = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    offsets.push(t);
    t += -Math.log(1 - rng()) * meanGapMs;
  }
  return offsets;
}
function gammaOffsetsMs(count, ratePerSecond, burstiness, seed) {
  const rng = createRng(seed ^ 27194);
  const scaleMs = 1e3 / ratePerSecond / burstiness;
  const offsets = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    offsets.push(t);
    t += gamma(burstiness, rng) * scaleMs;
  }
  return offsets;
}
function gamma(shape, rng) {
  if (shape < 1) return gamma(shape + 1, rng) * Math.pow(1 - rng(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (; ; ) {
    let x;
    let v;
    do {
      x = normal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - rng();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

// src/runner/schedule.ts
var LATE_MS = 10;
function dueTimesMs(items, workload, seed) {
  if (items.length > 0 && items.every((item) => item.atMs !== void 0)) return items.map((item) => item.atMs);
  const rate = workload.run.ratePerSecond;
  if (rate === null) return null;
  const burstiness = workload.run.burstiness;
  return burstiness === void 0 || burstiness === 1 ? poissonOffsetsMs(items.length, rate, seed) : gammaOffsetsMs(items.length, rate, burstiness, seed);
}
function summariseLateness(lateMs) {
  if (lateMs.length === 0) return null;
  const sorted = [...lateMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: roundToMicroseconds(quantile(sorted, 0.5)),
    p99Ms: roundToMicroseconds(quantile(sorted, 0.99)),
    maxMs: roundToMicroseconds(sorted[sorted.length - 1]),
    late: sorted.filter((ms) => ms > LATE_MS).length
  };
}

// src/runner/run-plan.ts
var OPEN_LOOP_MAX_IN_FLIGHT = 4096;
async function runPlan(plan, workload, deps) {
  const clock = deps.clock ?? systemClock;
  const startedAt = (/* @__PURE__ */ new Date()).toISOString();
  const started = clock.now();
  const warmup = plan.items.filter((i) => i.warmup);
  const measured = plan.items.filter((i) => !i.warmup);
  let measuredCount = 0;
  let warmupErrors = 0;
  let warmupSamples = 0;
  const lateMs = [];
  const counters = { done: 0, errors: 0, inFlight: 0 };
  const report = (phase, total) => deps.onProgress?.({ phase, total, ...counters, elapsedMs: clock.now() - started });
  const runItem = async (item, phase, total, schedule) => {
    counters.inFlight++;
    const probeDeps = { ...deps.probeDeps, ...deps.signal ? { signal: deps.signal } : {} };
    await executeItem(item, {
      workload,
      apiKey: deps.apiKeys.get(item.endpoint.name) ?? null,
      probe: deps.probe,
      probeDeps,
      ...schedule ? { schedule } : {},
      onSample: (sample) => {
        if (item.warmup) {
          warmupSamples++;
          if (sample.error) {
            warmupErrors++;
            counters.errors++;
          }
          deps.onWarmupSample?.(sample, item);
        } else {
          measuredCount++;
          if (sample.error) counters.errors++;
          deps.onSample?.(sample, item);
        }
      }
    });
    counters.inFlight--;
    counters.done++;
    report(phase, total);
  };
  await openConnections(plan, workload, deps);
  await closedLoop(warmup, workload.run.concurrency, (item) => runItem(item, "warmup", warmup.length), deps.signal);
  counters.done = 0;
  counters.errors = 0;
  if (!deps.signal?.aborted) {
    report("measure", measured.length);
    const due = dueTimesMs(measured, workload, plan.seed);
    if (due !== null) {
      await openLoop(
        measured,
        due,
        clock,
        (item, schedule) => {
          lateMs.push(schedule.lateMs);
          return runItem(item, "measure", measured.length, schedule);
        },
        counters,
        deps.signal
      );
    } else {
      await closedLoop(measured, workload.run.concurrency, (item) => runItem(item, "measure", measured.length), deps.signal);
    }
  }
  return {
    measured: measuredCount,
    warmupSamples,
    warmupErrors,
    partial: Boolean(deps.signal?.aborted),
    startedAt,
    finishedAt: (/* @__PURE__ */ new Date()).toISOString(),
    durationMs: clock.now() - started,
    ...latenessField(lateMs)
  };
}
function latenessField(lateMs) {
  const lateness = summariseLateness(lateMs);
  return lateness ? { lateness } : {};
}
async function openConnections(plan, workload, deps) {
  if (deps.preconnect === void 0 || deps.signal?.aborted) return;
  const perEndpoint = /* @__PURE__ */ new Map();
  for (const item of plan.items) perEndpoint.set(item.endpoint, (perEndpoint.get(item.endpoint) ?? 0) + 1);
  const tasks = [...perEndpoint].map(async ([endpoint, items]) => {
    if (!endpoint.connection.reuse) return;
    const headers = apiHeaders(endpoint, deps.apiKeys.get(endpoint.name) ?? null);
    const outcome = await deps.preconnect({
      url: modelsUrl(endpoint.baseUrl),
      headers,
      connection: endpoint.connection,
      count: Math.max(1, Math.min(workload.run.concurrency, items)),
      timeoutMs: workload.run.timeouts.headersMs
    });
    deps.onPreconnect?.(endpoint, outcome);
    if (outcome.tls) {
      const index = workload.endpoints.indexOf(endpoint);
      throw new ConfigError([
        { file: workload.source, path: `endpoints[${index}].baseUrl`, line: null, message: outcome.error ?? "TLS handshake failed" }
      ]);
    }
  });
  await Promise.all(tasks);
}
async function closedLoop(items, concurrency, run, signal) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++];
      await run(item);
    }
  };
  const workers = [];
  const count = Math.max(1, Math.min(concurrency, items.length));
  for (let w = 0; w < count; w++) {
    if (w > 0) await nextLoopTurn();
    workers.push(worker());
  }
  await Promise.all(workers);
}
function nextLoopTurn() {
  return new Promise((resolve) => setImmediate(resolve));
}
async function openLoop(items, offsets, clock, run, counters, signal) {
  const start = clock.now();
  const running = /* @__PURE__ */ new Set();
  let failure = null;
  for (let i = 0; i < items.length && !signal?.aborted && failure === null; i++) {
    await clock.sleep(start + offsets[i] - clock.now(), signal);
    if (signal?.aborted || failure !== null) break;
    while (counters.inFlight >= OPEN_LOOP_MAX_IN_FLIGHT && running.size > 0) await Promise.race(running);
    const lateMs = Math.max(0, clock.now() - (start + offsets[i]));
    const p = run(items[i], { dueMs: roundToMicroseconds(offsets[i]), lateMs: roundToMicroseconds(lateMs) }).catch((error) => {
      failure ??= { error };
    }).finally(() => running.delete(p));
    running.add(p);
  }
  await Promise.all(running);
  if (failure !== null) throw failure.error;
}

// src/runner/telemetry-sampler.ts
var TelemetrySampler = class {
  constructor(targets, nowMs) {
    this.targets = targets;
    this.nowMs = nowMs;
  }
  targets;
  nowMs;
  scrapes = /* @__PURE__ */ new Map();
  pending = /* @__PURE__ */ new Set();
  timers = [];
  active = [];
  /** The endpoints of a look that have telemetry. */
  covers(endpoints) {
    return this.targets.some((t) => endpoints.includes(t.endpoint));
  }
  /** The before scrape of each of the look's endpoints (awaited: it is over before the first request), then the timers. */
  async startLook(endpoints) {
    this.active = this.targets.filter((t) => endpoints.includes(t.endpoint));
    for (const t of this.active) this.scrapes.set(t.endpoint, []);
    await Promise.all(this.active.map((t) => this.take(t, "before")));
    for (const target of this.active) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        this.track(this.take(target, "during").finally(() => busy = false));
      }, target.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
  }
  /** The look's before scrapes that failed, with their reasons. */
  failedBefore() {
    return [...this.scrapes].flatMap(
      ([endpoint, scrapes]) => scrapes.flatMap((s) => s.phase === "before" && !s.ok ? [{ endpoint, reason: s.reason }] : [])
    );
  }
  /** Timers stopped, scrapes in flight awaited, the after scrape taken: each endpoint's scrapes of the look. */
  async finishLook() {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all([...this.pending]);
    await Promise.all(this.active.map((t) => this.take(t, "after")));
    const out = new Map(this.scrapes);
    this.scrapes.clear();
    this.active = [];
    return out;
  }
  async close() {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all([...this.pending]);
    await Promise.all(this.targets.map((t) => t.scraper.close()));
  }
  track(promise) {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }
  async take(target, phase) {
    const atMs = this.nowMs();
    const outcome = await target.scraper.scrape();
    this.scrapes.get(target.endpoint)?.push({ atMs, phase, ...outcome });
  }
};

// src/runner/telemetry-run.ts
var TelemetryError = class extends UserError {
  name = "TelemetryError";
  code = "STREAMGATE_TELEMETRY";
  exitStatus = 2;
};
var RunTelemetry = class {
  constructor(endpoints, headers, logger, nowMs = () => performance.now()) {
    this.endpoints = endpoints;
    this.logger = logger;
    const targets = endpoints.flatMap(
      (e) => e.telemetry ? [
        {
          endpoint: e.name,
          intervalMs: e.telemetry.intervalMs,
          scraper: createMetricsScraper({ url: e.telemetry.url, headers: headers.get(e.name) ?? {}, timeoutMs: e.telemetry.timeoutMs })
        }
      ] : []
    );
    this.sampler = targets.length > 0 ? new TelemetrySampler(targets, nowMs) : null;
    for (const e of endpoints)
      if (e.telemetry)
        this.byEndpoint.set(e.name, {
          endpoint: e.name,
          preset: e.telemetry.preset,
          url: publicUrl2(e.telemetry.url),
          intervalMs: e.telemetry.intervalMs,
          looks: [],
          warnings: []
        });
  }
  endpoints;
  logger;
  sampler;
  byEndpoint = /* @__PURE__ */ new Map();
  async around(look, endpoints, run) {
    const sampler = this.sampler;
    if (sampler === null || !sampler.covers(endpoints)) return run();
    await sampler.startLook(endpoints);
    const stop = sampler.failedBefore().find((f) => this.endpoints.find((e) => e.name === f.endpoint)?.telemetry?.required);
    if (stop) {
      await sampler.finishLook();
      throw new TelemetryError(
        `${stop.endpoint}: telemetry.required is set and the metrics URL gave nothing before look ${look}: ${stop.reason}`
      );
    }
    let result;
    try {
      result = await run();
    } finally {
      const raw = await sampler.finishLook();
      this.record(look, endpoints, raw);
    }
    return result;
  }
  /** Each endpoint's telemetry over the looks so far (empty without `telemetry:`). */
  results() {
    return [...this.byEndpoint.values()].map((t) => ({ ...t, looks: [...t.looks], warnings: [...t.warnings] }));
  }
  close() {
    return this.sampler?.close() ?? Promise.resolve();
  }
  record(look, endpoints, raw) {
    for (const [name, scrapes] of raw) {
      const endpoint = this.endpoints.find((e) => e.name === name);
      const config = endpoint.telemetry;
      const sharedWith = this.endpoints.filter((e) => e.name !== name && endpoints.includes(e.name) && e.telemetry?.url === config.url).map((e) => e.name);
      const { telemetry, problems } = lookFromRaw({ look, scrapes, sharedWith }, metricNames(config.preset, config.metrics));
      const entry = this.byEndpoint.get(name);
      entry.looks.push(telemetry);
      for (const problem of problems) {
        if (!entry.warnings.includes(problem)) entry.warnings.push(problem);
        this.logger.warn(`${name}: telemetry, look ${look}: ${problem}${config.required ? "" : "; the run goes on without it"}`);
      }
      const edge = scrapes.filter((s) => s.phase !== "during");
      const edgeFailed = edge.length < 2 || problems.some((p) => p.startsWith("before") || p.startsWith("after"));
      if (config.required && edgeFailed)
        throw new TelemetryError(
          `${name}: telemetry.required is set and the metrics URL gave no exposition around look ${look}: ${problems.join("; ") || "no scrape"}`
        );
    }
  }
};
function publicUrl2(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return "(invalid URL)";
  }
}

// src/runner/worker-count.ts
import { availableParallelism } from "node:os";
var STREAMS_PER_WORKER = 32;
function resolveWorkerCount(run, cores = availableParallelism()) {
  const setting = run.workers ?? RUN_DEFAULTS.workers;
  if (setting !== "auto") return setting;
  const inFlight = run.ratePerSecond ?? run.concurrency;
  return Math.max(1, Math.min(cores, Math.floor(inFlight / STREAMS_PER_WORKER)));
}

// src/engine.ts
async function runWorkload(opts) {
  const { workload, logger } = opts;
  const telemetryHeaders = resolveTelemetryHeaders(workload.endpoints, opts.env ?? process.env);
  const headerSecrets = createRedactor([...telemetryHeaders.values()].flatMap((h) => Object.values(h)));
  const redact = (text) => headerSecrets(opts.redact(text));
  const telemetry = new RunTelemetry(workload.endpoints, telemetryHeaders, logger);
  const runId = opts.runId ?? randomBytes(6).toString("hex");
  const looks = opts.sequential && !opts.shard ? opts.sequential.looks : 1;
  const maxLooks = opts.sequential && !opts.shard ? Math.max(looks, opts.sequential.maxLooks ?? looks) : 1;
  const firstRequests = opts.sequential && !opts.shard ? workload.run.requests : workload.run.requests * runLooks(workload.run);
  const plan = buildPlan(workload, { runId, shard: opts.shard ?? null, requests: firstRequests });
  await loadSchemaCompiler(workload);
  mkdirSync2(opts.resultsDir, { recursive: true });
  const samplesPath = join(opts.resultsDir, "samples.jsonl");
  const sink = openJsonlSink(samplesPath);
  const measuredItems = plan.items.filter((i) => !i.warmup).length;
  logger.info(
    `streamgate ${TOOL_VERSION}: ${workload.name}, seed ${plan.seed}, run ${runId}: ${firstRoundText(measuredItems, plan.items.length - measuredItems, workload.endpoints.length, looks)}`
  );
  const measured = [];
  const checked = [];
  const outputs = [];
  const checking = wantsConformance(workload);
  const workers = resolveWorkerCount(workload.run);
  const reference = workload.endpoints.find((e) => e.reference)?.name ?? null;
  const looksMeasured = new Map(workload.endpoints.map((e) => [e.name, 1]));
  let pool = null;
  let firstWarmupError = null;
  let record;
  const build = (run) => buildResults({
    workload,
    plan,
    run,
    toolVersion: TOOL_VERSION,
    runner: runnerDescription(workers),
    fingerprint: opts.identity?.fingerprint ?? null,
    fingerprintParts: opts.identity?.parts ?? null,
    looks: { planned: looks, measured: Object.fromEntries(looksMeasured) },
    telemetry: telemetry.results()
  });
  try {
    if (workers >= 1) {
      pool = createProbePool({ workers, secrets: opts.apiKeys.values() });
      logger.info(`probing in ${workers} worker thread(s)`);
      await pool.ready();
    }
    const measuringProbe = pool?.probe ?? probe;
    const opening = pool?.preconnect ?? ((req) => preconnect(req, { redact }));
    for (const endpoint of workload.endpoints) logger.info(`${endpoint.name}: ${describeConnection(endpoint, process.env)}`);
    const deps = {
      probe: measuringProbe,
      apiKeys: opts.apiKeys,
      probeDeps: { redact },
      onSample: (sample, item) => {
        sink.write(redactDeep(sample, redact));
        const output = outputRecord(sample, item, item.scenario);
        if (output) outputs.push(output);
        if (checking) checked.push(...checkSamples(workload, [sample]));
        measured.push(measureSample(sample));
      },
      onWarmupSample: (sample) => {
        if (sample.error !== null && firstWarmupError === null)
          firstWarmupError = `${sample.endpoint}: ${sample.error.kind}: ${redact(sample.error.message)}`;
      },
      preconnect: opening,
      onPreconnect: (endpoint, outcome) => logPreconnect(logger, endpoint, outcome),
      ...opts.onProgress ? { onProgress: opts.onProgress } : {},
      ...opts.signal ? { signal: opts.signal } : {}
    };
    let nextIndex = plan.items.length;
    const first = await telemetry.around(
      1,
      workload.endpoints.map((e) => e.name),
      () => runPlan(plan, workload, deps)
    );
    if (first.warmupErrors > 0) warnWarmup(logger, first, firstWarmupError);
    if (first.lateness) logLateness(first.lateness, logger);
    record = { ...first, samples: measured };
    for (let look = 2; look <= maxLooks && !opts.signal?.aborted; look++) {
      const sofar = build(record);
      if (reference !== null && failedEndpoints(sofar).some((f) => f.endpoint === reference)) {
        logger.warn(`${reference}: the reference endpoint answered none of its requests; no further looks`);
        break;
      }
      const undecided = opts.sequential.decide(sofar, look - 1).filter((name) => name !== reference);
      if (undecided.length === 0) break;
      const spent = look > looks ? sourcesServe(workload, workload.run.requests * look) : null;
      if (spent) {
        logger.warn(`no extra look ${look - looks}: ${spent.message}; the open endpoints end inconclusive`);
        break;
      }
      const endpoints = reference ? [reference, ...undecided] : undecided;
      const lookPlan = buildPlan(workload, { runId, look: { index: look, firstIndex: nextIndex, endpoints } });
      nextIndex += lookPlan.items.length;
      for (const name of endpoints) looksMeasured.set(name, look);
      const which = look <= looks ? `look ${look} of ${looks}` : `extra look ${look - looks} of up to ${maxLooks - looks}`;
      logger.info(`${which}: ${lookPlan.items.length} more request(s) for ${endpoints.join(", ")}`);
      const outcome = await telemetry.around(look, endpoints, () => runPlan(lookPlan, workload, deps));
      record = {
        ...record,
        partial: outcome.partial,
        finishedAt: outcome.finishedAt,
        durationMs: record.durationMs + outcome.durationMs
      };
    }
  } finally {
    await pool?.close();
    await telemetry.close();
    sink.close();
  }
  if (!record) throw new Error("internal error: no run record");
  return finishRun({ ...opts, redact }, withOutputs(build(record), outputs), checking ? checked : null, samplesPath);
}
function withOutputs(results, outputs) {
  return outputs.length > 0 ? { ...results, outputs: [...outputs].sort((a, b) => a.item - b.item) } : results;
}
function logLateness(l, logger) {
  const text = `arrival schedule: ${l.count} request(s) started p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms after their due time`;
  if (l.late === 0) logger.info(text);
  else
    logger.warn(
      `${text}; ${l.late} started more than ${LATE_MS} ms late: this client could not keep up with the schedule, so the endpoint saw a gentler load than asked for`
    );
}
async function finishRun(opts, measured, checked, samplesPath) {
  const { workload, redact, logger } = opts;
  let conformance = null;
  if (checked !== null && !opts.signal?.aborted) {
    logger.info("conformance: probing parameter behaviour and checking scenario expectations");
    conformance = await measureConformance(workload, {
      apiKeys: opts.apiKeys,
      probe,
      probeDeps: { redact },
      ...opts.signal ? { signal: opts.signal } : {},
      checked
    });
  }
  const results = withConformance(measured, conformance);
  const problems = resultsProblems(results);
  if (problems.length > 0) throw new Error(`internal error: results do not match schemas/results.schema.json:
  ${problems.join("\n  ")}`);
  const safe = redactDeep(results, redact);
  const resultsPath = join(opts.resultsDir, "results.json");
  writeFileSync(resultsPath, `${JSON.stringify(safe, null, 2)}
`);
  return { results: safe, resultsPath, samplesPath };
}
function logPreconnect(logger, endpoint, outcome) {
  if (outcome.failed === 0) logger.info(`${endpoint.name}: ${outcome.opened} connection(s) opened before measuring`);
  else
    logger.warn(
      `${endpoint.name}: ${outcome.failed} of ${outcome.opened + outcome.failed} connection(s) could not be opened before measuring: ${outcome.error ?? "unknown error"}`
    );
}
function warnWarmup(logger, run, firstWarmupError) {
  logger.warn(
    `warmup: ${run.warmupErrors} of ${run.warmupSamples} request(s) failed (not measured; warm cells may start cold); the first: ${firstWarmupError ?? "unknown"}`
  );
}

// src/sweep/dead-endpoints.ts
import { join as join2 } from "node:path";
function deadEndpointsText(sweep, resultsDir, endpoints) {
  const failed = [];
  const examples = [];
  for (const endpoint of sweep.endpoints) {
    if (endpoint.levels.length === 0 || !endpoint.levels.every((l) => l.requests > 0 && l.errors === l.requests)) continue;
    const levels = endpoint.levels.map((l) => readResults(join2(resultsDir, l.resultsDir, "results.json")));
    const parts = levels.flatMap((results) => failedEndpoints(results));
    const errorKinds = {};
    for (const part of parts) {
      for (const [kind, n] of Object.entries(part.errorKinds)) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
    }
    failed.push({ endpoint: endpoint.name, requests: parts.reduce((n, p) => n + p.requests, 0), errorKinds });
    examples.push(...levels[0]?.errorExamples ?? []);
  }
  return failed.length === 0 ? null : failedEndpointsText(failed, examples, endpoints);
}

// src/sweep/decision.ts
var VERDICTS = {
  pass: "pass",
  fail: "fail",
  inconclusive: "inconclusive",
  "not-gated": "none"
};
function decideSweepRun(sweep, gate, failOn, dead) {
  const verdict = sweep.run.partial ? "interrupted" : dead !== null ? "error" : VERDICTS[gate.verdict];
  const headline = sweepHeadline({ sweep, gate, baseline: null }, PLAIN_STYLE);
  const reason = verdict === "error" ? dead.split("\n")[0] : verdict === "interrupted" ? "the sweep was cut short" : headline.text;
  const endpoints = sweep.endpoints.map((e) => {
    const g = gate.endpoints.find((x) => x.endpoint === e.name);
    const v = g?.verdict;
    return {
      name: e.name,
      reference: e.reference,
      verdict: v === "pass" || v === "fail" || v === "inconclusive" ? v : "not-compared",
      look: null,
      looks: null,
      decidedBy: []
    };
  });
  return { verdict, exitCode: exitCodeFor(verdict, failOn), reason, endpoints };
}

// src/sweep/open-capacity.ts
function openCapacities(sweep) {
  if (!sweep.hasSlo) return [];
  return sweep.endpoints.filter((e) => e.levels.length > 0 && e.capacity.lower === null && e.capacity.upper === null).map((e) => {
    const open = e.levels.flatMap((l) => l.slo).filter((v) => v.verdict !== "met" && v.verdict !== "violated");
    const needs = open.map((v) => v.requestsToMeet).filter((n) => n !== null);
    return {
      endpoint: e.name,
      objectives: [...new Set(open.map((v) => v.id))],
      needed: needs.length > 0 ? Math.max(...needs) : null,
      measured: Math.max(0, ...open.map((v) => v.n))
    };
  });
}
function openCapacityText(open, spec) {
  return open.map((o) => {
    const shown = o.objectives.slice(0, 3).join(", ") + (o.objectives.length > 3 ? ` and ${o.objectives.length - 3} more` : "");
    const need = o.needed === null ? "these objectives cannot be shown met at the configured confidence" : `showing them met takes at least ${o.needed} requests per cell, the levels judged at most ${o.measured}; raise sweep.requests or sweep.looks (now ${spec.requests} requests \xD7 ${spec.looks} looks per level)`;
    return `${o.endpoint}: no level was decided (${shown} still open); ${need}`;
  }).join("\n");
}

// src/sweep/sweep-flow.ts
import { existsSync, mkdirSync as mkdirSync4, writeFileSync as writeFileSync3 } from "node:fs";
import { dirname as dirname2, join as join4 } from "node:path";

// src/sweep/read-sweep.ts
import { readFileSync as readFileSync2 } from "node:fs";
function readSweep(path) {
  return parseSweep(path, () => readFileSync2(path, "utf8"));
}

// src/sweep/gate-sweep.ts
function sideOf(comparand, endpoint, swept) {
  if (comparand.kind === "baseline") return comparand.baseline.endpoints.find((e) => e.name === endpoint) ?? null;
  if (comparand.kind === "reference" && endpoint !== comparand.reference) return swept.find((e) => e.name === comparand.reference) ?? null;
  return null;
}
function requiredLevels(comparand, margin, load) {
  return (endpoint, swept) => {
    const side = sideOf(comparand, endpoint, swept);
    const threshold = side ? capacityThreshold(side.capacity, margin, load) : null;
    return threshold === null ? [] : [threshold];
  };
}
function gateSweep(sweep, comparand) {
  const endpoints = sweep.endpoints.filter((e) => !(comparand.kind === "reference" && e.name === comparand.reference)).map((endpoint) => {
    const side = comparand.kind === "none" ? null : sideOf(comparand, endpoint.name, sweep.endpoints);
    if (!side) return { endpoint: endpoint.name, verdict: "no-baseline", comparison: null, brokenObjectives: [] };
    const comparison = compareCapacity(side.capacity, endpoint.capacity, sweep.sweep.margin, sweep.sweep.load, sweep.hasSlo);
    const broke = comparison.brokeAt === null ? null : endpoint.levels.find((l) => l.load === comparison.brokeAt);
    return {
      endpoint: endpoint.name,
      verdict: comparison.verdict,
      comparison,
      brokenObjectives: broke ? broke.slo.filter((v) => v.verdict === "violated").map((v) => v.id) : []
    };
  });
  const verdicts = endpoints.map((e) => e.verdict);
  const verdict = verdicts.includes("fail") ? "fail" : verdicts.includes("inconclusive") ? "inconclusive" : verdicts.includes("pass") ? "pass" : "not-gated";
  return { comparand: comparand.kind, verdict, endpoints };
}

// src/sweep/run-sweep.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { mkdirSync as mkdirSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join3 } from "node:path";

// src/sweep/level-summary.ts
function measuredSpanMs(samples) {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const sample of samples) {
    const end = sample.endMs ?? sample.doneMs ?? sample.headersMs ?? 0;
    first = Math.min(first, sample.t0);
    last = Math.max(last, sample.t0 + end);
  }
  return Number.isFinite(first) && last > first ? last - first : 0;
}
function summariseLevel(input) {
  const cells = input.results.cells.filter((c) => c.endpoint === input.endpoint);
  const requests = cells.reduce((s, c) => s + c.n, 0);
  const errors = cells.reduce((s, c) => s + c.errors, 0);
  const outputTokens = cells.reduce((s, c) => s + (c.values.outputTokens ?? []).reduce((a, b) => a + b, 0), 0);
  const seconds = input.spanMs / 1e3;
  const latency = {};
  for (const metric of LEVEL_METRICS) {
    const values = sortedFinite(cells.flatMap((c) => c.values[metric] ?? []));
    if (values.length > 0) latency[metric] = percentiles(values);
  }
  const goodputs = input.verdicts.filter((v) => v.kind === "goodput" && v.estimate !== null).map((v) => v.estimate);
  return {
    load: input.load,
    state: levelState(input.verdicts),
    estimateMeets: estimatesMeet(input.verdicts),
    requests,
    errors,
    looks: input.results.run.looks?.measured[input.endpoint] ?? 1,
    durationMs: round(input.spanMs, 1),
    requestsPerSecond: seconds > 0 ? round(requests / seconds, 3) : 0,
    outputTokensPerSecond: seconds > 0 ? round(outputTokens / seconds, 1) : 0,
    latency,
    goodput: goodputs.length === 0 ? null : round(Math.min(...goodputs), 4),
    slo: input.verdicts,
    resultsDir: input.resultsDir,
    ...serverField(input.results, input.endpoint)
  };
}
function serverField(results, endpoint) {
  const telemetry = results.telemetry?.find((t) => t.endpoint === endpoint);
  if (!telemetry || telemetry.looks.length === 0) return {};
  const a = attributeTelemetry(telemetry, []);
  const medians = telemetry.looks.flatMap((l) => l.gauges.queueDepth ? [l.gauges.queueDepth.median] : []);
  return {
    server: {
      queueDepthMedian: medians.length > 0 ? Math.max(...medians) : null,
      queueDepthMax: a.queueDepthMax,
      runningMax: a.runningMax,
      kvCacheUsageMax: a.kvCacheUsageMax,
      queueMeanMs: a.queueMeanMs
    }
  };
}
function percentiles(sorted) {
  const at = (p) => round(quantile(sorted, p), 1);
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99) };
}
function round(x, digits) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

// src/sweep/sweep-record.ts
function refuseTrace(workload) {
  const traced = workload.scenarios.find((s) => s.trace);
  if (traced)
    throw new ConfigError([
      {
        file: workload.source,
        path: `scenario "${traced.name}"`,
        line: null,
        message: "replays a trace at its own times: a trace cannot be swept; gate it instead"
      }
    ]);
}
function newSweep(opts, runId, hasSlo, levelBudget) {
  const { workload, spec } = opts;
  const startedAt = (/* @__PURE__ */ new Date()).toISOString();
  return {
    version: SWEEP_VERSION,
    kind: "sweep",
    tool: { name: "streamgate", version: TOOL_VERSION },
    workload: {
      name: workload.name,
      source: workload.source,
      fingerprint: opts.identity?.fingerprint ?? null,
      sloDigest: sloDigest(workload),
      ...opts.identity?.parts ? { fingerprintParts: opts.identity.parts } : {}
    },
    run: {
      runId,
      seed: workload.run.seed,
      startedAt,
      finishedAt: startedAt,
      partial: false,
      runner: runnerDescription(resolveWorkerCount(workload.run))
    },
    sweep: spec,
    hasSlo,
    levelBudget,
    endpoints: []
  };
}
function newSweepEndpoint(endpoint) {
  return {
    name: endpoint.name,
    model: endpoint.model,
    // As in results: scheme, host and path only (a base URL may carry credentials in userinfo or its query).
    baseUrl: publicUrl(endpoint.baseUrl),
    reference: endpoint.reference,
    ...endpoint.api !== DEFAULT_API ? { api: endpoint.api } : {},
    synchronous: null,
    levels: [],
    capacity: { lower: null, upper: null, estimate: null },
    saturation: null
  };
}

// src/sweep/run-sweep.ts
async function runSweep(opts) {
  const { workload, spec, logger } = opts;
  const runId = opts.runId ?? randomBytes2(6).toString("hex");
  mkdirSync3(opts.resultsDir, { recursive: true });
  const sweepPath = join3(opts.resultsDir, "sweep.json");
  refuseTrace(workload);
  const slo = sloByScenario(workload.scenarios);
  const hasSlo = Object.keys(slo).length > 0;
  const synchronousFirst = spec.load === "rate" && spec.start === null && spec.levels === null;
  const levelBudget = (spec.levels?.length ?? MAX_AUTO_LEVELS) + 1 + (synchronousFirst ? 1 : 0);
  const sweep = newSweep(opts, runId, hasSlo, levelBudget);
  const write = () => {
    sweep.run.finishedAt = (/* @__PURE__ */ new Date()).toISOString();
    writeFileSync2(sweepPath, `${JSON.stringify(redactDeep(sweep, opts.redact), null, 2)}
`);
  };
  const ordered = [...workload.endpoints].sort((a, b) => Number(b.reference) - Number(a.reference));
  logger.info(
    `streamgate ${TOOL_VERSION}: sweep of ${workload.name}: ${ordered.length} endpoint(s) by ${spec.load === "concurrency" ? "concurrency" : "Poisson rate"}, ${spec.levels ? `levels ${spec.levels.join(", ")}` : `automatic levels from ${spec.start ?? (spec.load === "concurrency" ? 1 : "the synchronous throughput")} up to ${spec.max}`}${hasSlo ? "" : " (no SLO: levels up to saturation, capacity not judged)"}`
  );
  for (const [index, endpoint] of ordered.entries()) {
    if (opts.signal?.aborted) break;
    const record = newSweepEndpoint(endpoint);
    sweep.endpoints.push(record);
    const measure = (load, kind, looks = spec.looks) => measureLevel({ ...opts, runId, slo, levelBudget, endpoint, endpointIndex: index, load, kind, looks, endpointCount: ordered.length });
    let start = spec.start ?? 1;
    if (synchronousFirst) {
      record.synchronous = await measure(1, "concurrency");
      write();
      start = Math.max(0.01, Number(record.synchronous.requestsPerSecond.toPrecision(2)));
      logger.info(`${endpoint.name}: synchronous throughput ${record.synchronous.requestsPerSecond} req/s; rates start there`);
    }
    const search = {
      load: spec.load,
      levels: spec.levels,
      start,
      max: spec.max,
      resolution: spec.resolution,
      maxLevels: MAX_AUTO_LEVELS
    };
    const required = (opts.required?.(endpoint.name, sweep.endpoints.slice(0, -1)) ?? []).filter((l) => l <= spec.max);
    for (let load = nextLevel(record.levels, search, required); load !== null && !opts.signal?.aborted; load = nextLevel(record.levels, search, required)) {
      const level = await measure(load, spec.load, required.includes(load) ? spec.looks * THRESHOLD_LOOK_FACTOR : spec.looks);
      record.levels = [...record.levels, level].sort((a, b) => a.load - b.load);
      record.capacity = capacityOf(record.levels);
      record.saturation = saturationOf(record.levels);
      write();
      opts.onLevel?.(endpoint.name, level);
      if (level.requests > 0 && level.errors === level.requests) {
        logger.warn(`${endpoint.name}: every request at ${levelLabel(load, spec.load)} failed; not sweeping it further`);
        break;
      }
    }
  }
  sweep.run.partial = Boolean(opts.signal?.aborted);
  write();
  return { sweep: redactDeep(sweep, opts.redact), sweepPath };
}
async function measureLevel(input) {
  const { workload, spec, endpoint, load, kind, logger } = input;
  const label = levelLabel(load, kind);
  const resultsDir = `${safeName(endpoint.name)}/${label}`;
  const requests = kind === "concurrency" ? Math.max(spec.requests, 2 * load) : spec.requests;
  const levelWorkload = {
    ...workload,
    endpoints: [{ ...endpoint, reference: false }],
    // Speed alone: conformance probes and answer checks belong to the gate run, not to every level of a sweep.
    scenarios: workload.scenarios.map((s) => ({ ...s, expect: null })),
    probes: null,
    run: {
      ...workload.run,
      requests,
      looks: input.looks,
      concurrency: kind === "concurrency" ? load : workload.run.concurrency,
      ratePerSecond: kind === "rate" ? load : null,
      seed: deriveSeed(workload.run.seed, hashString(`${endpoint.name}:${label}`))
    }
  };
  const verdictsAt = (results, look) => judgeLevel(
    results.cells.filter((c) => c.endpoint === endpoint.name),
    input.slo,
    input.rules,
    input.endpointCount,
    input.levelBudget,
    { look, looks: input.looks }
  );
  const outcome = await runWorkload({
    workload: levelWorkload,
    apiKeys: input.apiKeys,
    resultsDir: join3(input.resultsDir, resultsDir),
    redact: input.redact,
    logger,
    runId: `${input.runId}-${input.endpointIndex}-${label}`,
    identity: input.identity ?? null,
    ...input.signal ? { signal: input.signal } : {},
    sequential: {
      looks: input.looks,
      // More looks while an objective is open, unless no request has succeeded: they would only fail again.
      decide: (results, look) => !noneSucceeded(results, endpoint.name) && verdictsAt(results, look).some((v) => v.verdict === "undecided") ? [endpoint.name] : []
    }
  });
  const looks = outcome.results.run.looks?.measured[endpoint.name] ?? 1;
  const verdicts = verdictsAt(outcome.results, looks).map(
    (v) => v.verdict === "undecided" && looks >= input.looks ? { ...v, verdict: "inconclusive" } : v
  );
  const level = summariseLevel({
    load,
    results: outcome.results,
    endpoint: endpoint.name,
    spanMs: measuredSpanMs(readSamplesFile(outcome.samplesPath)),
    verdicts,
    resultsDir
  });
  const ttft = level.latency.ttftMs;
  logger.info(
    `${endpoint.name} @ ${label}: ${level.requests} request(s) in ${looks} look(s), ${level.errors} failed, ${level.requestsPerSecond} req/s, ${level.outputTokensPerSecond} output tok/s${ttft ? `, TTFT p50 ${ttft.p50} ms p95 ${ttft.p95} ms` : ""}; SLO ${level.state}`
  );
  return level;
}
function noneSucceeded(results, endpoint) {
  const cells = results.cells.filter((c) => c.endpoint === endpoint);
  const n = cells.reduce((sum, c) => sum + c.n, 0);
  return n > 0 && cells.every((c) => c.errors === c.n);
}
function judgeLevel(endpointCells, slo, rules, endpointCount, levelBudget, position) {
  const cells = endpointCells.filter((c) => Object.hasOwn(slo, c.scenario));
  return endpointSloVerdicts(cells, (c) => slo[c.scenario], rules, {
    endpoints: endpointCount,
    compared: false,
    position,
    divisor: levelBudget
  });
}
function saturationOf(levels) {
  for (const here of levels) {
    const half = levels.find((l) => Math.abs(l.load * 2 - here.load) <= here.load * 0.01);
    if (half && here.requestsPerSecond < half.requestsPerSecond * SATURATION_GROWTH) return here.load;
  }
  return null;
}
function levelLabel(load, kind) {
  return `${kind === "concurrency" ? "c" : "r"}${load}`;
}
function safeName(name) {
  return name.replace(/[^A-Za-z0-9._-]+/g, "-");
}

// src/sweep/sweep-flow.ts
function sweepBaselinePathFor(workload, cwd) {
  return baselinePathFor(workload, cwd).replace(/(\.json)?$/, ".sweep.json");
}
function planSweep(workload, options) {
  const base = workload.sweep ?? normalizeSweep(void 0, { requests: workload.run.requests, looks: runLooks(workload.run) });
  const spec = options.levels ? { ...base, levels: [...options.levels].sort((a, b) => a - b) } : base;
  const rules = resolveGateRules(workload);
  const baselinePath = options.baseline ?? sweepBaselinePathFor(workload, options.cwd);
  const reference = referenceEndpoint(workload);
  if (options.record) return { spec, rules, baselinePath, comparand: { kind: "none" }, baseline: null, record: true };
  if (reference) return { spec, rules, baselinePath, comparand: { kind: "reference", reference }, baseline: null, record: false };
  if (!existsSync(baselinePath)) return { spec, rules, baselinePath, comparand: { kind: "none" }, baseline: null, record: false };
  const baseline = readSweep(baselinePath);
  const mismatch = baselineMismatch(baseline, spec, workload, options.identity);
  if (mismatch) {
    throw new ConfigError([
      {
        file: baselinePath,
        path: "",
        line: null,
        message: `${mismatch}; record the sweep baseline again: streamgate sweep --workload ${workload.source ?? "<file>"} --record`
      }
    ]);
  }
  return { spec, rules, baselinePath, comparand: { kind: "baseline", baseline }, baseline, record: false };
}
function baselineMismatch(baseline, spec, workload, identity) {
  if (baseline.sweep.load !== spec.load) return `the sweep baseline raised ${baseline.sweep.load}, this sweep raises ${spec.load}`;
  if (!baseline.hasSlo) return "the sweep baseline was recorded without an SLO, so it has no capacity to hold a candidate to";
  if (baseline.workload.sloDigest !== sloDigest(workload)) return "the sweep baseline was recorded against other objectives (slo: differs)";
  const recorded = baseline.workload.fingerprintParts;
  const current = identity?.parts;
  if (!recorded || !current) return null;
  const shared = (endpoints, other) => Object.fromEntries(Object.entries(endpoints).filter(([name]) => Object.hasOwn(other, name)));
  const withoutLoad = (parts, other) => ({
    endpoints: shared(parts.endpoints, other.endpoints),
    scenarios: parts.scenarios,
    run: { ...parts.run, concurrency: 0, ratePerSecond: null }
  });
  const differences = describeWorkloadDifference(withoutLoad(recorded, current), withoutLoad(current, recorded));
  return differences.length === 0 ? null : `the sweep baseline was recorded for other requests (${differences.join("; ")})`;
}
async function sweepAndGate(plan, opts) {
  const { sweep, sweepPath } = await runSweep({
    workload: opts.workload,
    spec: plan.spec,
    rules: plan.rules,
    apiKeys: opts.apiKeys,
    resultsDir: opts.resultsDir,
    redact: opts.redact,
    logger: opts.logger,
    identity: opts.identity,
    required: requiredLevels(plan.comparand, plan.spec.margin, plan.spec.load),
    ...opts.signal ? { signal: opts.signal } : {},
    ...opts.onLevel ? { onLevel: opts.onLevel } : {}
  });
  const gate = gateSweep(sweep, plan.comparand);
  const input = { sweep, gate, baseline: plan.baseline };
  const markdown = opts.redact(renderSweepMarkdown(input));
  const terminal = opts.redact(renderSweepTerminal(input));
  const reportPath = join4(opts.resultsDir, "report.md");
  const chartPath = join4(opts.resultsDir, "sweep.svg");
  writeFileSync3(reportPath, markdown);
  writeFileSync3(chartPath, opts.redact(renderSweepSvg({ sweep, baseline: plan.baseline })));
  return { sweep, gate, markdown, terminal, sweepPath, reportPath, chartPath };
}
function recordSweepBaseline(path, sweep) {
  if (sweep.run.partial) {
    throw new ConfigError([
      { file: path, path: "", line: null, message: "the sweep was cut short: a sweep baseline is recorded from a complete sweep only" }
    ]);
  }
  mkdirSync4(dirname2(path), { recursive: true });
  writeFileSync3(path, `${JSON.stringify(sweep, null, 2)}
`);
}

export {
  createProgressWriter,
  runWorkload,
  deadEndpointsText,
  decideSweepRun,
  openCapacities,
  openCapacityText,
  planSweep,
  sweepAndGate,
  recordSweepBaseline
};
//# sourceMappingURL=chunk-SJNYJLAP.js.map
