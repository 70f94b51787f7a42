import type { EndpointConfig, ProbeSettings, ProbeVariantConfig, Workload } from '../config/types.js';
import { apiHeaders, apiUrl } from '../plan/api-requests.js';
import type { ProbeDeps, ProbeRequest } from '../probe/request.js';
import type { Sample } from '../probe/sample.js';
import { judgeVariant, summariseControl } from './judge.js';
import type { ProbeRecord } from './types.js';

export type ProbeFn = (req: ProbeRequest, deps?: ProbeDeps) => Promise<Sample>;

export interface RunConformanceOptions {
  /** Endpoint name → API key (or null), as for the measured run. */
  apiKeys: ReadonlyMap<string, string | null>;
  /** The streaming probe (`probe` from src/probe/probe.ts); injected so the runner stays an I/O edge. */
  probe: ProbeFn;
  /** Passed to every probe request (e.g. `{ redact }`). */
  probeDeps?: Omit<ProbeDeps, 'signal'>;
  signal?: AbortSignal;
  /** Requests in flight per endpoint (default 4). Probes judge effects, not speed, so they may overlap. */
  concurrency?: number;
  /** Only these endpoints (default: all of the workload's). */
  endpoints?: readonly string[];
  onSample?: (sample: Sample) => void;
}

export interface ConformanceResults {
  repeat: number;
  /** Per endpoint: its control rows, then its variants, in probe-set order. */
  probes: ProbeRecord[];
}

/** One probe-set prompt and the variants that use it; each prompt has its own control. */
interface PromptGroup {
  controlId: string;
  prompt: string;
  variants: ProbeVariantConfig[];
}

function promptGroups(settings: ProbeSettings): PromptGroup[] {
  const groups = new Map<string, PromptGroup>();
  for (const variant of settings.variants) {
    const prompt = variant.prompt ?? settings.prompt;
    let group = groups.get(prompt);
    if (!group) {
      group = { controlId: prompt === settings.prompt ? 'control' : `control (${variant.id})`, prompt, variants: [] };
      groups.set(prompt, group);
    }
    group.variants.push(variant);
  }
  return [...groups.values()];
}

interface Job {
  key: string;
  body: Record<string, unknown>;
}

function requestFor(workload: Workload, endpoint: EndpointConfig, apiKey: string | null, job: Job, index: number): ProbeRequest {
  return {
    api: endpoint.api,
    url: apiUrl(endpoint),
    headers: apiHeaders(endpoint, apiKey),
    body: job.body,
    timeouts: workload.run.timeouts,
    captureHeaders: [],
    retries: workload.run.retries,
    meta: { item: index, turn: 0, endpoint: endpoint.name, scenario: `probe:${job.key}`, cache: 'cold' },
    connection: endpoint.connection,
  };
}

/** Runs `tasks` with at most `limit` in flight, keeping results in task order. */
async function pooled<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const at = next++;
      results[at] = await tasks[at]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

/**
 * Sends the workload's probe set to every endpoint: per prompt a control (the prompt alone) and each variant, each
 * `repeat` times, interleaved round by round so control and variants meet the same conditions; then judges them.
 * Returns null when the workload declares no probes.
 */
export async function runConformance(workload: Workload, opts: RunConformanceOptions): Promise<ConformanceResults | null> {
  const settings = workload.probes;
  if (!settings) return null;
  const groups = promptGroups(settings);
  const wanted = opts.endpoints ? new Set(opts.endpoints) : null;
  let index = 0;
  const perEndpoint = workload.endpoints
    .filter((endpoint) => !wanted || wanted.has(endpoint.name))
    .map((endpoint) => {
      const apiKey = opts.apiKeys.get(endpoint.name) ?? null;
      const jobs: Job[] = [];
      for (let round = 0; round < settings.repeat; round++) {
        for (const group of groups) {
          const base = { model: endpoint.model, messages: [{ role: 'user', content: group.prompt }], ...endpoint.body };
          jobs.push({ key: group.controlId, body: base });
          for (const variant of group.variants) jobs.push({ key: variant.id, body: { ...base, ...structuredClone(variant.params) } });
        }
      }
      // Indices are fixed before anything is sent, so sample ids do not depend on completion order.
      const tasks = jobs.map((job) => {
        const request = requestFor(workload, endpoint, apiKey, job, index++);
        return async (): Promise<[string, Sample]> => {
          const sample = await opts.probe(request, { ...opts.probeDeps, ...(opts.signal ? { signal: opts.signal } : {}) });
          opts.onSample?.(sample);
          return [job.key, sample];
        };
      });
      return { endpoint, tasks };
    });
  // Endpoints are independent servers: probing them side by side halves the wait without loading any one more.
  const measured = await Promise.all(
    perEndpoint.map(async ({ endpoint, tasks }) => ({ endpoint, done: await pooled(tasks, opts.concurrency ?? 4) })),
  );
  const probes: ProbeRecord[] = [];
  for (const { endpoint, done } of measured) {
    const bySetting = new Map<string, Sample[]>();
    for (const [key, sample] of done) {
      const list = bySetting.get(key) ?? [];
      list.push(sample);
      bySetting.set(key, list);
    }
    for (const group of groups) {
      const control = bySetting.get(group.controlId) ?? [];
      probes.push(summariseControl(endpoint.name, group.controlId, control));
      for (const variant of group.variants) probes.push(judgeVariant(endpoint.name, variant, bySetting.get(variant.id) ?? [], control));
    }
  }
  return { repeat: settings.repeat, probes };
}
