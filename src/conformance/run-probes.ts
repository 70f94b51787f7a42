import {
  probeMaxTokens,
  variantsFor,
  type ChatMessage,
  type EndpointConfig,
  type ProbeSettings,
  type ProbeVariantConfig,
  type ScenarioConfig,
  type Workload,
} from '../config/index.js';
import { apiBody, apiHeaders, apiUrl } from '../plan/index.js';
import type { ProbeDeps, ProbeRequest, Sample } from '../probe/index.js';
import { TOKEN_LIMIT_FIELDS } from './checks.js';
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

/** The prompt groups of one endpoint's variants (its API's). */
function promptGroups(settings: ProbeSettings, variants: readonly ProbeVariantConfig[]): PromptGroup[] {
  const groups = new Map<string, PromptGroup>();
  for (const variant of variants) {
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

/**
 * The body of one probe request in the endpoint's API: the prompt as a one-message conversation, the endpoint's `body`
 * and the variant's fields over it, built as a scenario's would be (each API in src/apis/ puts the fields where it
 * wants them: `stop` as Anthropic's `stop_sequences`, Gemini's inside `generationConfig`). The probe's own token limit
 * (the API's `probes.maxTokens`) is replaced by a variant's; where the API needs none, no limit is sent unless the endpoint or the variant sets one.
 */
export function probeBody(endpoint: EndpointConfig, prompt: string, params: Record<string, unknown>): Record<string, unknown> {
  const limit = probeMaxTokens(endpoint.api);
  const messages: ChatMessage[] = [{ role: 'user', content: prompt }];
  const scenario: ScenarioConfig = {
    name: 'probe',
    weight: 1,
    messages,
    // Where the API needs no limit, the one apiBody writes is left out below.
    maxTokens: limit ?? 0,
    params: structuredClone(params),
    cache: 'cold',
    agent: null,
  };
  const body = apiBody(endpoint, scenario, messages);
  if (limit !== null) return body;
  const given = (field: string): boolean => field in params || field in endpoint.body;
  const own = new Set<string>(TOKEN_LIMIT_FIELDS.filter((field) => !given(field)));
  return Object.fromEntries(Object.entries(body).filter(([field]) => !own.has(field)));
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
 * Sends the workload's probe set to every endpoint, each its API's variants in its API's body: per prompt a control
 * (the prompt alone) and each variant, each `repeat` times, interleaved round by round so control and variants meet the same conditions; then judges them.
 * Returns null when the workload declares no probes.
 */
export async function runConformance(workload: Workload, opts: RunConformanceOptions): Promise<ConformanceResults | null> {
  const settings = workload.probes;
  if (!settings) return null;
  const wanted = opts.endpoints ? new Set(opts.endpoints) : null;
  let index = 0;
  const perEndpoint = workload.endpoints
    .filter((endpoint) => !wanted || wanted.has(endpoint.name))
    .map((endpoint) => {
      const apiKey = opts.apiKeys.get(endpoint.name) ?? null;
      // Each endpoint gets its API's variants (and the custom ones for it); an id its API lacks is not sent to it.
      const groups = promptGroups(settings, variantsFor(settings, endpoint.api));
      const jobs: Job[] = [];
      for (let round = 0; round < settings.repeat; round++) {
        for (const group of groups) {
          jobs.push({ key: group.controlId, body: probeBody(endpoint, group.prompt, {}) });
          for (const variant of group.variants) jobs.push({ key: variant.id, body: probeBody(endpoint, group.prompt, variant.params) });
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
      return { endpoint, groups, tasks };
    });
  // Endpoints are independent servers: probing them side by side halves the wait without loading any one more.
  const measured = await Promise.all(
    perEndpoint.map(async ({ endpoint, groups, tasks }) => ({ endpoint, groups, done: await pooled(tasks, opts.concurrency ?? 4) })),
  );
  const probes: ProbeRecord[] = [];
  for (const { endpoint, groups, done } of measured) {
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
