import { createHash } from 'node:crypto';
import { type EndpointConfig, type RunSettings, type ScenarioConfig, type Workload, sloByScenario } from '../config/index.js';
import { DEFAULT_API } from '../apis/index.js';
import { canonicalJson, compareCodeUnits } from './format-json.js';
import type { AgentParts, Digest, EndpointParts, FingerprintParts, RunParts, ScenarioParts, WorkloadIdentity } from './types.js';

export const DIGEST_PREFIX = 'sha256:';
/** 64 bits: ample to notice an edit, short enough to keep every baseline readable. */
const DIGEST_HEX_CHARS = 16;

/**
 * sha256 of everything that changes what is measured. Deliberately left out: the workload's name and
 * source path, each endpoint's baseUrl (a moved host serving the same model is still the same
 * workload, and URLs differ between CI and laptops), API key variable names, header values (they may
 * hold secrets), the `reference` flag (it picks the comparison side, not what is sent), and the seed
 * and run id (a re-run with another seed measures the same thing; cold nonces differ per run anyway).
 */
export function fingerprintWorkload(workload: Workload): string {
  return fingerprintFromParts(workloadParts(workload));
}

/** The fingerprint of recorded parts: equal fingerprints ⇔ equal parts, so a mismatch always has a describable cause. */
export function fingerprintFromParts(parts: FingerprintParts): string {
  return `${DIGEST_PREFIX}${sha256Hex(canonicalJson(parts))}`;
}

export function workloadIdentity(workload: Workload): WorkloadIdentity {
  const parts = workloadParts(workload);
  return { fingerprint: fingerprintFromParts(parts), parts };
}

export function workloadParts(workload: Workload): FingerprintParts {
  // Keyed by name and sorted: reordering endpoints or scenarios in the file is not a workload change.
  return {
    endpoints: byName(workload.endpoints, endpointParts),
    scenarios: byName(workload.scenarios, scenarioParts),
    run: runParts(workload.run),
  };
}

/** A digest of every scenario's SLO by scenario name; null when none has one. A sweep baseline records it. */
export function sloDigest(workload: Workload): Digest | null {
  const slo = sloByScenario(workload.scenarios);
  return Object.keys(slo).length === 0 ? null : digest(slo);
}

export function digest(value: unknown): Digest {
  return `${DIGEST_PREFIX}${sha256Hex(canonicalJson(value)).slice(0, DIGEST_HEX_CHARS)}`;
}

function endpointParts(endpoint: EndpointConfig): EndpointParts {
  return {
    model: endpoint.model,
    // Recorded only when not the default, so a baseline recorded before endpoints had an API keeps its fingerprint.
    ...(endpoint.api !== DEFAULT_API ? { api: endpoint.api } : {}),
    headerNames: sortedLowerCase(Object.keys(endpoint.headers)),
    body: digestFields(endpoint.body),
  };
}

function scenarioParts(scenario: ScenarioConfig): ScenarioParts {
  return {
    weight: scenario.weight,
    maxTokens: scenario.maxTokens,
    cache: typeof scenario.cache === 'string' ? scenario.cache : { warmShare: scenario.cache.warmShare },
    messages: digest(scenario.messages),
    params: digestFields(scenario.params),
    agent: scenario.agent === null ? null : agentParts(scenario.agent),
    ...sourceField(scenario),
    // What `quality:` changes in the requests: the same prompts every run, and log-probs asked when they are. Answers
    // compared by default (no `quality:` declared) change neither: beside a reference, never against a baseline.
    ...(scenario.quality && !scenario.quality.implicit ? { quality: { topLogprobs: scenario.quality.topLogprobs } } : {}),
  };
}

function agentParts(agent: NonNullable<ScenarioConfig['agent']>): AgentParts {
  const toolTime = agent.toolMs !== undefined || agent.toolDurationsMs !== undefined;
  return {
    turns: agent.turns,
    followUps: digest(agent.followUps),
    tools: digest(agent.tools),
    ...(toolTime ? { toolTime: digest({ toolMs: agent.toolMs ?? 0, durationsMs: agent.toolDurationsMs ?? {} }) } : {}),
  };
}

/** A dataset or trace is named by file and content hash; every other setting of a source goes into one digest. */
function sourceField(scenario: ScenarioConfig): Pick<ScenarioParts, 'source'> {
  const { dataset, synthetic, prefixPool, trace, sessions } = scenario;
  if (!dataset && !synthetic && !prefixPool && !trace && !sessions) return {};
  const settings = {
    dataset: dataset
      ? { format: dataset.format, replacement: dataset.replacement, maxTokens: dataset.maxTokens, filters: dataset.filters }
      : null,
    synthetic: synthetic ?? null,
    prefixPool: prefixPool ?? null,
    trace: trace ? { format: trace.format, speedup: trace.speedup, blockTokens: trace.blockTokens } : null,
    // Only with a session trace, so the other sources' digests are what they always were.
    ...(sessions ? { sessions: { answers: sessions.answers } } : {}),
  };
  return {
    source: {
      ...(dataset ? { dataset: `${dataset.file} ${dataset.sha256}` } : {}),
      ...(trace ? { trace: `${trace.file} ${trace.sha256}` } : {}),
      ...(sessions ? { sessions: `${sessions.file} ${sessions.sha256}` } : {}),
      settings: digest(settings),
    },
  };
}

function runParts(run: RunSettings): RunParts {
  return {
    requests: run.requests,
    warmup: run.warmup,
    concurrency: run.concurrency,
    ratePerSecond: run.ratePerSecond,
    timeouts: {
      headersMs: run.timeouts.headersMs,
      firstTokenMs: run.timeouts.firstTokenMs,
      idleMs: run.timeouts.idleMs,
      totalMs: run.timeouts.totalMs,
    },
    captureHeaders: sortedLowerCase(run.captureHeaders),
    // Retries turn some failures into successes, which changes the error rate being compared.
    retries: run.retries,
    ...(run.burstiness === undefined ? {} : { burstiness: run.burstiness }),
  };
}

function byName<T extends { name: string }, P>(items: readonly T[], parts: (item: T) => P): Record<string, P> {
  const sorted = [...items].sort((a, b) => compareCodeUnits(a.name, b.name));
  return Object.fromEntries(sorted.map((item) => [item.name, parts(item)]));
}

function digestFields(fields: Record<string, unknown>): Record<string, Digest> {
  const keys = Object.keys(fields).sort(compareCodeUnits);
  return Object.fromEntries(keys.map((key) => [key, digest(fields[key])]));
}

/** HTTP header names are case-insensitive, and listing order does not matter. */
function sortedLowerCase(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.toLowerCase()))].sort(compareCodeUnits);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
