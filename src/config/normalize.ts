import { DEFAULT_API, type ApiId } from '../apis/index.js';
import { normalizeTelemetry, type TelemetryFile } from './sections/telemetry.js';
import type { GateRulesOverrides } from '../vocabulary/index.js';
import { DEFAULT_FOLLOW_UPS, RUN_DEFAULTS, runLooks, SCENARIO_DEFAULTS } from './defaults.js';
import { expandEnv } from './secrets.js';
import { hasPromptSource, normalizeSources, NO_SOURCES, type LoadedSources, type SourcesFile } from './sources/normalize-sources.js';
import { normalizeSlo, type SloFile } from './sections/slo.js';
import { comparesAnswersByDefault, deterministic, implicitQuality, normalizeQuality, type QualityFile } from './sections/quality.js';
import { normalizeSweep, type SweepFile } from './sections/sweep.js';
import { normalizeExpect, normalizeProbes, type ExpectFile, type ProbesFile } from './sections/normalize-conformance.js';
import {
  cacheStates,
  DEFAULT_CAPTURE_HEADERS,
  DEFAULT_TIMEOUTS,
  type AgentLoop,
  type CacheMode,
  type ChatMessage,
  type EndpointConfig,
  type GateSettings,
  type RunSettings,
  type ScenarioConfig,
  type ScenarioExpectations,
  type Timeouts,
  type Workload,
} from './types.js';

/** The workload file's shape, as guaranteed by the schema (optional keys are optional here too). */
export interface WorkloadFile {
  version: 1;
  name: string;
  endpoints: EndpointFile[];
  scenarios: ScenarioFile[];
  run?: RunFile;
  gate?: GateFile;
  probes?: ProbesFile;
  slo?: SloFile;
  quality?: QualityFile;
  sweep?: SweepFile;
  speculative?: { minAcceptanceRatio: number };
}

interface GateFile extends GateRulesOverrides {
  baseline?: string;
  aaRuns?: number;
}

interface EndpointFile {
  name: string;
  baseUrl: string;
  model: string;
  api?: ApiId;
  apiKeyEnv?: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
  reference?: boolean;
  tls?: { ca?: string };
  http2?: boolean;
  connection?: 'reuse' | 'new';
  telemetry?: TelemetryFile;
  price?: { input: number; output: number; cachedInput?: number; currency?: string };
}

interface ScenarioFile extends SourcesFile {
  name: string;
  weight?: number;
  prompt?: string;
  messages?: ChatMessage[];
  maxTokens?: number;
  params?: Record<string, unknown>;
  cache?: CacheMode;
  turns?: number;
  followUps?: ChatMessage[];
  tools?: unknown[];
  toolMs?: number;
  expect?: ExpectFile;
  /** null: no objectives for this scenario, whatever the workload's. */
  slo?: SloFile | null;
  /** null: no output comparison for this scenario, whatever the workload's. */
  quality?: QualityFile | null;
}

interface RunFile {
  requests?: number;
  looks?: number;
  warmup?: number;
  concurrency?: number;
  rate?: number;
  burstiness?: number;
  seed?: number;
  timeouts?: Partial<Timeouts>;
  captureHeaders?: string[];
  retries?: number;
  workers?: number | 'auto';
}

/** A schema- and rule-checked file → the `Workload` every later stage reads, with all defaults applied. */
export function normalizeWorkload(
  file: WorkloadFile,
  env: Readonly<Record<string, string | undefined>>,
  source: string | null,
  caPems: ReadonlyMap<number, string> = new Map(),
  sources: LoadedSources = NO_SOURCES,
): Workload {
  const endpoints = file.endpoints.map((endpoint, index) => normalizeEndpoint(endpoint, env, caPems.get(index) ?? null));
  const scenarios = withAnswersByDefault(
    file.scenarios.map((scenario, index) => normalizeScenario(scenario, file.slo, index, sources, file.quality)),
    file.scenarios,
    endpoints,
  );
  const run = normalizeRun(file.run ?? {}, scenarios);
  return {
    version: 1,
    name: file.name,
    endpoints,
    scenarios,
    run,
    gate: normalizeGate(file.gate ?? {}),
    ...probesField(file.probes),
    ...(file.sweep ? { sweep: normalizeSweep(file.sweep, { requests: run.requests, looks: runLooks(run) }) } : {}),
    ...speculativeField(file.speculative),
    source,
  };
}

/**
 * Answers by default (docs/quality.md): where the workload compares answers in the same run (a reference endpoint, no
 * two endpoints on one base URL), a deterministic scenario (temperature 0 or a seed, in its params or in every
 * endpoint's body) that declares no `quality:` and does not turn it off (`quality: null`) has its answers compared and
 * reported, never failing.
 */
function withAnswersByDefault(
  scenarios: ScenarioConfig[],
  files: readonly ScenarioFile[],
  endpoints: readonly EndpointConfig[],
): ScenarioConfig[] {
  if (!comparesAnswersByDefault(endpoints)) return scenarios;
  const everyBody = endpoints.every((e) => deterministic(e.body));
  return scenarios.map((s, i) =>
    s.quality || files[i]!.quality === null || !(everyBody || deterministic(s.params)) ? s : { ...s, quality: implicitQuality() },
  );
}

// Left out when unused, so a workload without them is the same object it always was.
function probesField(file: ProbesFile | undefined): Pick<Workload, 'probes'> {
  const probes = normalizeProbes(file);
  return probes ? { probes } : {};
}

function speculativeField(file: WorkloadFile['speculative']): Pick<Workload, 'speculative'> {
  return file ? { speculative: { minAcceptanceRatio: file.minAcceptanceRatio } } : {};
}

function expectField(expect: ScenarioExpectations | null): Pick<ScenarioConfig, 'expect'> {
  return expect ? { expect } : {};
}

function normalizeGate(gate: GateFile): GateSettings {
  const { baseline, aaRuns, ...overrides } = gate;
  return { baseline: baseline ?? null, aaRuns: aaRuns ?? 0, overrides };
}

function normalizeEndpoint(
  endpoint: EndpointFile,
  env: Readonly<Record<string, string | undefined>>,
  caPem: string | null,
): EndpointConfig {
  return {
    name: endpoint.name,
    baseUrl: expandEnv(endpoint.baseUrl, env).value,
    model: endpoint.model,
    api: endpoint.api ?? DEFAULT_API,
    apiKeyEnv: endpoint.apiKeyEnv ?? null,
    headers: { ...endpoint.headers },
    body: { ...endpoint.body },
    reference: endpoint.reference ?? false,
    connection: {
      caFile: endpoint.tls?.ca ?? null,
      ca: caPem,
      http2: endpoint.http2 ?? false,
      reuse: (endpoint.connection ?? 'reuse') === 'reuse',
    },
    // Left out when unused, so an endpoint without it is the same object it always was.
    ...(endpoint.telemetry ? { telemetry: normalizeTelemetry(endpoint.telemetry, expandEnv(endpoint.telemetry.url, env).value) } : {}),
    ...(endpoint.price
      ? {
          price: {
            input: endpoint.price.input,
            cachedInput: endpoint.price.cachedInput ?? endpoint.price.input,
            output: endpoint.price.output,
            currency: endpoint.price.currency ?? 'USD',
          },
        }
      : {}),
  };
}

function normalizeScenario(
  scenario: ScenarioFile,
  workloadSlo: SloFile | undefined,
  index: number,
  sources: LoadedSources,
  workloadQuality?: QualityFile,
): ScenarioConfig {
  const slo = scenario.slo === null ? null : normalizeSlo(workloadSlo, scenario.slo);
  const quality = normalizeQuality(workloadQuality, scenario.quality);
  const params = { ...scenario.params };
  // A dataset, synthetic or trace scenario draws each request's messages from its source (src/plan/sources.ts).
  const messages: ChatMessage[] =
    scenario.messages !== undefined
      ? scenario.messages.map((message) => ({ ...message }))
      : hasPromptSource(scenario)
        ? []
        : [{ role: 'user', content: scenario.prompt ?? '' }];
  return {
    name: scenario.name,
    weight: scenario.weight ?? SCENARIO_DEFAULTS.weight,
    messages,
    maxTokens: scenario.maxTokens ?? SCENARIO_DEFAULTS.maxTokens,
    params,
    // A pool's requests share their prefixes: warm unless it says otherwise.
    cache: normalizeCache(scenario.cache ?? (scenario.prefixPool ? 'warm' : SCENARIO_DEFAULTS.cache)),
    agent: normalizeAgent(scenario),
    ...normalizeSources(scenario, index, sources),
    ...expectField(normalizeExpect(scenario.expect, params)),
    // Left out when unused, so a workload without SLOs is the same object it always was.
    ...(slo ? { slo } : {}),
    ...(quality ? { quality } : {}),
  };
}

/** warmShare 0 and 1 are plain cold and warm, so later stages meet fewer spellings of the same thing. */
function normalizeCache(cache: CacheMode): CacheMode {
  if (typeof cache === 'string') return cache;
  const states = cacheStates(cache);
  return states.length === 1 ? states[0]! : { warmShare: cache.warmShare };
}

/** Any of `turns`, `followUps`, `tools` or `toolMs` makes the scenario an agent loop (possibly of one turn, with tools). */
function normalizeAgent(scenario: ScenarioFile): AgentLoop | null {
  if (scenario.turns === undefined && scenario.followUps === undefined && scenario.tools === undefined && scenario.toolMs === undefined)
    return null;
  // A tool's `durationMs` is the client's to replay, not the server's to read: kept apart, and the tool sent without it.
  const durations: Record<string, number> = {};
  const tools = structuredClone(scenario.tools ?? []).map((tool) => {
    if (typeof tool !== 'object' || tool === null || !('durationMs' in tool)) return tool;
    const { durationMs, ...sent } = tool as { durationMs: number; function?: { name?: string } };
    const name = sent.function?.name;
    if (typeof name === 'string') durations[name] = durationMs;
    return sent;
  });
  return {
    turns: scenario.turns ?? SCENARIO_DEFAULTS.turns,
    followUps: (scenario.followUps ?? DEFAULT_FOLLOW_UPS).map((message) => ({ ...message })),
    tools,
    // Left out when unused, so a loop without tool time is the same object it always was.
    ...(scenario.toolMs !== undefined && scenario.toolMs > 0 ? { toolMs: scenario.toolMs } : {}),
    ...(Object.keys(durations).length > 0 ? { toolDurationsMs: durations } : {}),
  };
}

function normalizeRun(run: RunFile, scenarios: readonly ScenarioConfig[]): RunSettings {
  // Each warm cell needs its own priming request (a pool's prefix, a session trace's system prompt each), so fewer
  // warmup items than that is raised.
  const warmCells = scenarios
    .filter((scenario) => cacheStates(scenario.cache).includes('warm'))
    .reduce(
      (sum, scenario) =>
        sum + (scenario.prefixPool?.prefixes ?? (scenario.sessions ? new Set(scenario.sessions.sessions.map((s) => s.system)).size : 1)),
      0,
    );
  const captureHeaders = [...DEFAULT_CAPTURE_HEADERS, ...(run.captureHeaders ?? [])].map((name) => name.toLowerCase());
  return {
    requests: run.requests ?? RUN_DEFAULTS.requests,
    warmup: Math.max(run.warmup ?? RUN_DEFAULTS.warmup, warmCells),
    concurrency: run.concurrency ?? RUN_DEFAULTS.concurrency,
    ratePerSecond: run.rate ?? null,
    ...(run.burstiness === undefined ? {} : { burstiness: run.burstiness }),
    seed: run.seed ?? RUN_DEFAULTS.seed,
    timeouts: { ...DEFAULT_TIMEOUTS, ...run.timeouts },
    captureHeaders: [...new Set(captureHeaders)],
    retries: run.retries ?? RUN_DEFAULTS.retries,
    // Left out when not set, so a workload without it is the same object it always was (absent = RUN_DEFAULTS).
    ...(run.workers === undefined ? {} : { workers: run.workers }),
    ...(run.looks === undefined ? {} : { looks: run.looks }),
  };
}
