import { DEFAULT_PROBE_PROMPT, DEFAULT_PROBE_REPEAT, defaultProbeVariants } from './default-probes.js';
import { API_IDS, type ApiId } from '../../apis/index.js';
import type { ProbeCheck } from '../../vocabulary/index.js';
import { resolveMinPassRate, type MinPassRateFile } from './min-pass-rate.js';
import type { AnswerExpectation, ProbeSettings, ProbeVariantConfig, ScenarioExpectations } from '../types.js';
import { isRecord } from '../../util/index.js';

/** A scenario's `expect:` as written (the schema guarantees the shapes). */
export interface ExpectFile {
  reasoning?: 'absent' | 'present';
  withinMaxTokens?: boolean;
  stopHonoured?: boolean;
  nonEmpty?: boolean;
  json?: boolean;
  jsonSchema?: Record<string, unknown>;
  usage?: boolean;
  answer?: AnswerFile;
  minPassRate?: MinPassRateFile;
}

interface CustomProbeFile {
  name: string;
  family?: string;
  params: Record<string, unknown>;
  check: ProbeCheck;
  prompt?: string;
  api?: ApiId;
}

/** `probes:` as written: `default`, `none`, or an object. */
export type ProbesFile =
  'default' | 'none' | { set?: 'default' | 'none'; only?: string[]; repeat?: number; prompt?: string; custom?: CustomProbeFile[] };

/** The JSON Schema carried by `response_format: {type: json_schema, json_schema: {schema}}`, if any. */
function responseFormatSchema(format: Record<string, unknown>): Record<string, unknown> | null {
  const spec = format['json_schema'];
  return isRecord(spec) && isRecord(spec['schema']) ? spec['schema'] : null;
}

interface AnswerFile extends Omit<AnswerExpectation, 'number'> {
  number?: { value: number; tolerance?: number };
}

function normalizeAnswer(answer: AnswerFile): AnswerExpectation {
  const { number, ...rest } = answer;
  return { ...structuredClone(rest), ...(number ? { number: { value: number.value, tolerance: number.tolerance ?? 0 } } : {}) };
}

/**
 * The scenario's assertions. A `response_format` asking for JSON switches the JSON check on (and its schema on)
 * even without `expect:`, since an answer that does not parse is wrong whatever else it does; `json: false` opts out.
 */
export function normalizeExpect(file: ExpectFile | undefined, params: Record<string, unknown>): ScenarioExpectations | null {
  const format = isRecord(params['response_format']) ? params['response_format'] : null;
  const asksJson = format !== null && (format['type'] === 'json_object' || format['type'] === 'json_schema');
  if (file === undefined && !asksJson) return null;
  const json = file?.json ?? asksJson;
  return {
    reasoning: file?.reasoning ?? null,
    withinMaxTokens: file?.withinMaxTokens ?? false,
    stopHonoured: file?.stopHonoured ?? false,
    nonEmpty: file?.nonEmpty ?? false,
    json: json || file?.jsonSchema !== undefined,
    jsonSchema: file?.jsonSchema ?? (json && format !== null ? responseFormatSchema(format) : null),
    usage: file?.usage ?? false,
    answer: file?.answer ? normalizeAnswer(file.answer) : null,
    minPassRate: resolveMinPassRate(file?.minPassRate),
  };
}

/**
 * Probes are opt-in: absent or `none` sends none (existing workloads and baselines keep their request count and
 * cost); `default` is each API's built-in set; an object picks from them (`only`: ids of any API's set, each sent to
 * the endpoints whose API has it), adds `custom` variants (sent as written to every endpoint, or to those of their
 * `api:`) and sets `repeat`.
 */
export function normalizeProbes(file: ProbesFile | undefined): ProbeSettings | null {
  if (file === undefined || file === 'none') return null;
  const options = file === 'default' ? {} : file;
  const builtIn = (options.set ?? 'default') === 'default' ? API_IDS.flatMap((api) => defaultProbeVariants(api)) : [];
  const only = options.only ? new Set(options.only) : null;
  const custom: ProbeVariantConfig[] = (options.custom ?? []).map((c) => ({
    id: c.name,
    family: c.family ?? 'custom',
    params: structuredClone(c.params),
    check: c.check,
    prompt: c.prompt ?? null,
    api: c.api ?? null,
  }));
  const variants = [...builtIn.filter((v) => only === null || only.has(v.id)), ...custom];
  if (variants.length === 0) return null;
  return { repeat: options.repeat ?? DEFAULT_PROBE_REPEAT, prompt: options.prompt ?? DEFAULT_PROBE_PROMPT, variants };
}
