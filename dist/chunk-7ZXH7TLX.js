import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  package_default
} from "./chunk-4BVAQ72K.js";
import {
  DEFAULT_API,
  STOP_FIELDS,
  parseServerTimingEntries,
  roundToMicroseconds
} from "./chunk-IYJUIQMU.js";

// src/util/user-error.ts
var UserError = class extends Error {
};
var EXIT_USER_ERROR = 2;

// src/config/errors.ts
var ConfigError = class extends UserError {
  name = "ConfigError";
  code = "STREAMGATE_CONFIG";
  exitStatus = EXIT_USER_ERROR;
  issues;
  constructor(issues) {
    super(formatIssues(issues));
    this.issues = issues;
  }
};
function formatIssues(issues) {
  return issues.map(formatIssue).join("\n");
}
function formatIssue(issue) {
  const location = issue.file === null ? issue.line === null ? "" : `line ${issue.line}` : issue.line === null ? issue.file : `${issue.file}:${issue.line}`;
  const where = [location, issue.path].filter((part) => part !== "").join(" ");
  return where === "" ? issue.message : `${where}: ${issue.message}`;
}
function readErrorText(error) {
  const code = error?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "it is a directory";
  return error instanceof Error ? error.message : String(error);
}

// src/baseline/fingerprint.ts
import { createHash } from "node:crypto";

// src/vocabulary/metric-table.ts
var METRIC_TABLE = {
  ttfbMs: {
    kind: "request",
    cause: "timing",
    diagnostic: true,
    slo: 7,
    label: "TTFB",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "time to the response headers",
    stored: 1
  },
  ttftMs: {
    kind: "request",
    cause: "timing",
    slo: 1,
    label: "TTFT",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "time to the first token (content or reasoning)",
    stored: 1
  },
  ttftContentMs: {
    kind: "request",
    cause: "timing",
    slo: 2,
    label: "TTFT (content)",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "time to the first content token",
    stored: 1
  },
  settleMs: {
    kind: "request",
    cause: "timing",
    slo: 3,
    label: "settle",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "time to the last token",
    stored: 1
  },
  e2eMs: {
    kind: "request",
    cause: "timing",
    slo: 4,
    label: "e2e",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "time to the end of the stream",
    stored: 1
  },
  maxGapMs: {
    kind: "request",
    cause: "stalls",
    slo: 6,
    label: "longest stall",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "longest gap between two token events",
    stored: 1
  },
  gapP50Ms: {
    kind: "request",
    cause: "throughput",
    label: "median gap",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "median gap between token events",
    stored: 1
  },
  gapP99Ms: {
    kind: "request",
    cause: "stalls",
    label: "99th-percentile gap",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "99th percentile of the gaps between token events",
    stored: 1
  },
  outputTokens: {
    kind: "request",
    cause: "other",
    label: "output tokens",
    unit: "count",
    decimals: 0,
    better: "lower",
    meaning: "tokens generated",
    stored: 0
  },
  reasoningTokens: {
    kind: "request",
    cause: "other",
    label: "reasoning tokens",
    unit: "count",
    decimals: 0,
    better: "lower",
    meaning: "reasoning tokens generated",
    stored: 0
  },
  tokensPerSecond: {
    kind: "request",
    cause: "throughput",
    slo: 5,
    label: "tok/s",
    unit: "perSecond",
    decimals: 1,
    better: "higher",
    meaning: "decode speed after the first token",
    stored: 2
  },
  tokensPerEvent: {
    kind: "request",
    cause: "buffering",
    label: "tokens/event",
    unit: "count",
    decimals: 1,
    better: "lower",
    meaning: "tokens per streamed event",
    stored: 2
  },
  chunkCount: {
    kind: "request",
    cause: "buffering",
    label: "chunks",
    unit: "count",
    decimals: 0,
    better: "lower",
    meaning: "network reads of the body",
    stored: 0
  },
  tokenEvents: {
    kind: "request",
    cause: "buffering",
    label: "token events",
    unit: "count",
    decimals: 0,
    better: "higher",
    meaning: "events that carried tokens",
    stored: 0
  },
  idr: {
    kind: "request",
    cause: "buffering",
    additive: true,
    label: "IDR",
    unit: "ratio",
    decimals: 2,
    better: "higher",
    meaning: "incremental delivery ratio: 0 = all at once, 1 = evenly streamed",
    stored: 3
  },
  upstreamMs: {
    kind: "request",
    cause: "timing",
    diagnostic: true,
    label: "upstream time",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "the server's own processing time from its headers",
    stored: 1
  },
  gatewayOverheadMs: {
    kind: "request",
    cause: "timing",
    diagnostic: true,
    additive: true,
    label: "gateway overhead",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "TTFB less the upstream time",
    stored: 1
  },
  serverPrefillMs: {
    kind: "request",
    cause: "timing",
    diagnostic: true,
    label: "server prefill",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "the server's own prompt-processing time, from its report",
    stored: 1
  },
  outsideEngineMs: {
    kind: "request",
    cause: "timing",
    diagnostic: true,
    additive: true,
    label: "outside the engine",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "TTFT less the server prefill: network, queueing, gateway, tokenisation",
    stored: 1
  },
  promptTokens: {
    kind: "request",
    cause: "input",
    label: "prompt tokens",
    unit: "count",
    decimals: 0,
    better: "higher",
    meaning: "prompt tokens the server says it read (usage, or llama.cpp's cached + evaluated)",
    stored: 0
  },
  nonStreamedShare: {
    kind: "rate",
    cause: "buffering",
    label: "non-streamed share",
    unit: "share",
    decimals: 0,
    better: "lower",
    meaning: "requests delivered buffered or coalesced"
  },
  errorRate: {
    kind: "rate",
    cause: "errors",
    label: "error rate",
    unit: "share",
    decimals: 0,
    better: "lower",
    meaning: "requests that failed"
  },
  cacheMissShare: {
    kind: "rate",
    cause: "latency",
    label: "prefix-cache miss share",
    unit: "share",
    decimals: 0,
    better: "lower",
    meaning: "warm requests the server reported as missing the prefix cache (1 \u2212 the hit share)"
  },
  loopMs: {
    kind: "loop",
    cause: "timing",
    gated: true,
    label: "job",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "job latency: a whole agent job, first request to last token, tool time included",
    stored: 1
  },
  sumTtftMs: {
    kind: "loop",
    cause: "timing",
    label: "\u03A3TTFT",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "the sum of a conversation's TTFTs",
    stored: 1
  },
  sumE2eMs: {
    kind: "loop",
    cause: "timing",
    label: "\u03A3e2e",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "the sum of a conversation's request times",
    stored: 1
  },
  modelMs: {
    kind: "loop",
    cause: "timing",
    label: "model time",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "a job's time waiting for the model: each turn's first request to its last answer's end, summed",
    stored: 1
  },
  toolMs: {
    kind: "loop",
    cause: "timing",
    label: "tool time",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "a job's tool time, replayed as client-side waits between turns",
    stored: 1
  },
  thinkMs: {
    kind: "loop",
    cause: "timing",
    label: "think time",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "a job's think time from its session trace, replayed as client-side waits",
    stored: 1
  },
  queueMs: {
    kind: "loop",
    cause: "timing",
    label: "client queueing",
    unit: "ms",
    decimals: 0,
    better: "lower",
    meaning: "the rest of a job: the client between turns, waiting for connections, timers late",
    stored: 1
  },
  jobInputTokens: {
    kind: "loop",
    cause: "input",
    label: "input tokens per job",
    unit: "count",
    decimals: 0,
    better: "lower",
    meaning: "prompt tokens a job's requests sent, by the server's usage",
    stored: 0
  },
  jobCachedTokens: {
    kind: "loop",
    cause: "input",
    label: "cached tokens per job",
    unit: "count",
    decimals: 0,
    better: "higher",
    meaning: "of those, tokens the server read from its prefix cache",
    stored: 0
  },
  jobOutputTokens: {
    kind: "loop",
    cause: "other",
    label: "output tokens per job",
    unit: "count",
    decimals: 0,
    better: "lower",
    meaning: "tokens a job's answers generated",
    stored: 0
  }
};

// src/vocabulary/metrics.ts
var idsOf = (kind) => Object.freeze(Object.keys(METRIC_TABLE).filter((id) => METRIC_TABLE[id].kind === kind));
var SUMMARISED_METRICS = idsOf("request");
var RATE_METRICS = idsOf("rate");
var LOOP_METRICS = idsOf("loop");
var METRICS = METRIC_TABLE;
var JOB_METRICS = Object.freeze(
  Object.keys(METRIC_TABLE).filter((id) => METRIC_TABLE[id].gated === true)
);
var GATED_METRICS = Object.freeze([...SUMMARISED_METRICS, ...JOB_METRICS]);
function isJobMetric(id) {
  return JOB_METRICS.includes(id);
}
var SLO_METRICS = Object.freeze(
  Object.keys(METRIC_TABLE).flatMap((id) => {
    const entry = METRIC_TABLE[id];
    return entry.slo === void 0 ? [] : [{ id, place: entry.slo }];
  }).sort((a, b) => a.place - b.place).map((e) => e.id)
);
var ADDITIVE_METRICS = new Set(
  Object.keys(METRIC_TABLE).filter((id) => METRIC_TABLE[id].additive === true)
);
var STORED_DECIMALS = Object.fromEntries(
  [...SUMMARISED_METRICS, ...LOOP_METRICS].map((id) => [id, METRIC_TABLE[id].stored])
);
var HIT_ONLY_METRICS = ["ttftMs", "ttftContentMs", "serverPrefillMs"];
var CHECK_PREFIX = "check:";
function isMetricId(id) {
  return Object.prototype.hasOwnProperty.call(METRICS, id);
}
function metricSpec(id) {
  if (isMetricId(id)) return METRICS[id];
  if (id.startsWith(CHECK_PREFIX)) {
    return {
      label: `${id.slice(CHECK_PREFIX.length)} pass rate`,
      unit: "share",
      decimals: 0,
      better: "higher",
      meaning: "requests that passed the assertion"
    };
  }
  return null;
}
function metricLabel(id) {
  return metricSpec(id)?.label ?? id;
}
function statisticLabel(id, statistic) {
  if (statistic === "share" || statistic === "rate") return metricLabel(id);
  return `${metricLabel(id)} ${statistic}`;
}

// src/config/sections/slo.ts
function percentileLevel(key) {
  const match = /^p(\d+(?:\.\d+)?)$/.exec(key);
  return match ? Number(match[1]) / 100 : Number.NaN;
}
function normalizeSlo(workload, scenario) {
  if (workload === void 0 && scenario === void 0) return null;
  const objectives = /* @__PURE__ */ new Map();
  const thresholds = /* @__PURE__ */ new Map();
  for (const file of [workload, scenario]) {
    for (const metric of SLO_METRICS) {
      for (const [label, target] of Object.entries(file?.objectives?.[metric] ?? {})) {
        objectives.set(`${metric}:${label}`, { metric, level: percentileLevel(label), label, target });
      }
      const limit = file?.thresholds?.[metric];
      if (limit !== void 0) thresholds.set(metric, limit);
    }
  }
  const goodput = scenario?.goodput ?? workload?.goodput ?? null;
  if (objectives.size === 0 && thresholds.size === 0 && goodput === null) return null;
  return {
    objectives: [...objectives.values()],
    thresholds: [...thresholds].map(([metric, limit]) => ({ metric, limit })),
    goodput
  };
}
function sloByScenario(scenarios) {
  return Object.fromEntries(scenarios.flatMap((s) => s.slo ? [[s.name, s.slo]] : []));
}
function sloBetter(metric) {
  return METRICS[metric].better;
}
function sloIssues(data, scenarios) {
  const issues = [];
  const top = asRecord(data.slo);
  issues.push(...levelIssues(top, ["slo"]));
  for (const [index, scenario] of scenarios) {
    const own = asRecord(scenario.slo);
    issues.push(...levelIssues(own, ["scenarios", index, "slo"]));
    const goodputAt = own?.goodput !== void 0 ? ["scenarios", index, "slo", "goodput"] : top?.goodput !== void 0 ? ["slo", "goodput"] : null;
    const thresholds = { ...asRecord(top?.thresholds), ...asRecord(own?.thresholds) };
    if (goodputAt && Object.keys(thresholds).length === 0) {
      issues.push({
        path: goodputAt,
        message: `needs per-request thresholds to judge requests by (slo.thresholds, e.g. { ttftMs: 2000 })${goodputAt[0] === "slo" ? "" : `; scenario ${JSON.stringify(scenario.name)} has none`}`
      });
    }
  }
  const seen = /* @__PURE__ */ new Set();
  return issues.filter((issue) => {
    const key = `${issue.path.join(".")}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function levelIssues(slo, path) {
  const objectives = asRecord(slo?.objectives);
  if (!objectives) return [];
  return Object.entries(objectives).flatMap(
    ([metric, levels]) => Object.keys(asRecord(levels) ?? {}).flatMap((key) => {
      const level = percentileLevel(key);
      return Number.isNaN(level) || level > 0 && level < 1 ? [] : [{ path: [...path, "objectives", metric, key], message: `is not a percentile inside (0, 100): use p50, p95, p99.9 or p05` }];
    })
  );
}
function asRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}

// src/baseline/format-json.ts
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => compareCodeUnits(a, b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
function compareCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var ONE_LINE_OBJECT_WIDTH = 120;
function formatJson(value, indent = "") {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) return `[${value.map(plain).join(", ")}]`;
    return `[
${value.map((v) => inner + formatJson(v ?? null, inner)).join(",\n")}
${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0);
    if (entries.length === 0) return "{}";
    if (entries.every(([, v]) => isPlain(v) || isEmpty(v))) {
      const line = `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${formatJson(v)}`).join(", ")} }`;
      if (indent.length + line.length <= ONE_LINE_OBJECT_WIDTH) return line;
    }
    return `{
${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(",\n")}
${indent}}`;
  }
  return plain(value);
}
function isPlain(value) {
  return value === null || typeof value !== "object";
}
function isEmpty(value) {
  return value !== null && typeof value === "object" && Object.keys(value).length === 0;
}
function plain(value) {
  return JSON.stringify(value) ?? "null";
}

// src/baseline/fingerprint.ts
var DIGEST_PREFIX = "sha256:";
var DIGEST_HEX_CHARS = 16;
function fingerprintFromParts(parts) {
  return `${DIGEST_PREFIX}${sha256Hex(canonicalJson(parts))}`;
}
function workloadIdentity(workload) {
  const parts = workloadParts(workload);
  return { fingerprint: fingerprintFromParts(parts), parts };
}
function workloadParts(workload) {
  return {
    endpoints: byName(workload.endpoints, endpointParts),
    scenarios: byName(workload.scenarios, scenarioParts),
    run: runParts(workload.run)
  };
}
function sloDigest(workload) {
  const slo = sloByScenario(workload.scenarios);
  return Object.keys(slo).length === 0 ? null : digest(slo);
}
function digest(value) {
  return `${DIGEST_PREFIX}${sha256Hex(canonicalJson(value)).slice(0, DIGEST_HEX_CHARS)}`;
}
function endpointParts(endpoint) {
  return {
    model: endpoint.model,
    // Recorded only when not the default, so a baseline recorded before endpoints had an API keeps its fingerprint.
    ...endpoint.api !== DEFAULT_API ? { api: endpoint.api } : {},
    headerNames: sortedLowerCase(Object.keys(endpoint.headers)),
    body: digestFields(endpoint.body)
  };
}
function scenarioParts(scenario) {
  return {
    weight: scenario.weight,
    maxTokens: scenario.maxTokens,
    cache: typeof scenario.cache === "string" ? scenario.cache : { warmShare: scenario.cache.warmShare },
    messages: digest(scenario.messages),
    params: digestFields(scenario.params),
    agent: scenario.agent === null ? null : agentParts(scenario.agent),
    ...sourceField(scenario),
    // What `quality:` changes in the requests: the same prompts every run, and log-probs asked when they are. Answers
    // compared by default (no `quality:` declared) change neither: beside a reference, never against a baseline.
    ...scenario.quality && !scenario.quality.implicit ? { quality: { topLogprobs: scenario.quality.topLogprobs } } : {}
  };
}
function agentParts(agent) {
  const toolTime = agent.toolMs !== void 0 || agent.toolDurationsMs !== void 0;
  return {
    turns: agent.turns,
    followUps: digest(agent.followUps),
    tools: digest(agent.tools),
    ...toolTime ? { toolTime: digest({ toolMs: agent.toolMs ?? 0, durationsMs: agent.toolDurationsMs ?? {} }) } : {}
  };
}
function sourceField(scenario) {
  const { dataset, synthetic, prefixPool, trace, sessions } = scenario;
  if (!dataset && !synthetic && !prefixPool && !trace && !sessions) return {};
  const settings = {
    dataset: dataset ? { format: dataset.format, replacement: dataset.replacement, maxTokens: dataset.maxTokens, filters: dataset.filters } : null,
    synthetic: synthetic ?? null,
    prefixPool: prefixPool ?? null,
    trace: trace ? { format: trace.format, speedup: trace.speedup, blockTokens: trace.blockTokens } : null,
    // Only with a session trace, so the other sources' digests are what they always were.
    ...sessions ? { sessions: { answers: sessions.answers } } : {}
  };
  return {
    source: {
      ...dataset ? { dataset: `${dataset.file} ${dataset.sha256}` } : {},
      ...trace ? { trace: `${trace.file} ${trace.sha256}` } : {},
      ...sessions ? { sessions: `${sessions.file} ${sessions.sha256}` } : {},
      settings: digest(settings)
    }
  };
}
function runParts(run) {
  return {
    requests: run.requests,
    warmup: run.warmup,
    concurrency: run.concurrency,
    ratePerSecond: run.ratePerSecond,
    timeouts: {
      headersMs: run.timeouts.headersMs,
      firstTokenMs: run.timeouts.firstTokenMs,
      idleMs: run.timeouts.idleMs,
      totalMs: run.timeouts.totalMs
    },
    captureHeaders: sortedLowerCase(run.captureHeaders),
    // Retries turn some failures into successes, which changes the error rate being compared.
    retries: run.retries,
    ...run.burstiness === void 0 ? {} : { burstiness: run.burstiness }
  };
}
function byName(items, parts) {
  const sorted = [...items].sort((a, b) => compareCodeUnits(a.name, b.name));
  return Object.fromEntries(sorted.map((item) => [item.name, parts(item)]));
}
function digestFields(fields) {
  const keys = Object.keys(fields).sort(compareCodeUnits);
  return Object.fromEntries(keys.map((key) => [key, digest(fields[key])]));
}
function sortedLowerCase(names) {
  return [...new Set(names.map((n) => n.toLowerCase()))].sort(compareCodeUnits);
}
function sha256Hex(text) {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

// src/version.ts
import { cpus, platform, release } from "node:os";
var TOOL_VERSION = package_default.version;
function runnerDescription(probeWorkers = 0) {
  const cpu = cpus();
  const probe = probeWorkers > 0 ? `, probe in ${probeWorkers} worker thread${probeWorkers === 1 ? "" : "s"}` : "";
  return `node ${process.version} ${platform()} ${release()} ${cpu.length}\xD7${cpu[0]?.model.trim() ?? "unknown cpu"}${probe}`;
}

// src/compare/verdict-file.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
var VERDICT_FILE_VERSION = 1;
function verdictFile(input) {
  return { version: VERDICT_FILE_VERSION, kind: "verdict", tool: { name: "streamgate", version: TOOL_VERSION }, ...input };
}
function comparisonOf(evaluation) {
  const kind = evaluation.comparand?.kind ?? ((evaluation.outcome?.slo ?? []).length > 0 ? "slo" : "none");
  return { kind, label: evaluation.comparand?.label ?? null };
}
function notComparedEndpoints(endpoints) {
  return endpoints.map((e) => ({ name: e.name, reference: e.reference, verdict: "not-compared", look: null, looks: null, decidedBy: [] }));
}
function writeVerdictFile(path, file, redact = (s) => s) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${redact(JSON.stringify(file, null, 2))}
`);
}

// src/stats/finite.ts
function sortedFinite(values) {
  let count2 = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) count2++;
  const out = new Float64Array(count2);
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (Number.isFinite(value)) out[at++] = value;
  }
  return out.sort();
}
function sortedPositive(caller, side, values) {
  const sorted = sortedFinite(values);
  if (sorted.length > 0 && sorted[0] <= 0) {
    throw new RangeError(`${caller} requires positive values, but the ${side} sample contains ${sorted[0]}`);
  }
  return sorted;
}
function tieTerm(sorted) {
  let term = 0;
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const t = j - i;
    term += t * t * t - t;
    i = j;
  }
  return term;
}
function assertOpenUnit(name, value) {
  if (!(value > 0 && value < 1)) throw new RangeError(`${name} must be strictly between 0 and 1, got ${value}`);
}

// src/stats/drift/run-drift.ts
var DRIFT_TRIM = 0.1;
function runDriftLogSd(runs) {
  const logs = runs.map((values) => sortedFinite(values.filter((v) => v > 0).map(Math.log))).filter((v) => v.length >= 2);
  if (logs.length < 2) return null;
  const centres = logs.map((v) => trimmedCentre(v));
  const mean2 = centres.reduce((a, c) => a + c.centre, 0) / centres.length;
  const between = centres.reduce((s, c) => s + (c.centre - mean2) ** 2, 0) / (centres.length - 1);
  const within = centres.reduce((s, c) => s + c.variance, 0) / centres.length;
  return Math.sqrt(Math.max(0, between - within));
}
function trimmedCentre(sorted, trim = DRIFT_TRIM) {
  const n = sorted.length;
  const g = Math.floor(trim * n);
  const h = n - 2 * g;
  let sum4 = 0;
  for (let i = g; i < n - g; i++) sum4 += sorted[i];
  const centre = sum4 / h;
  const winsor = (i) => sorted[Math.min(n - g - 1, Math.max(g, i))];
  let wMean = 0;
  for (let i = 0; i < n; i++) wMean += winsor(i);
  wMean /= n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (winsor(i) - wMean) ** 2;
  return { centre, variance: ss / (n - 1) * n / (h * h) };
}

// src/stats/student-t.ts
function logGamma(x) {
  const c = [
    0.9999999999998099,
    676.5203681218851,
    -1259.1392167224028,
    771.3234287776531,
    -176.6150291621406,
    12.507343278686905,
    -0.13857109526572012,
    9984369578019572e-21,
    15056327351493116e-23
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}
function betaContinuedFraction(a, b, x) {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - (a + b) * x / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return h;
}
function incompleteBeta(x, a, b) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? front * betaContinuedFraction(a, b, x) / a : 1 - front * betaContinuedFraction(b, a, 1 - x) / b;
}
function tUpperTail(t, df) {
  if (!Number.isFinite(t)) return t > 0 ? 0 : 1;
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? tail : 1 - tail;
}
function tQuantile(p, df) {
  if (!(p > 0 && p < 1) || !(df > 0)) throw new RangeError(`tQuantile needs 0 < p < 1 and df > 0, got p=${p}, df=${df}`);
  if (p < 0.5) return -tQuantile(1 - p, df);
  let lo = 0;
  let hi = 1;
  while (tUpperTail(hi, df) > 1 - p) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (tUpperTail(mid, df) > 1 - p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
function studentTQuantile(p, df) {
  if (!(p > 0 && p < 0.5)) throw new RangeError(`studentTQuantile: upper-tail probability must be within (0, 0.5), got ${p}`);
  return tQuantile(1 - p, df);
}

// src/stats/drift/joint-drift.ts
var HETEROGENEITY_LEVEL = 0.01;
function jointRunDrift(cells) {
  if (cells.length < 2) return null;
  const runs = Math.min(...cells.map((row) => row.length));
  const centres = cells.map(() => []);
  for (let r = 0; r < runs; r++) {
    const column = cells.map((row) => {
      const logs = sortedFinite((row[r] ?? []).filter((v) => v > 0).map(Math.log));
      return logs.length >= 2 ? trimmedCentre(logs) : null;
    });
    if (column.some((x) => x === null)) continue;
    column.forEach((x, i) => centres[i].push(x));
  }
  const m = centres[0].length;
  if (m < 2) return null;
  const all = centres.map((_, i) => i);
  const first = twoWay(centres, all);
  const flagged = all.filter(
    (i) => first.mse > 0 && fUpperTail(first.own[all.indexOf(i)] / first.mse, m - 1, first.dfE) <= HETEROGENEITY_LEVEL
  );
  const alike = all.filter((i) => !flagged.includes(i));
  const pool = flagged.length > 0 && alike.length >= 2 ? twoWay(centres, alike) : first;
  const members = pool === first ? all : alike;
  const a = 1 / members.length;
  const b = (members.length - 1) / members.length;
  const sampling = centres.map((row) => row.reduce((t, v) => t + v.variance, 0) / m);
  const meanSampling = members.reduce((t, i) => t + sampling[i], 0) / members.length;
  const sharedVariance = Math.max(0, (pool.msr - pool.mse) / members.length);
  const pooledVariance = Math.max(0, a * pool.msr + b * pool.mse - meanSampling);
  const pooledDf = satterthwaite([
    [a * pool.msr, m - 1],
    [b * pool.mse, pool.dfE]
  ]);
  return all.map((i) => {
    if (!flagged.includes(i)) return { variance: pooledVariance, df: pooledDf };
    const mean2 = centres[i].reduce((t, v) => t + v.centre, 0) / m;
    const ownSquares = centres[i].reduce((t, v, r) => t + (v.centre - mean2 - (pool.runMean[r] - pool.grand)) ** 2, 0) / (m - 1);
    return {
      variance: sharedVariance + Math.max(0, ownSquares - sampling[i]),
      df: satterthwaite([
        [sharedVariance, m - 1],
        [ownSquares, m - 1]
      ])
    };
  });
}
function twoWay(centres, cells) {
  const c = cells.length;
  const m = centres[0].length;
  const x = (i, r) => centres[cells[i]][r].centre;
  const cellMean = cells.map((_, i) => Array.from({ length: m }, (_r, r) => x(i, r)).reduce((t, v) => t + v, 0) / m);
  const runMean = Array.from({ length: m }, (_, r) => cellMean.reduce((t, _v, i) => t + x(i, r), 0) / c);
  const grand = cellMean.reduce((t, v) => t + v, 0) / c;
  const msr = c * runMean.reduce((t, v) => t + (v - grand) ** 2, 0) / (m - 1);
  const dfE = (m - 1) * (c - 1);
  const squares = cellMean.map(
    (mean2, i) => Array.from({ length: m }, (_, r) => (x(i, r) - runMean[r] - mean2 + grand) ** 2).reduce((t, v) => t + v, 0)
  );
  const mse = squares.reduce((t, v) => t + v, 0) / dfE;
  const own = squares.map((sq) => sq * c / dfE);
  return { msr, mse, dfE, own, runMean, grand };
}
function satterthwaite(parts) {
  const total = parts.reduce((s, [v]) => s + v, 0);
  const denominator = parts.reduce((s, [v, df]) => s + v * v / df, 0);
  if (!(denominator > 0)) return parts.reduce((s, [, df]) => s + df, 0);
  return Math.max(1, total * total / denominator);
}
function fUpperTail(f, d1, d2) {
  if (!(f > 0)) return 1;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}

// src/stats/drift/run-trend.ts
function runTrendOffset(runs) {
  const centres = runs.map((values) => sortedFinite(values.filter((v) => v > 0).map(Math.log))).filter((v) => v.length >= 2).map((v) => trimmedCentre(v).centre);
  const k = centres.length;
  if (k < 3) return null;
  const meanX = (k - 1) / 2;
  const meanY = centres.reduce((a, c) => a + c, 0) / k;
  let sxy = 0;
  let sxx = 0;
  centres.forEach((c, i) => {
    sxy += (i - meanX) * (c - meanY);
    sxx += (i - meanX) ** 2;
  });
  return sxy / sxx * ((k + 1) / 2);
}

// src/stats/summary.ts
function quantile(sorted, p) {
  const n = sorted.length;
  if (n === 0) throw new RangeError("quantile of an empty sample is undefined");
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile level must be within [0, 1], got ${p}`);
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const below = sorted[lo];
  const fraction = h - lo;
  if (fraction === 0 || lo + 1 >= n) return below;
  return below + fraction * (sorted[lo + 1] - below);
}
function summarize(values) {
  const sorted = sortedFinite(values);
  const n = sorted.length;
  if (n === 0) return null;
  let sum4 = 0;
  let compensation = 0;
  for (const value of sorted) {
    const t = sum4 + value;
    compensation += Math.abs(sum4) >= Math.abs(value) ? sum4 - t + value : value - t + sum4;
    sum4 = t;
  }
  return {
    n,
    mean: (sum4 + compensation) / n,
    min: sorted[0],
    max: sorted[n - 1],
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99)
  };
}

// src/vocabulary/cell.ts
function cellKey(cell) {
  const tail = cell.job ? "/job" : cell.turn === null ? "" : `/turn${cell.turn}`;
  return `${cell.endpoint}/${cell.scenario}/${cell.cache}${tail}`;
}
function sameCell(a, b) {
  return a.endpoint === b.endpoint && a.scenario === b.scenario && a.cache === b.cache && a.turn === b.turn && Boolean(a.job) === Boolean(b.job);
}

// src/telemetry/speculative.ts
function serverAcceptance(looks) {
  if (looks.length === 0 || looks.some((l) => l.sharedWith.length > 0)) return null;
  return fromCounters(looks) ?? fromGauges(looks);
}
function fromCounters(looks) {
  const read = looks.filter((l) => l.counters.specDraftTokens && l.counters.specAcceptedTokens);
  if (read.length === 0) return null;
  const first = read[0].counters;
  const draftTokens = sum(read.map((l) => l.counters.specDraftTokens.delta));
  const acceptedTokens = sum(read.map((l) => l.counters.specAcceptedTokens.delta));
  const withDrafts = read.every((l) => l.counters.specDrafts);
  const drafts = withDrafts ? sum(read.map((l) => l.counters.specDrafts.delta)) : null;
  const names = [first.specAcceptedTokens.metric, first.specDraftTokens.metric, ...withDrafts ? [first.specDrafts.metric] : []];
  return {
    source: "counters",
    metrics: names.join(", "),
    drafts,
    draftTokens,
    acceptedTokens,
    acceptanceRate: draftTokens > 0 ? Math.min(1, acceptedTokens / draftTokens) : null,
    meanAcceptedLength: drafts === null ? null : drafts > 0 ? 1 + acceptedTokens / drafts : 1
  };
}
function fromGauges(looks) {
  const medians = (pick) => {
    const values = looks.map(pick).filter((v) => v !== void 0 && Number.isFinite(v) && v > 0).sort((a, b) => a - b);
    if (values.length === 0) return null;
    const mid = Math.floor(values.length / 2);
    return values.length % 2 === 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
  };
  const length = medians((l) => l.gauges.specAcceptLength?.median);
  const rate = medians((l) => l.gauges.specAcceptRate?.median);
  if (length === null && rate === null) return null;
  const names = looks.flatMap((l) => [l.gauges.specAcceptLength?.metric, l.gauges.specAcceptRate?.metric]);
  return {
    source: "gauge",
    metrics: [...new Set(names.filter((n) => n !== void 0))].join(", "),
    drafts: null,
    draftTokens: null,
    acceptedTokens: null,
    acceptanceRate: rate === null ? null : Math.min(1, rate),
    meanAcceptedLength: length === null ? null : Math.max(1, length)
  };
}
function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}

// src/gate/speculative/types.ts
var SPECULATIVE_SOURCES = ["counters", "gauge", "timings"];

// src/gate/speculative/acceptance.ts
var TIMINGS_READ = "timings.draft_n_accepted / timings.draft_n";
function endpointAcceptance(endpoint, cells, telemetry) {
  const server = telemetry ? serverAcceptance(telemetry.looks) : null;
  if (server) {
    return rounded({
      endpoint,
      source: server.source,
      read: server.metrics,
      requests: null,
      drafts: server.drafts,
      draftTokens: server.draftTokens,
      acceptedTokens: server.acceptedTokens,
      acceptanceRate: server.acceptanceRate,
      meanAcceptedLength: server.meanAcceptedLength
    });
  }
  const counts = cells.filter((c) => c.endpoint === endpoint && c.speculative).map((c) => c.speculative);
  if (counts.length === 0) return null;
  return fromCounts(endpoint, "timings", TIMINGS_READ, {
    requests: sum2(counts.map((c) => c.requests)),
    drafts: null,
    draftTokens: sum2(counts.map((c) => c.drafted)),
    acceptedTokens: sum2(counts.map((c) => c.accepted))
  });
}
function mergeAcceptance(parts) {
  const source = SPECULATIVE_SOURCES.find((s) => parts.some((p) => p.source === s));
  if (source === void 0) return null;
  const same = parts.filter((p) => p.source === source);
  const first = same[0];
  if (same.length === 1) return first;
  if (source === "gauge") {
    return rounded({
      ...first,
      acceptanceRate: mean(same.map((p) => p.acceptanceRate)),
      meanAcceptedLength: mean(same.map((p) => p.meanAcceptedLength))
    });
  }
  const total = (pick) => same.every((p) => pick(p) !== null) ? sum2(same.map((p) => pick(p))) : null;
  return fromCounts(first.endpoint, source, first.read, {
    requests: total((p) => p.requests),
    drafts: total((p) => p.drafts),
    draftTokens: total((p) => p.draftTokens),
    acceptedTokens: total((p) => p.acceptedTokens)
  });
}
function fromCounts(endpoint, source, read, counts) {
  const { drafts, draftTokens, acceptedTokens } = counts;
  return rounded({
    endpoint,
    source,
    read,
    ...counts,
    acceptanceRate: draftTokens !== null && acceptedTokens !== null && draftTokens > 0 ? Math.min(1, acceptedTokens / draftTokens) : null,
    meanAcceptedLength: drafts === null || acceptedTokens === null ? null : drafts > 0 ? 1 + acceptedTokens / drafts : 1
  });
}
function rounded(a) {
  const r = (x) => x === null ? null : Math.round(x * 1e4) / 1e4;
  return { ...a, acceptanceRate: r(a.acceptanceRate), meanAcceptedLength: r(a.meanAcceptedLength) };
}
function mean(values) {
  const present = values.filter((v) => v !== null);
  return present.length > 0 ? sum2(present) / present.length : null;
}
function sum2(values) {
  return values.reduce((a, b) => a + b, 0);
}

// src/baseline/types.ts
var BASELINE_VERSION = 1;
var METRIC_DECIMALS = STORED_DECIMALS;
var SPREAD_DECIMALS = 4;
var HIT_SHARE_DECIMALS = 3;
function roundTo(value, decimals) {
  const scale = 10 ** decimals;
  const rounded2 = Math.round(value * scale) / scale;
  return rounded2 === 0 ? 0 : rounded2;
}

// src/baseline/history-pool.ts
var DEFAULT_HISTORY_RUNS = 10;
var HISTORY_DRIFT_RUNS = 20;
function baselineFromHistory(entries, identity, k, driftRuns = HISTORY_DRIFT_RUNS, minRuns = 2) {
  const matching = entries.filter((e) => e.fingerprint === identity.fingerprint && !(e.step !== void 0 && e.cells.length === 0));
  const pooled = matching.slice(-k);
  if (pooled.length < Math.max(1, minRuns)) return null;
  const last = pooled.at(-1);
  const answered = [...pooled].reverse().find((e) => (e.outputs?.length ?? 0) > 0);
  const cells = pooledHistoryCells(matching, k, driftRuns);
  return {
    pooled,
    baseline: {
      version: BASELINE_VERSION,
      provenance: {
        tool: { name: "streamgate", version: "history" },
        recordedAt: last.time,
        runner: [...new Set(pooled.map((e) => e.runner))].join("; "),
        workload: last.workload,
        fingerprint: identity.fingerprint,
        seed: 0,
        runId: pooled.map((e) => e.runId).join("+"),
        runs: pooled.length,
        endpoints: []
      },
      fingerprintParts: identity.parts,
      cells,
      loops: [],
      // The answers of the newest pooled run that kept some: the stack as it answers now (docs/quality.md).
      ...answered?.outputs ? { outputs: answered.outputs } : {},
      ...pooledAcceptance(pooled)
    }
  };
}
function pooledHistoryCells(runs, k, driftRuns = HISTORY_DRIFT_RUNS) {
  const last = runs.at(-1);
  if (!last) return [];
  const byKey = (window2) => {
    const map = /* @__PURE__ */ new Map();
    for (const entry of window2) {
      for (const cell of entry.cells) map.set(cellKey(cell), [...map.get(cellKey(cell)) ?? [], cell]);
    }
    return map;
  };
  const pooledByKey = byKey(runs.slice(-k));
  const window = runs.slice(-Math.max(k, driftRuns));
  const driftByKey = byKey(window);
  return withJointDrift(
    last.cells.map((cell) => pooledCell(pooledByKey.get(cellKey(cell)) ?? [cell], driftByKey.get(cellKey(cell)) ?? [cell])),
    window
  );
}
function pooledAcceptance(pooled) {
  const all = pooled.flatMap((e) => e.speculative ?? []);
  const list = [...new Set(all.map((a) => a.endpoint))].map((name) => mergeAcceptance(all.filter((a) => a.endpoint === name))).filter((a) => a !== null);
  return list.length > 0 ? { speculative: list } : {};
}
function pooledCell(runs, window) {
  const first = runs[0];
  const sum4 = (pick) => runs.reduce((t, c) => t + pick(c), 0);
  const values = {};
  const summaries = {};
  const logSd = {};
  const trend = {};
  let measuredFrom = Infinity;
  const measure = (metric, perRun) => {
    const tau = perRun.length >= 2 ? runDriftLogSd(perRun) : null;
    if (tau === null) return;
    logSd[metric] = roundTo(tau, SPREAD_DECIMALS);
    measuredFrom = Math.min(measuredFrom, perRun.length);
  };
  for (const metric of SUMMARISED_METRICS) {
    const perRun = runs.map((c) => c.values[metric] ?? []).filter((v) => v.length > 0);
    if (perRun.length === 0) continue;
    values[metric] = perRun.flat();
    const s = summarize(values[metric]);
    if (s) summaries[metric] = summary(s, METRIC_DECIMALS[metric] + 1);
    measure(
      metric,
      window.map((c) => c.values[metric] ?? []).filter((v) => v.length > 0)
    );
    const offset = runTrendOffset(perRun);
    if (offset !== null) trend[metric] = roundTo(offset, SPREAD_DECIMALS);
  }
  const cacheHits = pooledHits(runs);
  const reported = (c) => c.cacheHits !== void 0 && c.cacheHits.hit + c.cacheHits.miss > 0;
  if (cacheHits && runs.every(reported)) {
    for (const metric of HIT_ONLY_METRICS) {
      if (values[metric] === void 0) continue;
      measure(
        metric,
        window.filter(reported).map((c) => c.cacheHits?.values[metric] ?? []).filter((v) => v.length > 0)
      );
    }
  }
  const spread = Object.keys(logSd).length > 0 ? {
    runs: runs.length,
    logSd,
    ...measuredFrom > runs.length && Number.isFinite(measuredFrom) ? { driftRuns: measuredFrom } : {},
    ...Object.keys(trend).length > 0 ? { trend } : {},
    ...hitSharesOf(runs)
  } : null;
  const errorKinds = {};
  for (const c of runs) {
    for (const [kind, n] of Object.entries(c.errorKinds)) {
      const k = kind;
      errorKinds[k] = (errorKinds[k] ?? 0) + (n ?? 0);
    }
  }
  return {
    endpoint: first.endpoint,
    scenario: first.scenario,
    cache: first.cache,
    turn: first.turn,
    n: sum4((c) => c.n),
    errors: sum4((c) => c.errors),
    errorKinds,
    classes: {
      streamed: sum4((c) => c.classes.streamed),
      coalesced: sum4((c) => c.classes.coalesced),
      buffered: sum4((c) => c.classes.buffered),
      undefined: sum4((c) => c.classes.undefined)
    },
    summaries,
    values,
    ...spread ? { spread } : {},
    ...cacheHits ? { cacheHits } : {}
  };
}
function hitSharesOf(runs) {
  const reported = runs.length >= 2 && runs.every((c) => c.cache === "warm" && c.cacheHits && c.cacheHits.hit + c.cacheHits.miss > 0);
  if (!reported) return {};
  return { hitShares: runs.map((c) => roundTo(c.cacheHits.hit / (c.cacheHits.hit + c.cacheHits.miss), HIT_SHARE_DECIMALS)) };
}
function pooledHits(runs) {
  const recorded = runs.map((c) => c.cacheHits).filter((h) => h !== void 0);
  if (recorded.length === 0) return null;
  const values = {};
  for (const metric of HIT_ONLY_METRICS) {
    const lists = recorded.map((h) => h.values[metric] ?? []).filter((v) => v.length > 0);
    if (lists.length > 0) values[metric] = lists.flat();
  }
  const sum4 = (pick) => recorded.reduce((t, h) => t + pick(h), 0);
  return { hit: sum4((h) => h.hit), miss: sum4((h) => h.miss), unknown: sum4((h) => h.unknown), values };
}
function summary(s, d) {
  return { n: s.n, mean: roundTo(s.mean, d), p50: roundTo(s.p50, d), p95: roundTo(s.p95, d), p99: roundTo(s.p99, d) };
}
function withJointDrift(cells, window) {
  const byEndpoint = /* @__PURE__ */ new Map();
  for (const cell of cells) if (cell.spread) byEndpoint.set(cell.endpoint, [...byEndpoint.get(cell.endpoint) ?? [], cell]);
  for (const group of byEndpoint.values()) {
    for (const metric of SUMMARISED_METRICS) {
      const withMetric = group.filter((c) => c.spread.logSd[metric] !== void 0);
      const table = withMetric.map((cell) => {
        const key = cellKey(cell);
        const runs = window.map((e) => e.cells.find((c) => cellKey(c) === key) ?? null);
        const reported = (c) => c === null || c.cacheHits !== void 0 && c.cacheHits.hit + c.cacheHits.miss > 0;
        const hitOnly = HIT_ONLY_METRICS.includes(metric) && cell.cacheHits !== void 0 && runs.every(reported);
        return runs.map((c) => c ? (hitOnly ? c.cacheHits?.values[metric] : c.values[metric]) ?? null : null);
      });
      const joint = jointRunDrift(table);
      if (!joint) continue;
      withMetric.forEach((cell, i) => {
        const spread = cell.spread;
        spread.logSd[metric] = roundTo(Math.sqrt(joint[i].variance), SPREAD_DECIMALS);
        spread.driftDf = { ...spread.driftDf, [metric]: Math.floor(joint[i].df) };
      });
    }
  }
  return cells;
}

// src/baseline/cells.ts
function cellCounts(cell) {
  return { endpoint: cell.endpoint, scenario: cell.scenario, cache: cell.cache, turn: cell.turn, n: cell.n, errors: cell.errors };
}
function baselineCells(baseline) {
  return baseline.cells.map((cell) => ({
    ...cellCounts(cell),
    classes: { ...cell.classes },
    values: Object.fromEntries(Object.entries(cell.values).map(([metric, values]) => [metric, [...values]])),
    ...cell.timeline ? { timeline: cell.timeline.map((p) => ({ ...p })) } : {},
    ...cell.spread ? {
      spread: {
        runs: cell.spread.runs,
        logSd: { ...cell.spread.logSd },
        ...cell.spread.driftRuns !== void 0 ? { driftRuns: cell.spread.driftRuns } : {},
        ...cell.spread.driftDf ? { driftDf: { ...cell.spread.driftDf } } : {},
        ...cell.spread.trend ? { trend: { ...cell.spread.trend } } : {},
        ...cell.spread.hitShares ? { hitShares: [...cell.spread.hitShares] } : {}
      }
    } : {},
    ...cell.cacheHits ? {
      cacheHits: {
        hit: cell.cacheHits.hit,
        miss: cell.cacheHits.miss,
        unknown: cell.cacheHits.unknown,
        values: Object.fromEntries(Object.entries(cell.cacheHits.values).map(([metric, values]) => [metric, [...values]]))
      }
    } : {}
  }));
}

// src/telemetry/concepts.ts
var GAUGE_CONCEPTS = ["queueDepth", "runningRequests", "kvCacheUsage", "specAcceptLength", "specAcceptRate"];
var COUNTER_CONCEPTS = [
  "prefixCacheQueries",
  "prefixCacheHits",
  "preemptions",
  "promptTokens",
  "generatedTokens",
  "specDrafts",
  "specDraftTokens",
  "specAcceptedTokens"
];
var HISTOGRAM_CONCEPTS = ["serverTtft", "queueTime", "e2eLatency"];
var TELEMETRY_CONCEPTS = [...GAUGE_CONCEPTS, ...COUNTER_CONCEPTS, ...HISTOGRAM_CONCEPTS];
var CONCEPT_LABELS = {
  queueDepth: "requests waiting",
  runningRequests: "requests running",
  kvCacheUsage: "KV-cache usage (0\u20131)",
  specAcceptLength: "speculative decoding: mean accepted length (tokens per verification step)",
  specAcceptRate: "speculative decoding: acceptance rate (0\u20131)",
  prefixCacheQueries: "prefix-cache queries (tokens)",
  prefixCacheHits: "prefix-cache hits (tokens)",
  preemptions: "preemptions",
  promptTokens: "prompt tokens",
  generatedTokens: "generated tokens",
  specDrafts: "speculative decoding: drafts (verification steps that drafted)",
  specDraftTokens: "speculative decoding: drafted tokens",
  specAcceptedTokens: "speculative decoding: accepted drafted tokens",
  serverTtft: "server TTFT",
  queueTime: "server queue time",
  e2eLatency: "server end-to-end latency"
};

// src/telemetry/run-summary.ts
function runTelemetry(looks) {
  const out = { looks: looks.length, gauges: {}, counters: {}, histograms: {}, prefixCacheHitShare: null, shared: false };
  out.shared = looks.some((l) => l.sharedWith.length > 0);
  for (const concept of GAUGE_CONCEPTS) {
    const gauges = looks.flatMap((l) => l.gauges[concept] ? [l.gauges[concept]] : []);
    if (gauges.length === 0) continue;
    out.gauges[concept] = {
      min: Math.min(...gauges.map((g) => g.min)),
      median: quantile(
        gauges.map((g) => g.median).sort((a, b) => a - b),
        0.5
      ),
      max: Math.max(...gauges.map((g) => g.max))
    };
  }
  for (const concept of COUNTER_CONCEPTS) {
    const counters = looks.flatMap((l) => l.counters[concept] ? [l.counters[concept]] : []);
    if (counters.length === 0) continue;
    out.counters[concept] = { delta: sum3(counters.map((c) => c.delta)), resets: sum3(counters.map((c) => c.resets)) };
  }
  for (const concept of HISTOGRAM_CONCEPTS) {
    const histograms = looks.flatMap((l) => l.histograms[concept] ? [l.histograms[concept]] : []);
    if (histograms.length === 0) continue;
    const counted = histograms.filter((h) => h.meanMs !== null && h.count > 0);
    const count2 = sum3(counted.map((h) => h.count));
    out.histograms[concept] = {
      count: sum3(histograms.map((h) => h.count)),
      meanMs: count2 > 0 ? Math.round(sum3(counted.map((h) => h.meanMs * h.count)) / count2 * 10) / 10 : null
    };
  }
  const both = looks.filter((l) => l.counters.prefixCacheHits && l.counters.prefixCacheQueries);
  const queries = sum3(both.map((l) => l.counters.prefixCacheQueries.delta));
  if (queries > 0) out.prefixCacheHitShare = Math.min(1, sum3(both.map((l) => l.counters.prefixCacheHits.delta)) / queries);
  return out;
}
function sum3(values) {
  return values.reduce((a, b) => a + b, 0);
}

// src/results/distribution.ts
function storedSummary(values) {
  const s = summarize(values);
  if (!s) return null;
  return {
    n: s.n,
    mean: roundToMicroseconds(s.mean),
    min: roundToMicroseconds(s.min),
    max: roundToMicroseconds(s.max),
    p50: roundToMicroseconds(s.p50),
    p90: roundToMicroseconds(s.p90),
    p95: roundToMicroseconds(s.p95),
    p99: roundToMicroseconds(s.p99)
  };
}
function summaryOf(values) {
  return values && values.length > 0 ? summarize(values) : null;
}
function quantilesOf(values, levels) {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  return { points: levels.map((p) => quantile(sorted, p)), n: sorted.length };
}
function medianOf(values) {
  return quantilesOf(values, [0.5])?.points[0] ?? null;
}

// src/metrics/tokens.ts
var MIN_RATE_INTERVAL_MS = 1;
function countOutputTokens(sample) {
  const fromUsage = sample.usage?.completionTokens ?? null;
  if (fromUsage !== null) return { outputTokens: fromUsage, tokensSource: "usage" };
  if (sample.eventMs.length > 0) return { outputTokens: sample.eventMs.length, tokensSource: "estimate" };
  return { outputTokens: null, tokensSource: null };
}
function eventTokenWeights(eventChars) {
  const totalChars = eventChars.reduce((sum4, chars) => sum4 + chars, 0);
  return totalChars > 0 ? [...eventChars] : eventChars.map(() => 1);
}
function eventTokenShares(eventChars, outputTokens2) {
  const weights = eventTokenWeights(eventChars);
  const totalWeight = weights.reduce((sum4, weight) => sum4 + weight, 0);
  return weights.map((weight) => outputTokens2 * weight / totalWeight);
}
function effectiveTokensPerSecond(outputTokens2, firstEventTokens, ttftMs, settleMs) {
  if (outputTokens2 === null || firstEventTokens === null || ttftMs === null || settleMs === null) return null;
  const intervalMs = settleMs - ttftMs;
  const tokensAfterFirst = outputTokens2 - firstEventTokens;
  if (intervalMs < MIN_RATE_INTERVAL_MS || tokensAfterFirst <= 0) return null;
  return tokensAfterFirst / (intervalMs / 1e3);
}

// src/metrics/bursts.ts
var BURST_JOIN_MIN_READ_BYTES = 16 * 1024;
var BURST_JOIN_MAX_GAP_MS = 1;
var DELIVERY_MIN_TOKENS = 8;
var BUFFERED_MAX_IDR = 0.5;
var COALESCED_MIN_MEDIAN_BURST_TOKENS = 8;
function readBurstIds(readMs, readBytes) {
  const ids = [];
  let id = -1;
  for (let i = 0; i < readMs.length; i++) {
    const joinsPrevious = i > 0 && (readBytes[i - 1] ?? 0) >= BURST_JOIN_MIN_READ_BYTES && readMs[i] - readMs[i - 1] < BURST_JOIN_MAX_GAP_MS;
    if (!joinsPrevious) id++;
    ids.push(id);
  }
  return ids;
}
function burstTokenCounts(sample, outputTokens2) {
  const readIds = readBurstIds(sample.readMs, sample.readBytes);
  const weights = eventTokenWeights(sample.eventChars);
  const weightByBurst = /* @__PURE__ */ new Map();
  sample.eventRead.forEach((readIndex, eventIndex) => {
    const burstId = readIds[readIndex] ?? readIds.length + readIndex;
    weightByBurst.set(burstId, (weightByBurst.get(burstId) ?? 0) + (weights[eventIndex] ?? 0));
  });
  const totalWeight = weights.reduce((sum4, weight) => sum4 + weight, 0);
  if (totalWeight <= 0) return [];
  return [...weightByBurst.values()].map((weight) => outputTokens2 * weight / totalWeight);
}
function incrementalDeliveryRatio(burstTokens, outputTokens2) {
  if (outputTokens2 === null || outputTokens2 < DELIVERY_MIN_TOKENS || burstTokens.length === 0) return null;
  const largestBurstTokens = burstTokens.reduce((largest, tokens) => Math.max(largest, tokens), 0);
  return Math.min(1, Math.max(0, 1 - largestBurstTokens / outputTokens2));
}
function classifyDelivery(idr, burstTokens) {
  if (idr === null) return null;
  if (idr < BUFFERED_MAX_IDR) return "buffered";
  if (median(burstTokens) >= COALESCED_MIN_MEDIAN_BURST_TOKENS) return "coalesced";
  return "streamed";
}
function median(values) {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5
  );
}

// src/metrics/headers.ts
var UPSTREAM_TIME_HEADER = "x-envoy-upstream-service-time";
var FALLBACK_UPSTREAM_TIME_HEADER = "openai-processing-ms";
var SERVER_TIMING_HEADER = "server-timing";
var DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
function parseHeaderNumbers(headers) {
  const numbers = {};
  for (const [rawName, rawValue] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (name === SERVER_TIMING_HEADER) {
      Object.assign(numbers, parseServerTiming(rawValue));
      continue;
    }
    if (name.endsWith("-id")) continue;
    const value = parseDecimal(rawValue);
    if (value !== null) numbers[name] = value;
  }
  return numbers;
}
function parseServerTiming(value) {
  const numbers = {};
  for (const entry of parseServerTimingEntries(value)) {
    const key = `${SERVER_TIMING_HEADER}.${entry.name}`;
    if (entry.durMs !== null && !(key in numbers)) numbers[key] = entry.durMs;
  }
  return numbers;
}
function upstreamTimeMs(headerNumbers) {
  return headerNumbers[UPSTREAM_TIME_HEADER] ?? headerNumbers[FALLBACK_UPSTREAM_TIME_HEADER] ?? null;
}
function parseDecimal(text) {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

// src/metrics/server.ts
var CACHE_HIT_MIN_FRACTION = 0.5;
function serverMetrics(sample, ttftMs) {
  const server = sample.server;
  const cachedTokens = server?.cachedTokens ?? null;
  const promptTokens = promptTokensOf(sample);
  const cacheHitFraction = cachedTokens !== null && promptTokens !== null && promptTokens > 0 ? Math.min(1, cachedTokens / promptTokens) : null;
  const serverPrefillMs = server?.prefillMs ?? null;
  return {
    promptTokens,
    cachedTokens,
    cacheHitFraction,
    cacheHit: cacheHitFraction === null ? null : cacheHitFraction >= CACHE_HIT_MIN_FRACTION,
    serverPrefillMs,
    outsideEngineMs: ttftMs !== null && serverPrefillMs !== null ? roundToMicroseconds(ttftMs - serverPrefillMs) : null
  };
}
function promptTokensOf(sample) {
  const reported = sample.usage?.promptTokens ?? null;
  if (reported !== null) return reported;
  const server = sample.server;
  return server && server.cachedTokens !== null && server.promptEvaluated !== null ? server.cachedTokens + server.promptEvaluated : null;
}

// src/metrics/compute.ts
function computeMetrics(sample) {
  const tokenEvents = sample.eventMs.length;
  const ttftMs = tokenEvents > 0 ? sample.eventMs[0] : null;
  const settleMs = tokenEvents > 0 ? sample.eventMs[tokenEvents - 1] : null;
  const { outputTokens: outputTokens2, tokensSource } = countOutputTokens(sample);
  const firstEventTokens = outputTokens2 !== null && tokenEvents > 0 ? eventTokenShares(sample.eventChars, outputTokens2)[0] ?? null : null;
  const burstTokens = outputTokens2 !== null ? burstTokenCounts(sample, outputTokens2) : [];
  const idr = incrementalDeliveryRatio(burstTokens, outputTokens2);
  const headerNumbers = parseHeaderNumbers(sample.headers);
  const upstreamMs = upstreamTimeMs(headerNumbers);
  const ttfbMs = sample.headersMs;
  return {
    ttfbMs,
    ttftMs,
    ttftContentMs: sample.firstContentMs,
    settleMs,
    e2eMs: sample.doneMs ?? sample.endMs,
    ...computeGaps(sample.eventMs),
    outputTokens: outputTokens2,
    tokensSource,
    reasoningTokens: sample.usage?.reasoningTokens ?? null,
    reasoningChars: sample.reasoningChars,
    contentChars: sample.contentChars,
    tokensPerSecond: effectiveTokensPerSecond(outputTokens2, firstEventTokens, ttftMs, settleMs),
    chunkCount: sample.readMs.length,
    tokenEvents,
    tokensPerEvent: outputTokens2 !== null && tokenEvents > 0 ? outputTokens2 / tokenEvents : null,
    bursts: burstTokens.length,
    idr,
    deliveryClass: classifyDelivery(idr, burstTokens),
    upstreamMs,
    gatewayOverheadMs: ttfbMs !== null && upstreamMs !== null ? roundToMicroseconds(ttfbMs - upstreamMs) : null,
    headerNumbers,
    ...serverMetrics(sample, ttftMs),
    newConnection: sample.newConnection,
    setupMs: sample.setupMs,
    connectMs: sample.connectMs,
    tlsMs: sample.tlsMs,
    ok: sample.error === null
  };
}
function computeGaps(eventMs) {
  if (eventMs.length < 2) return { maxGapMs: null, gapP50Ms: null, gapP99Ms: null };
  const gapsMs = [];
  for (let i = 1; i < eventMs.length; i++) gapsMs.push(roundToMicroseconds(eventMs[i] - eventMs[i - 1]));
  gapsMs.sort((a, b) => a - b);
  return {
    maxGapMs: gapsMs[gapsMs.length - 1],
    gapP50Ms: roundToMicroseconds(quantile(gapsMs, 0.5)),
    gapP99Ms: roundToMicroseconds(quantile(gapsMs, 0.99))
  };
}

// src/metrics/loop.ts
function loopMetricsFromTurns(turns) {
  const items = new Set(turns.map((t) => t.item));
  if (items.size > 1) throw new RangeError(`loop turns must share one plan item, got items ${[...items].join(", ")}`);
  const ordered = [...turns].sort((a, b) => a.turn - b.turn);
  const perTurn = ordered.map((t) => t.metrics);
  const first = ordered[0];
  const ends = ordered.map((t) => t.metrics.e2eMs === null ? null : t.t0 + t.metrics.e2eMs);
  const lastTurn = ordered.filter((t) => t.turn === ordered[ordered.length - 1].turn);
  const lastEnds = lastTurn.map((t) => t.metrics.e2eMs === null ? null : t.t0 + t.metrics.e2eMs);
  const loopMs = first && lastEnds.every((e) => e !== null) ? roundToMicroseconds(Math.max(...lastEnds) - first.t0) : null;
  const steps = /* @__PURE__ */ new Map();
  for (const t of ordered) steps.set(t.turn, [...steps.get(t.turn) ?? [], t]);
  const modelMs = ordered.length === 0 || ends.some((e) => e === null) ? null : roundToMicroseconds(
    [...steps.values()].reduce((sum4, step) => {
      const start = Math.min(...step.map((t) => t.t0));
      const end = Math.max(...step.map((t) => t.t0 + t.metrics.e2eMs));
      return sum4 + (end - start);
    }, 0)
  );
  const toolMs = roundToMicroseconds(ordered.reduce((sum4, t) => sum4 + (t.pause?.toolMs ?? 0), 0));
  const thinkMs = roundToMicroseconds(ordered.reduce((sum4, t) => sum4 + (t.pause?.thinkMs ?? 0), 0));
  return {
    turns: steps.size,
    loopMs,
    sumTtftMs: sumOrNull(perTurn.map((metrics) => metrics.ttftMs)),
    sumE2eMs: sumOrNull(perTurn.map((metrics) => metrics.e2eMs)),
    modelMs,
    toolMs,
    thinkMs,
    queueMs: loopMs !== null && modelMs !== null ? roundToMicroseconds(Math.max(0, loopMs - modelMs - toolMs - thinkMs)) : null,
    jobInputTokens: sumOrNull(perTurn.map((metrics) => metrics.promptTokens)),
    jobCachedTokens: sumOrNull(perTurn.map((metrics) => metrics.cachedTokens)),
    jobOutputTokens: sumOrNull(perTurn.map((metrics) => metrics.outputTokens)),
    ok: perTurn.length > 0 && perTurn.every((metrics) => metrics.ok),
    perTurn
  };
}
function sumOrNull(values) {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  return roundToMicroseconds(values.reduce((sum4, value) => sum4 + value, 0));
}

// src/results/cell-facts.ts
function emptyConnectionTally() {
  return {
    facts: {
      opened: 0,
      reused: 0,
      unknown: 0,
      retried: 0,
      retriedConnect: 0,
      retriedStale: 0,
      connectMs: null,
      tlsMs: null,
      setupMs: null
    },
    connectMs: [],
    tlsMs: [],
    setupMs: []
  };
}
function tallyConnection(tally, sample, m) {
  const facts = tally.facts;
  if (m.newConnection === true) {
    facts.opened++;
    if (m.connectMs !== null) tally.connectMs.push(m.connectMs);
    if (m.tlsMs !== null) tally.tlsMs.push(m.tlsMs);
    if (m.setupMs !== null) tally.setupMs.push(m.setupMs);
  } else if (m.newConnection === false) {
    facts.reused++;
  } else {
    facts.unknown++;
  }
  if (sample.retries > 0) facts.retried++;
  if (sample.retryCauses.includes("connect")) facts.retriedConnect++;
  if (sample.retryCauses.includes("stale_connection")) facts.retriedStale++;
}
function connectionFacts(tally) {
  return { ...tally.facts, connectMs: median2(tally.connectMs), tlsMs: median2(tally.tlsMs), setupMs: median2(tally.setupMs) };
}
function cacheHitsOf(metrics, round) {
  let hit = 0;
  let miss = 0;
  const values = {};
  const missValues = {};
  for (const m of metrics) {
    if (m.cacheHit === null) continue;
    if (m.cacheHit) hit++;
    else miss++;
    const into = m.cacheHit ? values : missValues;
    for (const name of HIT_ONLY_METRICS) {
      const v = m[name];
      if (typeof v === "number" && Number.isFinite(v)) (into[name] ??= []).push(round(v));
    }
  }
  if (hit + miss === 0) return null;
  return { hit, miss, unknown: metrics.length - hit - miss, values, missValues };
}
function mergeCacheHits(parts) {
  const present = parts.filter((p) => p !== void 0);
  if (present.length === 0) return null;
  const concat = (pick) => {
    const out = {};
    for (const name of HIT_ONLY_METRICS) {
      const list = present.flatMap((c) => pick(c)?.[name] ?? []);
      if (list.length > 0) out[name] = list;
    }
    return out;
  };
  const merged = {
    hit: present.reduce((n, c) => n + c.hit, 0),
    miss: present.reduce((n, c) => n + c.miss, 0),
    // A part without a cache report had all its successful requests unknown; the caller counts those (see mergeCells).
    unknown: present.reduce((n, c) => n + c.unknown, 0),
    values: concat((c) => c.values)
  };
  if (present.some((c) => c.missValues !== void 0)) merged.missValues = concat((c) => c.missValues);
  return merged;
}
function mergeConnectionFacts(parts) {
  const present = parts.filter((p) => p !== void 0);
  if (present.length === 0) return null;
  const sum4 = (pick) => present.reduce((n, f) => n + pick(f), 0);
  const weighted = (pick) => {
    const medians = present.map(pick).filter((m) => m !== null && m.n > 0);
    const n = medians.reduce((t, m) => t + m.n, 0);
    return n === 0 ? null : { n, p50: roundToMicroseconds(medians.reduce((t, m) => t + m.p50 * m.n, 0) / n) };
  };
  return {
    opened: sum4((f) => f.opened),
    reused: sum4((f) => f.reused),
    unknown: sum4((f) => f.unknown),
    retried: sum4((f) => f.retried),
    retriedConnect: sum4((f) => f.retriedConnect),
    retriedStale: sum4((f) => f.retriedStale),
    connectMs: weighted((f) => f.connectMs),
    tlsMs: weighted((f) => f.tlsMs),
    setupMs: weighted((f) => f.setupMs)
  };
}
function median2(values) {
  const sorted = sortedFinite(values);
  return sorted.length === 0 ? null : { n: sorted.length, p50: roundToMicroseconds(quantile(sorted, 0.5)) };
}

// src/results/types.ts
var RESULTS_VERSION = 1;

// src/results/error-examples.ts
var ErrorExamples = class {
  byKey = /* @__PURE__ */ new Map();
  add(sample) {
    const error = sample.error;
    if (error === null) return;
    const key = `${sample.endpoint}\0${error.kind}`;
    const seen = this.byKey.get(key);
    if (seen !== void 0) seen.count++;
    else this.byKey.set(key, { endpoint: sample.endpoint, kind: error.kind, count: 1, status: error.status, message: error.message });
  }
  /** In endpoint order (as given), then most frequent kind first. */
  list(endpointOrder) {
    return sortExamples([...this.byKey.values()], endpointOrder);
  }
};
function mergeErrorExamples(lists, endpointOrder) {
  const byKey = /* @__PURE__ */ new Map();
  for (const list of lists) {
    for (const example of list ?? []) {
      const key = `${example.endpoint}\0${example.kind}`;
      const seen = byKey.get(key);
      if (seen !== void 0) seen.count += example.count;
      else byKey.set(key, { ...example });
    }
  }
  return sortExamples([...byKey.values()], endpointOrder);
}
function sortExamples(examples, endpointOrder) {
  const rank = new Map(endpointOrder.map((name, i) => [name, i]));
  return examples.sort(
    (a, b) => (rank.get(a.endpoint) ?? Infinity) - (rank.get(b.endpoint) ?? Infinity) || b.count - a.count || a.kind.localeCompare(b.kind)
  );
}

// src/results/speculative.ts
function tallyDraft(tally, sample) {
  const draft = sample.server?.draft;
  if (!draft) return tally;
  const into = tally ?? { requests: 0, drafted: 0, accepted: 0 };
  into.requests++;
  into.drafted += draft.drafted;
  into.accepted += draft.accepted;
  return into;
}
function mergeDraftCounts(parts) {
  const present = parts.filter((p) => p !== void 0);
  if (present.length === 0) return null;
  return {
    requests: present.reduce((n, p) => n + p.requests, 0),
    drafted: present.reduce((n, p) => n + p.drafted, 0),
    accepted: present.reduce((n, p) => n + p.accepted, 0)
  };
}
function runSpeculative(endpoints, cells, telemetry) {
  const list = endpoints.map(
    (name) => endpointAcceptance(
      name,
      cells,
      telemetry?.find((t) => t.endpoint === name)
    )
  ).filter((a) => a !== null);
  return list.length > 0 ? { speculative: list } : {};
}
function mergedSpeculative(parts) {
  const all = parts.flatMap((p) => p.speculative ?? []);
  const names = [...new Set(all.map((a) => a.endpoint))];
  const list = names.map((name) => mergeAcceptance(all.filter((a) => a.endpoint === name))).filter((a) => a !== null);
  return list.length > 0 ? { speculative: list } : {};
}

// src/results/answered-models.ts
function answeredModelCounts(samples) {
  const byEndpoint = /* @__PURE__ */ new Map();
  for (const sample of samples) {
    if (sample.model === void 0) continue;
    const counts = byEndpoint.get(sample.endpoint) ?? {};
    counts[sample.model] = (counts[sample.model] ?? 0) + 1;
    byEndpoint.set(sample.endpoint, counts);
  }
  return byEndpoint;
}
function mergeAnsweredModels(parts) {
  const merged = {};
  for (const part of parts) for (const [name, n] of Object.entries(part ?? {})) merged[name] = (merged[name] ?? 0) + n;
  return Object.keys(merged).length > 0 ? merged : void 0;
}

// src/results/cost.ts
function tokensCost(price, tokens) {
  const cached = Math.min(tokens.cached, tokens.input);
  return ((tokens.input - cached) * price.input + cached * price.cachedInput + tokens.output * price.output) / 1e6;
}
function roundCost(value) {
  return Math.round(value * 1e6) / 1e6;
}
function jobCost(loop, price) {
  const input = loop.values.jobInputTokens ?? [];
  const output = loop.values.jobOutputTokens ?? [];
  const cached = loop.values.jobCachedTokens;
  if (input.length === 0 || input.length !== output.length) return null;
  const costs = input.map(
    (tokens, i) => tokensCost(price, { input: tokens, cached: cached?.length === input.length ? cached[i] : 0, output: output[i] })
  );
  const sorted = sortedFinite(costs);
  return {
    currency: price.currency,
    perJob: {
      n: sorted.length,
      mean: roundCost(costs.reduce((a, b) => a + b, 0) / costs.length),
      p50: roundCost(quantile(sorted, 0.5)),
      p95: roundCost(quantile(sorted, 0.95))
    }
  };
}
function endpointCost(price, tokens) {
  const total = tokensCost(price, tokens);
  const all = tokens.input + tokens.output;
  return {
    currency: price.currency,
    total: roundCost(total),
    inputTokens: tokens.input,
    cachedTokens: tokens.cached,
    outputTokens: tokens.output,
    perMillionTokens: all > 0 ? roundToMicroseconds(total / all * 1e6) : null
  };
}
function mergedEndpoints(parts) {
  return parts[0].endpoints.map((endpoint) => {
    const { cost: _first, answeredModels: _models, ...named } = endpoint;
    const models = mergeAnsweredModels(parts.map((p) => p.endpoints.find((e) => e.name === endpoint.name)?.answeredModels));
    const rest = models ? { ...named, answeredModels: models } : named;
    const costs = parts.flatMap((p) => p.endpoints.find((e) => e.name === endpoint.name)?.cost ?? []);
    if (costs.length === 0) return rest;
    const tokens = (pick) => costs.reduce((n, c) => n + pick(c), 0);
    const total = tokens((c) => c.total);
    const all = tokens((c) => c.inputTokens + c.outputTokens);
    return {
      ...rest,
      cost: {
        currency: costs[0].currency,
        total: roundCost(total),
        inputTokens: tokens((c) => c.inputTokens),
        cachedTokens: tokens((c) => c.cachedTokens),
        outputTokens: tokens((c) => c.outputTokens),
        perMillionTokens: all > 0 ? roundToMicroseconds(total / all * 1e6) : null
      }
    };
  });
}
function mergedJobCost(parts) {
  const costs = parts.map((p) => p.cost);
  if (costs.length === 0 || costs.some((c) => c === void 0)) return null;
  const known = costs;
  const n = known.reduce((sum4, c) => sum4 + c.perJob.n, 0);
  const weighted = (pick) => roundCost(known.reduce((sum4, c) => sum4 + pick(c) * c.perJob.n, 0) / n);
  return {
    currency: known[0].currency,
    perJob: { n, mean: weighted((c) => c.perJob.mean), p50: weighted((c) => c.perJob.p50), p95: weighted((c) => c.perJob.p95) }
  };
}

// src/results/build-results.ts
var CACHE_ORDER = { cold: 0, warm: 1 };
function buildResults(input) {
  const { workload, plan, run } = input;
  const cells = /* @__PURE__ */ new Map();
  const loops = /* @__PURE__ */ new Map();
  const agentScenarios = new Set(workload.scenarios.filter((s) => s.agent || s.sessions).map((s) => s.name));
  const examples = new ErrorExamples();
  const tokens = /* @__PURE__ */ new Map();
  for (const { sample, metrics, timeline } of run.samples) {
    const isAgent = agentScenarios.has(sample.scenario);
    const turn = isAgent ? sample.turn : null;
    const key = `${sample.endpoint}\0${sample.scenario}\0${sample.cache}\0${turn ?? ""}`;
    let entry = cells.get(key);
    if (!entry) {
      entry = { cell: emptyCell(sample, turn), metrics: [], timelines: [], connections: emptyConnectionTally(), drafts: null };
      cells.set(key, entry);
    }
    tallyConnection(entry.connections, sample, metrics);
    const counted = tokens.get(sample.endpoint) ?? { input: 0, cached: 0, output: 0 };
    counted.input += metrics.promptTokens ?? 0;
    counted.cached += metrics.cachedTokens ?? 0;
    counted.output += metrics.outputTokens ?? 0;
    tokens.set(sample.endpoint, counted);
    examples.add(sample);
    if (addToCell(entry.cell, sample, metrics)) {
      entry.metrics.push(metrics);
      entry.timelines.push(timeline);
      entry.drafts = tallyDraft(entry.drafts, sample);
    }
    if (isAgent) {
      const loopKey = `${sample.item}`;
      const list = loops.get(loopKey) ?? [];
      list.push({ item: sample.item, turn: sample.turn, t0: sample.t0, metrics, sample, ...sample.pause ? { pause: sample.pause } : {} });
      loops.set(loopKey, list);
    }
  }
  const answered = answeredModelCounts(run.samples.map((s) => s.sample));
  const endpointOrder = new Map(workload.endpoints.map((e, i) => [e.name, i]));
  const scenarioOrder = new Map(workload.scenarios.map((s, i) => [s.name, i]));
  const order = (a, b) => (endpointOrder.get(a.endpoint) ?? 0) - (endpointOrder.get(b.endpoint) ?? 0) || (scenarioOrder.get(a.scenario) ?? 0) - (scenarioOrder.get(b.scenario) ?? 0) || CACHE_ORDER[a.cache] - CACHE_ORDER[b.cache] || (a.turn ?? 0) - (b.turn ?? 0);
  const cellList = [...cells.values()].map(
    ({ cell, metrics, timelines, connections, drafts }) => withTimeline(finishCell(cell, metrics, connections, drafts), metrics, timelines)
  ).sort(order);
  const loopList = buildLoops([...loops.values()], workload).sort(order);
  return {
    version: RESULTS_VERSION,
    tool: { name: "streamgate", version: input.toolVersion },
    workload: {
      name: workload.name,
      source: workload.source,
      fingerprint: input.fingerprint,
      ...input.fingerprintParts ? { fingerprintParts: input.fingerprintParts } : {}
    },
    run: {
      runId: plan.runId,
      seed: plan.seed,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      durationMs: roundToMicroseconds(run.durationMs),
      partial: run.partial,
      shard: plan.shard,
      requests: workload.run.requests,
      warmup: workload.run.warmup,
      concurrency: workload.run.concurrency,
      ratePerSecond: workload.run.ratePerSecond,
      warmupSamples: run.warmupSamples,
      warmupErrors: run.warmupErrors,
      ...input.looks ? { looks: input.looks } : {},
      ...run.lateness ? { lateness: { ...run.lateness } } : {},
      ...input.clientHealth && input.clientHealth.length > 0 ? { clientHealth: input.clientHealth } : {},
      ...run.agreedStart ? { agreedStart: { ...run.agreedStart } } : {},
      ...run.window ? { window: { ...run.window } } : {},
      runner: input.runner
    },
    endpoints: workload.endpoints.map((e) => ({
      ...answeredOf(answered, e.name),
      name: e.name,
      model: e.model,
      baseUrl: publicUrl(e.baseUrl),
      reference: e.reference,
      ...e.api !== DEFAULT_API ? { api: e.api } : {},
      ...e.price ? { cost: endpointCost(e.price, tokens.get(e.name) ?? { input: 0, cached: 0, output: 0 }) } : {}
    })),
    cells: cellList,
    loops: loopList,
    errorExamples: examples.list(workload.endpoints.map((e) => e.name)),
    ...input.telemetry && input.telemetry.length > 0 ? { telemetry: input.telemetry } : {},
    ...runSpeculative(
      workload.endpoints.map((e) => e.name),
      cellList,
      input.telemetry
    )
  };
}
function withConformance(results, conformance) {
  return conformance ? { ...results, conformance } : results;
}
function emptyCell(sample, turn) {
  return {
    endpoint: sample.endpoint,
    scenario: sample.scenario,
    cache: sample.cache,
    turn,
    n: 0,
    errors: 0,
    errorKinds: {},
    classes: { streamed: 0, coalesced: 0, buffered: 0, undefined: 0 },
    tokensSource: { usage: 0, estimate: 0 },
    finishReasons: {},
    metrics: {},
    headers: {},
    values: {}
  };
}
function addToCell(cell, sample, m) {
  cell.n++;
  if (sample.error) {
    cell.errors++;
    cell.errorKinds[sample.error.kind] = (cell.errorKinds[sample.error.kind] ?? 0) + 1;
    return false;
  }
  cell.classes[m.deliveryClass ?? "undefined"]++;
  if (m.tokensSource) cell.tokensSource[m.tokensSource]++;
  count(cell.finishReasons, sample.finishReason ?? "none");
  return true;
}
function count(tally, key) {
  const previous = Object.prototype.hasOwnProperty.call(tally, key) ? tally[key] : 0;
  Object.defineProperty(tally, key, { value: previous + 1, enumerable: true, writable: true, configurable: true });
}
function withTimeline(cell, metrics, timelines) {
  const ranked = metrics.map((m, i) => ({ m, timeline: timelines[i] })).filter(({ m, timeline }) => m.e2eMs !== null && timeline.length > 0).sort((a, b) => a.m.e2eMs - b.m.e2eMs);
  const median3 = ranked[Math.floor((ranked.length - 1) / 2)];
  return median3 ? { ...cell, timeline: median3.timeline } : cell;
}
function finishCell(cell, metrics, connections, drafts) {
  for (const name of SUMMARISED_METRICS) {
    const values = [];
    for (const m of metrics) {
      const v = m[name];
      if (typeof v === "number" && Number.isFinite(v)) values.push(roundToMicroseconds(v));
    }
    if (values.length === 0) continue;
    cell.values[name] = values;
    const s = storedSummary(values);
    if (s) cell.metrics[name] = s;
  }
  const headerValues = /* @__PURE__ */ new Map();
  for (const m of metrics) {
    for (const [k, v] of Object.entries(m.headerNumbers)) {
      const list = headerValues.get(k) ?? [];
      list.push(v);
      headerValues.set(k, list);
    }
  }
  for (const [k, list] of [...headerValues].sort(([a], [b]) => a.localeCompare(b))) {
    const s = storedSummary(list);
    if (s) cell.headers[k] = s;
  }
  const cacheHits = cacheHitsOf(metrics, roundToMicroseconds);
  if (cacheHits) cell.cacheHits = cacheHits;
  cell.connections = connectionFacts(connections);
  if (drafts) cell.speculative = drafts;
  return cell;
}
var JOB_VALUES = [
  "loopMs",
  "sumTtftMs",
  "sumE2eMs",
  "modelMs",
  "toolMs",
  "thinkMs",
  "queueMs",
  "jobInputTokens",
  "jobCachedTokens",
  "jobOutputTokens"
];
function buildLoops(groups, workload) {
  const byCell = /* @__PURE__ */ new Map();
  for (const turns of groups) {
    turns.sort((a, b) => a.turn - b.turn || (a.sample.branch ?? 0) - (b.sample.branch ?? 0));
    const first = turns[0].sample;
    const scenario = workload.scenarios.find((s) => s.name === first.scenario);
    const expected = first.session?.turns ?? scenario?.agent?.turns ?? turns.length;
    const key = `${first.endpoint}\0${first.scenario}\0${first.cache}`;
    let loop = byCell.get(key);
    if (!loop) {
      loop = {
        endpoint: first.endpoint,
        scenario: first.scenario,
        cache: first.cache,
        turns: expected,
        n: 0,
        errors: 0,
        metrics: {},
        values: { loopMs: [], sumTtftMs: [], sumE2eMs: [] }
      };
      byCell.set(key, loop);
    }
    loop.n++;
    loop.turns = Math.max(loop.turns, expected);
    const m = loopMetricsFromTurns(turns);
    if (!m.ok || m.turns < expected) {
      loop.errors++;
      continue;
    }
    for (const name of JOB_VALUES) {
      const value = m[name];
      if (value === null) continue;
      (loop.values[name] ??= []).push(roundToMicroseconds(value));
    }
  }
  for (const loop of byCell.values()) {
    if (loop.values.toolMs?.every((v) => v === 0)) delete loop.values.toolMs;
    if (loop.values.thinkMs?.every((v) => v === 0)) delete loop.values.thinkMs;
    for (const name of JOB_VALUES) {
      const s = storedSummary(loop.values[name] ?? []);
      if (s) loop.metrics[name] = s;
    }
    const perHour = jobsPerHour(loop.values.loopMs, workload.run.concurrency);
    if (perHour) loop.jobsPerHour = perHour;
    const price = workload.endpoints.find((e) => e.name === loop.endpoint)?.price;
    const cost = price ? jobCost(loop, price) : null;
    if (cost) loop.cost = cost;
  }
  return [...byCell.values()];
}
function jobsPerHour(loopMs, concurrency) {
  if (loopMs.length === 0) return null;
  const mean2 = loopMs.reduce((sum4, v) => sum4 + v, 0) / loopMs.length;
  if (!(mean2 > 0)) return null;
  const perUser = 36e5 / mean2;
  return { perUser: roundToMicroseconds(perUser), concurrency, atConcurrency: roundToMicroseconds(perUser * concurrency) };
}
function publicUrl(raw) {
  try {
    const u = new URL(raw);
    return `${u.protocol}//${u.host}${u.pathname}`.replace(/\/$/, "");
  } catch {
    return "(invalid url)";
  }
}
function answeredOf(answered, endpoint) {
  const counts = answered.get(endpoint);
  return counts ? { answeredModels: counts } : {};
}

// src/baseline/conformance.ts
function round1(value) {
  return value === null ? null : roundTo(value, 1);
}
function canonicalProbe(p) {
  return {
    endpoint: p.endpoint,
    variant: p.variant,
    family: p.family,
    check: p.check,
    verdict: p.verdict,
    outcomes: { pass: p.outcomes.pass, fail: p.outcomes.fail, rejected: p.outcomes.rejected, error: p.outcomes.error },
    reasoningTokens: round1(p.reasoningTokens),
    ttftMs: round1(p.ttftMs),
    settleMs: round1(p.settleMs),
    ...p.settleRangeMs ? { settleRangeMs: [roundTo(p.settleRangeMs[0], 1), roundTo(p.settleRangeMs[1], 1)] } : {},
    status: p.status,
    message: p.message
  };
}
function canonicalTally(t) {
  return { endpoint: t.endpoint, scenario: t.scenario, cache: t.cache, assertion: t.assertion, passed: t.passed, total: t.total };
}
function canonicalConformance(data) {
  return { repeat: data.repeat, probes: data.probes.map(canonicalProbe), assertions: data.assertions.map(canonicalTally) };
}

// src/quality/records.ts
import { createHash as createHash2 } from "node:crypto";

// src/conformance/json-schema.ts
import { createRequire } from "node:module";
var COMPILER_OPTIONS = { strict: false, allErrors: false };
var compiler = null;
var compiled = /* @__PURE__ */ new WeakMap();
function usesJsonSchemas(workload) {
  return workload.scenarios.some((s) => (s.expect?.jsonSchema ?? null) !== null || s.expect?.answer?.jsonSchema !== void 0);
}
async function loadSchemaCompiler(workload) {
  if (compiler !== null || !usesJsonSchemas(workload)) return;
  const { default: ajv } = await import("./2020-XMLRW5VL.js");
  compiler ??= new ajv.Ajv2020(COMPILER_OPTIONS);
}
function schemaCompiler() {
  compiler ??= new (createRequire(import.meta.url)("ajv/dist/2020.js")).Ajv2020(COMPILER_OPTIONS);
  return compiler;
}
function schemaValidator(schema) {
  let entry = compiled.get(schema);
  if (entry === void 0) {
    const ajv = schemaCompiler();
    try {
      entry = ajv.compile(schema);
    } catch (error) {
      entry = error instanceof Error ? error : new Error(String(error));
    }
    compiled.set(schema, entry);
  }
  return entry;
}
var FENCE = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i;
function parseJsonAnswer(text) {
  const trimmed = text.trim();
  const fenced = FENCE.exec(trimmed);
  try {
    return JSON.parse(fenced ? fenced[1] : trimmed);
  } catch {
    return void 0;
  }
}
function matchesSchema(text, schema) {
  const value = parseJsonAnswer(text);
  if (value === void 0) return false;
  const validate = schemaValidator(schema);
  return !(validate instanceof Error) && validate(value) === true;
}

// src/conformance/types.ts
var ASSERTION_NAMES = [
  "reasoning-absent",
  "reasoning-present",
  "within-max-tokens",
  "stop-honoured",
  "non-empty",
  "json-parses",
  "json-schema",
  "usage-present",
  "answer-exact",
  "answer-contains",
  "answer-regex",
  "answer-number",
  "answer-schema",
  "answer-correct"
];
var ANSWER_ASSERTIONS = [
  "answer-exact",
  "answer-contains",
  "answer-regex",
  "answer-number",
  "answer-schema"
];
var ANSWER_CORRECT = "answer-correct";

// src/conformance/assertions.ts
function outputTokens(sample) {
  return sample.usage?.completionTokens ?? sample.eventMs.length;
}
function reportedReasoningTokens(sample) {
  return sample.usage?.reasoningTokens ?? 0;
}
function hasReasoning(sample) {
  return sample.reasoningChars > 0 || reportedReasoningTokens(sample) > 0;
}
function stopSequences(params) {
  const stop = STOP_FIELDS.map((field) => params[field]).find((v) => v !== void 0);
  if (typeof stop === "string") return stop === "" ? [] : [stop];
  if (Array.isArray(stop)) return stop.filter((s) => typeof s === "string" && s !== "");
  return [];
}
var NUMBER = /[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?/i;
function firstNumber(text) {
  const match = NUMBER.exec(text);
  return match ? Number(match[0]) : null;
}
function withinLimit(sample, limit) {
  const tokens = outputTokens(sample);
  if (tokens > limit) return false;
  return tokens < limit || sample.finishReason === "length" || sample.finishReason === "stop";
}
function stopHonoured(sample, sequences) {
  return sequences.every((s) => !sample.content.includes(s)) && sample.finishReason === "stop";
}
function answerCorrect(text, answer) {
  const checks = {};
  answerChecks(text, answer, checks);
  return checks[ANSWER_CORRECT] === true;
}
function answerChecks(text, answer, checks) {
  if (answer.exact !== void 0) checks["answer-exact"] = text.trim() === answer.exact.trim();
  if (answer.contains !== void 0) checks["answer-contains"] = text.includes(answer.contains);
  if (answer.regex !== void 0) checks["answer-regex"] = new RegExp(answer.regex, answer.regexFlags ?? "").test(text);
  if (answer.number !== void 0) {
    const found = firstNumber(text);
    checks["answer-number"] = found !== null && Math.abs(found - answer.number.value) <= answer.number.tolerance;
  }
  if (answer.jsonSchema !== void 0) checks["answer-schema"] = matchesSchema(text, answer.jsonSchema);
  const given = ANSWER_ASSERTIONS.filter((name) => checks[name] !== void 0);
  if (given.length > 0) checks[ANSWER_CORRECT] = given.every((name) => checks[name] === true);
}
function checkSample(sample, scenario) {
  const expect = scenario.expect;
  if (!expect || sample.error !== null) return null;
  const checks = {};
  if (expect.reasoning === "absent") checks["reasoning-absent"] = !hasReasoning(sample);
  if (expect.reasoning === "present") checks["reasoning-present"] = hasReasoning(sample);
  if (expect.withinMaxTokens) checks["within-max-tokens"] = withinLimit(sample, sample.target?.outputTokens ?? scenario.maxTokens);
  if (expect.stopHonoured) checks["stop-honoured"] = stopHonoured(sample, stopSequences(scenario.params));
  if (expect.nonEmpty) checks["non-empty"] = sample.content.trim() !== "" || sample.toolCalls.length > 0;
  if (expect.json) checks["json-parses"] = parseJsonAnswer(sample.content) !== void 0;
  if (expect.jsonSchema) checks["json-schema"] = matchesSchema(sample.content, expect.jsonSchema);
  if (expect.usage) checks["usage-present"] = sample.usage !== null && sample.usage.completionTokens !== null;
  if (expect.answer) answerChecks(sample.content, expect.answer, checks);
  return checks;
}

// src/quality/types.ts
var RECORDED_LEAD_CHARS = 2e3;
var RECORDED_LOGPROB_TOKENS = 64;

// src/quality/records.ts
function outputHash(text) {
  return createHash2("sha256").update(text).digest("hex").slice(0, 16);
}
function answerText(sample) {
  if (sample.toolCalls.length === 0) return sample.content;
  return `${sample.content}\0${JSON.stringify(sample.toolCalls.map((c) => [c.name, c.arguments]))}`;
}
function outputRecord(sample, item, scenario, repeat) {
  if (!scenario.quality || sample.error !== null || sample.turn !== 0) return null;
  const text = answerText(sample);
  const limit = item.maxTokens ?? scenario.maxTokens;
  const answer = sample.target?.answer ?? scenario.expect?.answer ?? null;
  const correct = answer === null ? null : answerCorrect(sample.content, answer);
  return {
    endpoint: sample.endpoint,
    scenario: sample.scenario,
    cache: sample.cache,
    item: sample.item,
    prompt: outputHash(JSON.stringify([item.messages, limit])),
    text,
    hash: outputHash(text),
    cuts: contentCuts(sample),
    ...sample.logprobs && sample.logprobs.length > 0 ? { logprobs: sample.logprobs } : {},
    finishReason: sample.finishReason,
    usageTokens: sample.usage?.completionTokens ?? null,
    arrivedTokens: sample.eventChars.length,
    correct,
    ...repeat !== void 0 ? { repeat } : {}
  };
}
function contentCuts(sample) {
  const cuts = [];
  let at = 0;
  for (let i = 0; i < sample.eventChars.length; i++) {
    if (sample.eventChannel[i] !== "c") continue;
    at += sample.eventChars[i];
    cuts.push(at);
  }
  return cuts;
}
function recordedOutput(o) {
  return {
    endpoint: o.endpoint,
    scenario: o.scenario,
    cache: o.cache,
    item: o.item,
    prompt: o.prompt,
    hash: o.hash,
    length: o.text.length,
    lead: o.text.slice(0, RECORDED_LEAD_CHARS),
    cuts: o.cuts.filter((c) => c <= RECORDED_LEAD_CHARS),
    ...o.logprobs ? { logprobs: o.logprobs.slice(0, RECORDED_LOGPROB_TOKENS) } : {},
    ...lengthFacts(o),
    correct: o.correct
  };
}
function lengthFacts(o) {
  return {
    ...o.finishReason !== void 0 ? { finishReason: o.finishReason } : {},
    ...o.usageTokens !== void 0 ? { usageTokens: o.usageTokens } : {},
    ...o.arrivedTokens !== void 0 ? { arrivedTokens: o.arrivedTokens } : {}
  };
}

// src/baseline/errors.ts
var BaselineError = class extends UserError {
  name = "BaselineError";
  code = "STREAMGATE_BASELINE";
  exitStatus = EXIT_USER_ERROR;
  kind;
  /** The file as the caller named it, or null when no file is involved (recording from results). */
  file;
  problems;
  constructor(kind, file, summary2, details = {}) {
    const problems = details.problems ?? [];
    const lines = [summary2, ...problems.map((p) => `  - ${p}`)];
    if (details.hint !== void 0) lines.push(details.hint);
    super(lines.join("\n"));
    this.kind = kind;
    this.file = file;
    this.problems = problems;
  }
};

// src/baseline/from-results.ts
var CACHE_ORDER2 = { cold: 0, warm: 1 };
function baselineFromResults(results, workload, spread) {
  const identity = workloadIdentity(workload);
  checkUsable(results, workload, identity.fingerprint);
  const endpointOrder = new Map(workload.endpoints.map((e, i) => [e.name, i]));
  const scenarioOrder = new Map(workload.scenarios.map((s, i) => [s.name, i]));
  const order = (a, b) => endpointOrder.get(a.endpoint) - endpointOrder.get(b.endpoint) || scenarioOrder.get(a.scenario) - scenarioOrder.get(b.scenario) || CACHE_ORDER2[a.cache] - CACHE_ORDER2[b.cache] || (a.turn ?? -1) - (b.turn ?? -1);
  const runs = Math.max(0, ...[...spread?.values() ?? []].map((s) => s.runs));
  return {
    version: BASELINE_VERSION,
    provenance: {
      tool: { name: "streamgate", version: results.tool.version },
      recordedAt: results.run.finishedAt,
      runner: results.run.runner,
      workload: workload.name,
      fingerprint: identity.fingerprint,
      seed: results.run.seed,
      runId: results.run.runId,
      ...runs >= 2 ? { runs } : {},
      endpoints: results.endpoints.map((e) => ({ name: e.name, model: e.model, baseUrl: publicUrl(e.baseUrl) }))
    },
    fingerprintParts: identity.parts,
    cells: results.cells.map((cell) => withSpread(baselineCell(cell), spread?.get(cellKey(cell)))).sort(order),
    loops: results.loops.map(baselineLoop).sort(order),
    ...results.conformance ? { conformance: canonicalConformance(results.conformance) } : {},
    ...recordedOutputs(results, workload),
    ...results.speculative && results.speculative.length > 0 ? { speculative: results.speculative } : {}
  };
}
function checkUsable(results, workload, fingerprint) {
  const hint = "record the baseline from a complete run of the current workload.";
  if (results.run.partial) {
    throw new BaselineError(
      "unusable-results",
      null,
      `run ${results.run.runId} was interrupted: a partial run would make a misleading baseline`,
      { hint }
    );
  }
  if (results.run.shard !== null) {
    const { index, count: count2 } = results.run.shard;
    throw new BaselineError(
      "unusable-results",
      null,
      `run ${results.run.runId} is shard ${index}/${count2}: it holds only part of the plan`,
      {
        hint: "merge the results of all shards first, then record the baseline from the merged results."
      }
    );
  }
  if (results.workload.fingerprint !== null && results.workload.fingerprint !== fingerprint) {
    throw new BaselineError(
      "unusable-results",
      null,
      `run ${results.run.runId} was measured with a different workload than "${workload.name}" (fingerprint ${results.workload.fingerprint}, expected ${fingerprint})`,
      { hint }
    );
  }
  const endpoints = new Set(workload.endpoints.map((e) => e.name));
  const scenarios = new Set(workload.scenarios.map((s) => s.name));
  const strangers = [...results.cells, ...results.loops].filter((c) => !endpoints.has(c.endpoint) || !scenarios.has(c.scenario)).map((c) => `${c.endpoint}/${c.scenario}/${c.cache}`);
  if (strangers.length > 0) {
    throw new BaselineError(
      "unusable-results",
      null,
      `run ${results.run.runId} has results for endpoints or scenarios that workload "${workload.name}" does not define`,
      {
        problems: [...new Set(strangers)],
        hint
      }
    );
  }
}
function baselineCell(cell) {
  const summaries = {};
  const values = {};
  for (const metric of SUMMARISED_METRICS) {
    const raw = cell.values[metric];
    if (raw === void 0 || raw.length === 0) continue;
    const rounded2 = roundValues(raw, metric);
    values[metric] = rounded2;
    const summary2 = summaryOf2(rounded2, metric);
    if (summary2) summaries[metric] = summary2;
  }
  return {
    ...cellCounts(cell),
    errorKinds: { ...cell.errorKinds },
    classes: {
      streamed: cell.classes.streamed,
      coalesced: cell.classes.coalesced,
      buffered: cell.classes.buffered,
      undefined: cell.classes.undefined
    },
    summaries,
    values,
    ...cell.timeline ? { timeline: cell.timeline } : {},
    ...cell.cacheHits ? { cacheHits: baselineCacheHits(cell.cacheHits) } : {},
    ...cell.connections ? { connections: baselineConnections(cell.connections) } : {}
  };
}
function baselineConnections(facts) {
  const median3 = (m) => m === null ? null : { n: m.n, p50: roundTo(m.p50, METRIC_DECIMALS.ttftMs) };
  return { ...facts, connectMs: median3(facts.connectMs), tlsMs: median3(facts.tlsMs), setupMs: median3(facts.setupMs) };
}
function baselineCacheHits(hits) {
  const values = {};
  for (const metric of HIT_ONLY_METRICS) {
    const raw = hits.values[metric];
    if (raw !== void 0 && raw.length > 0) values[metric] = roundValues(raw, metric);
  }
  return { hit: hits.hit, miss: hits.miss, unknown: hits.unknown, values };
}
function withSpread(cell, spread) {
  if (!spread || spread.runs < 2) return cell;
  const logSd = {};
  for (const metric of SUMMARISED_METRICS) {
    const sd = spread.logSd[metric];
    if (sd !== void 0 && Number.isFinite(sd) && cell.values[metric] !== void 0) logSd[metric] = roundTo(sd, SPREAD_DECIMALS);
  }
  const hitShares = spread.hitShares?.length === spread.runs ? spread.hitShares.map((h) => roundTo(h, HIT_SHARE_DECIMALS)) : null;
  const driftDf = {};
  for (const metric of Object.keys(logSd)) {
    const df = spread.driftDf?.[metric];
    if (df !== void 0 && Number.isFinite(df)) driftDf[metric] = Math.floor(df);
  }
  return {
    ...cell,
    spread: { runs: spread.runs, logSd, ...Object.keys(driftDf).length > 0 ? { driftDf } : {}, ...hitShares ? { hitShares } : {} }
  };
}
function baselineLoop(loop) {
  const summaries = {};
  const values = { loopMs: [], sumTtftMs: [], sumE2eMs: [] };
  for (const metric of LOOP_METRICS) {
    const raw = loop.values[metric];
    if (raw === void 0) continue;
    const kept = values[metric] = roundValues(raw, metric);
    const summary2 = summaryOf2(kept, metric);
    if (summary2) summaries[metric] = summary2;
  }
  return {
    endpoint: loop.endpoint,
    scenario: loop.scenario,
    cache: loop.cache,
    turns: loop.turns,
    n: loop.n,
    errors: loop.errors,
    summaries,
    values
  };
}
function roundValues(values, metric) {
  return values.filter(Number.isFinite).map((v) => roundTo(v, METRIC_DECIMALS[metric]));
}
function summaryOf2(values, metric) {
  const s = summarize(values);
  if (!s) return null;
  const d = METRIC_DECIMALS[metric];
  return { n: s.n, mean: roundTo(s.mean, d + 1), p50: roundTo(s.p50, d + 1), p95: roundTo(s.p95, d + 1), p99: roundTo(s.p99, d + 1) };
}
function recordedOutputs(results, workload) {
  const declared = new Set(workload.scenarios.filter((s) => s.quality && !s.quality.implicit).map((s) => s.name));
  const kept = (results.outputs ?? []).filter((o) => o.repeat === void 0 && declared.has(o.scenario));
  return kept.length > 0 ? { outputs: kept.map(recordedOutput) } : {};
}

// src/baseline/history-entry.ts
var HISTORY_VERSION = 1;
function isMarkerEntry(entry) {
  return entry.step !== void 0 && entry.cells.length === 0;
}
function measuredEntries(entries) {
  return entries.filter((e) => !isMarkerEntry(e));
}
function stepMarkerEntry(identity, step, context) {
  return {
    version: HISTORY_VERSION,
    commit: context.commit,
    time: context.time,
    runner: context.runner ?? "local",
    runId: context.runId ?? `${step.kind}-${context.time}`,
    workload: identity.workload,
    fingerprint: identity.fingerprint,
    verdict: step.kind,
    cells: [],
    step: step.reason !== void 0 && step.reason !== "" ? { kind: step.kind, reason: step.reason } : { kind: step.kind }
  };
}
function historyEntryFromResults(results, workload, context) {
  const baseline = baselineFromResults(results, workload);
  return {
    version: HISTORY_VERSION,
    commit: context.commit,
    time: baseline.provenance.recordedAt,
    runner: baseline.provenance.runner,
    runId: baseline.provenance.runId,
    workload: workload.name,
    fingerprint: baseline.provenance.fingerprint,
    verdict: context.verdict,
    cells: baseline.cells.map((cell) => ({
      ...cellCounts(cell),
      errorKinds: cell.errorKinds,
      classes: cell.classes,
      values: sortedValues(cell.values),
      // Prefix-cache hits and the hit-only metrics over the hits: a warm cell is compared over its hits (gate/cache/hits.ts).
      ...cell.cacheHits ? { cacheHits: { ...cell.cacheHits, values: sortedValues(cell.cacheHits.values) } } : {}
    })),
    ...telemetryOf(results),
    ...baseline.outputs ? { outputs: baseline.outputs } : {},
    ...baseline.speculative ? { speculative: baseline.speculative } : {},
    ...context.step ? { step: context.step } : {}
  };
}
function telemetryOf(results) {
  const telemetry = (results.telemetry ?? []).filter((t) => t.looks.length > 0).map((t) => ({ endpoint: t.endpoint, preset: t.preset, run: runTelemetry(t.looks), looks: t.looks }));
  return telemetry.length > 0 ? { telemetry } : {};
}
function sortedValues(values) {
  return Object.fromEntries(
    Object.entries(values).map(([metric, v]) => [metric, [...v ?? []].sort((a, b) => a - b)])
  );
}
function historyFileName(workloadName) {
  return `${workloadName.replace(/[^A-Za-z0-9._-]+/g, "-")}.jsonl`;
}
function parseHistory(text, where) {
  const entries = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new Error(`${where}:${i + 1}: not a JSON line`);
    }
    const e = entry;
    if (e.version !== HISTORY_VERSION || typeof e.fingerprint !== "string" || !Array.isArray(e.cells) || typeof e.time !== "string")
      throw new Error(`${where}:${i + 1}: not a streamgate history entry of version ${HISTORY_VERSION}`);
    if (e.telemetry !== void 0 && !(Array.isArray(e.telemetry) && e.telemetry.every(isHistoryTelemetry)))
      throw new Error(`${where}:${i + 1}: "telemetry" must be a list of { endpoint, preset, run, looks } per endpoint`);
    if (e.step !== void 0 && !isStepMark(e.step))
      throw new Error(`${where}:${i + 1}: "step" must be { kind: "accepted" | "recorded", reason?: string }`);
    if (e.outputs !== void 0 && !(Array.isArray(e.outputs) && e.outputs.every(isRecordedOutput)))
      throw new Error(
        `${where}:${i + 1}: "outputs" must be a list of recorded answers { endpoint, scenario, cache, item, prompt, hash, \u2026 }`
      );
    if (e.speculative !== void 0 && !(Array.isArray(e.speculative) && e.speculative.every(isAcceptance)))
      throw new Error(`${where}:${i + 1}: "speculative" must be a list of { endpoint, source, read, \u2026 } per endpoint`);
    entries.push(entry);
  });
  return entries;
}
function isStepMark(value) {
  if (value === null || typeof value !== "object") return false;
  const s = value;
  return (s.kind === "accepted" || s.kind === "recorded") && (s.reason === void 0 || typeof s.reason === "string");
}
function isRecordedOutput(value) {
  if (value === null || typeof value !== "object") return false;
  const o = value;
  return typeof o.endpoint === "string" && typeof o.scenario === "string" && typeof o.prompt === "string" && typeof o.hash === "string" && typeof o.lead === "string" && typeof o.item === "number";
}
function isAcceptance(value) {
  if (value === null || typeof value !== "object") return false;
  const a = value;
  return typeof a.endpoint === "string" && typeof a.read === "string" && SPECULATIVE_SOURCES.includes(a.source);
}
function isHistoryTelemetry(value) {
  if (value === null || typeof value !== "object") return false;
  const t = value;
  return typeof t.endpoint === "string" && typeof t.preset === "string" && typeof t.run === "object" && t.run !== null && Array.isArray(t.looks);
}
function appendEntry(text, entry, maxRuns) {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  lines.push(JSON.stringify(entry));
  return `${lines.slice(-maxRuns).join("\n")}
`;
}

// src/history/git.ts
import { execFile } from "node:child_process";
function git(args, options) {
  const config = (options.config ?? []).flatMap((c) => ["-c", c]);
  const started = Date.now();
  const timeout = options.timeoutMs ?? 0;
  return new Promise((resolve2) => {
    execFile(
      "git",
      [...config, ...args],
      {
        cwd: options.cwd,
        timeout,
        maxBuffer: 256 * 1024 * 1024,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: options.cwd,
          GIT_TERMINAL_PROMPT: "0",
          GIT_CONFIG_NOSYSTEM: "1",
          GIT_AUTHOR_NAME: "streamgate",
          GIT_AUTHOR_EMAIL: "streamgate@users.noreply.github.com",
          GIT_COMMITTER_NAME: "streamgate",
          GIT_COMMITTER_EMAIL: "streamgate@users.noreply.github.com",
          LC_ALL: "C"
        }
      },
      (error, stdout, stderr) => {
        const timedOut = error?.killed === true && timeout > 0 && Date.now() - started >= timeout;
        const said = timedOut ? `${String(stderr)}git ${args[0] ?? ""} did not finish within ${timeout / 1e3} s
` : String(stderr);
        resolve2({ ok: error === null, stdout: String(stdout), stderr: said });
      }
    );
  });
}
function tokenConfig(token) {
  if (!token) return [];
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  return [`http.extraheader=AUTHORIZATION: basic ${basic}`];
}
async function headCommit(cwd) {
  const out = await git(["rev-parse", "HEAD"], { cwd });
  return out.ok ? out.stdout.trim() : null;
}

// src/history/store.ts
import { existsSync, mkdirSync as mkdirSync2, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, join, resolve } from "node:path";
var DEFAULT_HISTORY_BRANCH = "streamgate-history";
var DEFAULT_HISTORY_MAX_RUNS = 100;
var PUSH_ATTEMPTS = 6;
var HistoryError = class extends UserError {
  name = "HistoryError";
  code = "STREAMGATE_HISTORY";
  exitStatus = 2;
};
function openStore(location, options = {}) {
  return isGitLocation(location) ? gitStore(location, options) : folderStore(location);
}
function isGitLocation(location) {
  if (/^(https?|ssh|git|file):\/\//.test(location) || /^[\w.-]+@[\w.-]+:/.test(location)) return true;
  const path = resolve(location);
  return existsSync(join(path, "HEAD")) && existsSync(join(path, "objects")) && statSync(join(path, "objects")).isDirectory();
}
function folderStore(folder) {
  const file = (name) => join(resolve(folder), "history", historyFileName(name));
  return {
    describe: `folder ${folder}`,
    read: (name) => Promise.resolve(existsSync(file(name)) ? parseHistory(readFileSync(file(name), "utf8"), file(name)) : []),
    readAll: () => {
      const dir = join(resolve(folder), "history");
      if (!existsSync(dir)) return Promise.resolve([]);
      const files = readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort();
      return Promise.resolve(files.map((f) => parseHistory(readFileSync(join(dir, f), "utf8"), join(dir, f))));
    },
    append: (entry, maxRuns) => {
      const path = file(entry.workload);
      mkdirSync2(dirname2(path), { recursive: true });
      writeFileSync2(path, appendEntry(existsSync(path) ? readFileSync(path, "utf8") : "", entry, maxRuns));
      return Promise.resolve();
    }
  };
}
function gitStore(url, options) {
  const branch = options.branch ?? DEFAULT_HISTORY_BRANCH;
  const config = tokenConfig(options.token ?? null);
  const remote = { config, timeoutMs: options.timeoutMs };
  const backoff = options.backoffMs ?? ((attempt) => (200 + Math.random() * 800) * attempt);
  const path = (name) => `history/${historyFileName(name)}`;
  async function fetchTip(dir) {
    await must(git(["init", "-q"], { cwd: dir }), "git init");
    const fetched = await git(["fetch", "-q", "--depth=1", url, `refs/heads/${branch}`], { cwd: dir, ...remote });
    if (fetched.ok) return true;
    if (/couldn't find remote ref|not our ref|no such ref/i.test(fetched.stderr)) return false;
    throw new HistoryError(`cannot read the history branch ${branch} of ${publicUrl2(url)}: ${fetched.stderr.trim()}`);
  }
  return {
    describe: `branch ${branch} of ${publicUrl2(url)}`,
    read: (name) => withTemp(async (dir) => {
      if (!await fetchTip(dir)) return [];
      const shown = await git(["show", `FETCH_HEAD:${path(name)}`], { cwd: dir });
      return shown.ok ? parseHistory(shown.stdout, `${branch}:${path(name)}`) : [];
    }),
    readAll: () => withTemp(async (dir) => {
      if (!await fetchTip(dir)) return [];
      const listed = await git(["ls-tree", "--name-only", "FETCH_HEAD", "history/"], { cwd: dir });
      const files = listed.stdout.split("\n").filter((f) => f.endsWith(".jsonl")).sort();
      const all = [];
      for (const file of files) {
        const shown = await git(["show", `FETCH_HEAD:${file}`], { cwd: dir });
        if (shown.ok) all.push(parseHistory(shown.stdout, `${branch}:${file}`));
      }
      return all;
    }),
    append: async (entry, maxRuns) => {
      for (let attempt = 1; attempt <= PUSH_ATTEMPTS; attempt++) {
        const pushed = await withTemp(async (dir) => {
          const exists = await fetchTip(dir);
          await must(
            git(exists ? ["checkout", "-q", "-B", branch, "FETCH_HEAD"] : ["checkout", "-q", "--orphan", branch], { cwd: dir }),
            "git checkout"
          );
          const file = join(dir, path(entry.workload));
          mkdirSync2(dirname2(file), { recursive: true });
          writeFileSync2(file, appendEntry(existsSync(file) ? readFileSync(file, "utf8") : "", entry, maxRuns));
          await must(git(["add", path(entry.workload)], { cwd: dir }), "git add");
          const what = `${entry.workload}: run ${entry.runId}${entry.commit ? ` at ${entry.commit.slice(0, 7)}` : ""}`;
          await must(git(["commit", "-q", "-m", `streamgate history: ${what}`], { cwd: dir }), "git commit");
          const push = await git(["push", "-q", url, `HEAD:refs/heads/${branch}`], { cwd: dir, ...remote });
          if (push.ok) return true;
          if (/rejected|non-fast-forward|fetch first|cannot lock ref|failed to update ref/i.test(push.stderr)) return false;
          throw new HistoryError(`cannot push the history branch ${branch} to ${publicUrl2(url)}: ${push.stderr.trim()}`);
        });
        if (pushed) return;
        await new Promise((r) => setTimeout(r, backoff(attempt)));
      }
      throw new HistoryError(
        `the history branch ${branch} of ${publicUrl2(url)} kept moving: ${PUSH_ATTEMPTS} pushes were rejected because other jobs pushed first`
      );
    }
  };
}
async function must(result, what) {
  const r = await result;
  if (!r.ok) throw new HistoryError(`${what} failed: ${r.stderr.trim()}`);
}
async function withTemp(work) {
  const dir = mkdtempSync(join(tmpdir(), "streamgate-history-"));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
function publicUrl2(url) {
  return url.replace(/\/\/[^@/]*@/, "//");
}

// src/report/escape.ts
var DEFAULT_MAX_TEXT_CHARS = 200;
var ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "|": "&#124;",
  "`": "&#96;",
  "*": "&#42;",
  _: "&#95;",
  "[": "&#91;",
  "]": "&#93;",
  "#": "&#35;",
  "\\": "&#92;",
  "~": "&#126;",
  $: "&#36;"
};
var MARKDOWN_SPECIAL = /[&<>"|`*_[\]#\\~$]/g;
var CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
var FORMAT = new RegExp("\\p{Cf}", "gu");
var MENTION_BREAK = "@\u200D";
function escapeMarkdown(text, maxChars = DEFAULT_MAX_TEXT_CHARS) {
  const flat = clip(normalise(text), maxChars);
  return flat.replace(MARKDOWN_SPECIAL, (c) => ENTITIES[c] ?? c).replace(/@/g, MENTION_BREAK);
}
function plainText(text, maxChars = DEFAULT_MAX_TEXT_CHARS) {
  return clip(normalise(text), maxChars);
}
function escapeMermaidLabel(text, maxChars = 60) {
  const kept = normalise(text).replace(/[^\p{L}\p{N} .,:/+=·-]+/gu, " ").replace(/\s+/g, " ").trim();
  return clip(kept, maxChars);
}
function safeLinkUrl(raw) {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.href.replace(/[()[\]<>"'`|\s\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function normalise(text) {
  return text.replace(FORMAT, "").replace(CONTROL, " ").trim();
}
function clip(text, maxChars) {
  const codePoints = Array.from(text);
  if (codePoints.length <= maxChars) return text;
  return `${codePoints.slice(0, Math.max(0, maxChars - 1)).join("").trimEnd()}\u2026`;
}
function inlineCode(text, maxChars = DEFAULT_MAX_TEXT_CHARS) {
  const flat = clip(normalise(text), maxChars);
  if (flat === "") return "` `";
  const longest = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
function fencedCodeBlock(text, info = "") {
  const body = text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(FORMAT, "").replace(new RegExp("\\p{Cc}", "gu"), (c) => c === "\n" || c === "	" ? c : "").replace(/`{3,}/g, "'''");
  return `\`\`\`${info.replace(/[^\w+-]/g, "")}
${body}
\`\`\``;
}

// src/plan/shard.ts
function parseShard(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const position = match ? Number(match[1]) : NaN;
  const count2 = match ? Number(match[2]) : NaN;
  if (!(position >= 1 && count2 >= 1 && position <= count2)) {
    throw shardError(`expected "i/n" with 1 \u2264 i \u2264 n, e.g. "2/3", got ${JSON.stringify(text.slice(0, 40))}`);
  }
  return { index: position - 1, count: count2 };
}
function assertShard(shard) {
  const { index, count: count2 } = shard;
  if (!Number.isSafeInteger(count2) || count2 < 1 || !Number.isSafeInteger(index) || index < 0 || index >= count2) {
    throw shardError(`expected a shard index from 0 to count \u2212 1 and a count of at least 1, got index ${index} of ${count2}`);
  }
}
function selectShard(items, shard) {
  assertShard(shard);
  const cellCounts2 = /* @__PURE__ */ new Map();
  const cellOrder = /* @__PURE__ */ new Map();
  for (const item of items) {
    if (item.warmup) continue;
    const cell = cellOf(item);
    if (!cellCounts2.has(cell)) {
      cellCounts2.set(cell, 0);
      cellOrder.set(item.endpoint.name, [...cellOrder.get(item.endpoint.name) ?? [], cell]);
    }
    cellCounts2.set(cell, cellCounts2.get(cell) + 1);
  }
  const offsets = /* @__PURE__ */ new Map();
  for (const cells of cellOrder.values()) {
    let dealt = 0;
    for (const cell of cells) {
      offsets.set(cell, dealt % shard.count);
      dealt += cellCounts2.get(cell);
    }
  }
  const seen = /* @__PURE__ */ new Map();
  return items.filter((item) => {
    if (item.warmup) return true;
    const cell = cellOf(item);
    const k = seen.get(cell) ?? 0;
    seen.set(cell, k + 1);
    return (offsets.get(cell) + k) % shard.count === shard.index;
  });
}
function cellOf(item) {
  return cellKey({ endpoint: item.endpoint.name, scenario: item.scenario.name, cache: item.cache, turn: null });
}
function shardError(message) {
  return new ConfigError([{ file: null, path: "shard", line: null, message }]);
}

export {
  UserError,
  EXIT_USER_ERROR,
  ConfigError,
  readErrorText,
  cellKey,
  sameCell,
  parseShard,
  selectShard,
  sortedFinite,
  sortedPositive,
  tieTerm,
  assertOpenUnit,
  runDriftLogSd,
  incompleteBeta,
  tUpperTail,
  studentTQuantile,
  jointRunDrift,
  quantile,
  summarize,
  METRIC_TABLE,
  SUMMARISED_METRICS,
  LOOP_METRICS,
  METRICS,
  GATED_METRICS,
  isJobMetric,
  ADDITIVE_METRICS,
  HIT_ONLY_METRICS,
  CHECK_PREFIX,
  metricSpec,
  metricLabel,
  statisticLabel,
  BASELINE_VERSION,
  SPREAD_DECIMALS,
  HIT_SHARE_DECIMALS,
  roundTo,
  DEFAULT_HISTORY_RUNS,
  baselineFromHistory,
  pooledHistoryCells,
  baselineCells,
  GAUGE_CONCEPTS,
  COUNTER_CONCEPTS,
  HISTOGRAM_CONCEPTS,
  CONCEPT_LABELS,
  storedSummary,
  summaryOf,
  quantilesOf,
  medianOf,
  eventTokenShares,
  computeMetrics,
  mergeCacheHits,
  mergeConnectionFacts,
  mergeErrorExamples,
  mergeDraftCounts,
  mergedSpeculative,
  mergedEndpoints,
  mergedJobCost,
  buildResults,
  withConformance,
  jobsPerHour,
  publicUrl,
  canonicalConformance,
  loadSchemaCompiler,
  ASSERTION_NAMES,
  ANSWER_ASSERTIONS,
  ANSWER_CORRECT,
  outputTokens,
  hasReasoning,
  stopSequences,
  withinLimit,
  stopHonoured,
  checkSample,
  outputRecord,
  lengthFacts,
  BaselineError,
  normalizeSlo,
  sloByScenario,
  sloBetter,
  sloIssues,
  canonicalJson,
  compareCodeUnits,
  formatJson,
  DIGEST_PREFIX,
  fingerprintFromParts,
  workloadIdentity,
  sloDigest,
  baselineFromResults,
  isMarkerEntry,
  measuredEntries,
  stepMarkerEntry,
  historyEntryFromResults,
  headCommit,
  DEFAULT_HISTORY_BRANCH,
  DEFAULT_HISTORY_MAX_RUNS,
  HistoryError,
  openStore,
  escapeMarkdown,
  plainText,
  escapeMermaidLabel,
  safeLinkUrl,
  inlineCode,
  fencedCodeBlock,
  TOOL_VERSION,
  runnerDescription,
  verdictFile,
  comparisonOf,
  notComparedEndpoints,
  writeVerdictFile
};
//# sourceMappingURL=chunk-7ZXH7TLX.js.map
