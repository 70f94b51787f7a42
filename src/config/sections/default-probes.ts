/**
 * The conformance probes' settings: the repeat count, the prompts, and each API's built-in probe set and token limit,
 * read from its folder (src/apis/). Ids are keys in results and baselines; one id means the same body fields on every
 * API that has it (`max_tokens=8`, `stop=12`, `temperature=0`, …).
 */
import { API_IDS, apiOf, DEFAULT_API, type ApiId } from '../../apis/index.js';
import type { ProbeSettings, ProbeVariantConfig } from '../types.js';

export {
  DEFAULT_PROBE_PROMPT,
  PROBE_STOP_SEQUENCE,
  PROBE_THINKING_BUDGET,
  PROBE_TOKEN_LIMIT,
  REPEATABILITY_PROMPT,
  RESPONSES_PROBE_TOKEN_LIMIT,
} from '../../apis/index.js';

/** Requests per probe variant unless `probes.repeat` says otherwise. */
export const DEFAULT_PROBE_REPEAT = 3;

/**
 * The token limit every probe request of an API carries unless its variant sets one, or null for none (only where the
 * API needs one: src/apis/<api>/).
 */
export function probeMaxTokens(api: ApiId): number | null {
  return apiOf(api).probes.maxTokens;
}

/** The built-in probe set of an API (`probes: default` sends each endpoint its API's set). */
export function defaultProbeVariants(api: ApiId = DEFAULT_API): ProbeVariantConfig[] {
  return apiOf(api).probes.variants.map((v) => ({ ...v, params: structuredClone(v.params), api }));
}

/** Every built-in variant id, each once, in API order: what `probes.only` may name. */
export function builtInProbeIds(): string[] {
  return [...new Set(API_IDS.flatMap((api) => defaultProbeVariants(api).map((v) => v.id)))];
}

/**
 * The variants an endpoint of this API is sent, in probe-set order: the built-in ones chosen for its API, then the
 * custom ones for every API or for this one.
 */
export function variantsFor(settings: Pick<ProbeSettings, 'variants'>, api: ApiId): ProbeVariantConfig[] {
  return settings.variants.filter((v) => v.api === null || v.api === api);
}
