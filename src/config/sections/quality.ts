/**
 * `quality:` (docs/quality.md): how the candidate's answers are compared with the comparison side's on the same
 * prompts — the same text, the same token distribution (log-probs), equivalent task accuracy. The workload's section
 * is the default of every scenario; a scenario's own `quality:` lies over it key by key (null: none for the scenario).
 */
import { apiOf, DEFAULT_API, isApiId } from '../../apis/index.js';
import type { PathSegment } from '../read/json-path.js';
import type { PathIssue } from '../read/path-issue.js';

/** `identical`: a lossless change, any different answer fails; `distribution`: the log-probs within their margins;
 * `none`: reported only, never failing. */
export const QUALITY_EXPECTATIONS = ['identical', 'distribution', 'none'] as const;
export type QualityExpectation = (typeof QUALITY_EXPECTATIONS)[number];

/** Defaults (docs/quality.md gives the reasons). */
export const QUALITY_DEFAULTS = {
  /** Alternatives asked per token when log-probs are asked for and the file names no number. */
  topLogprobs: 5,
  /** Mean |Δ log-prob| of the chosen tokens over the common prefix, nats. */
  logprobMargin: 0.1,
  /** Mean divergence per token over the top-k (the truncated Jensen–Shannon estimate), nats. */
  divergenceMargin: 0.02,
  /** Non-inferiority margin of task accuracy (absolute share). */
  accuracyMargin: 0.1,
  /**
   * A first differing token is a near-tie when each side rates the other's pick within this many nats of its own (and
   * lists it in its top-k): measured on the llama.cpp captures (docs/quality.md, "Near-ties").
   */
  tieMargin: 0.05,
  /**
   * Requests of each cell sent again on each side after the measured ones, with `expect: identical`, to measure how
   * often a stack agrees with itself (docs/quality.md, "Self-agreement"): 30 lets the exact test show a change of every
   * answer against a side that agrees with itself on 60 % of them and more (bench/self-agreement-calibration.ts).
   */
  repeat: 30,
} as const;

export interface QualitySpec {
  expect: QualityExpectation;
  /** Alternatives asked per token (`logprobs: k`); null: no log-prob field is sent. `expect: distribution` defaults it. */
  topLogprobs: number | null;
  margins: {
    /** Largest mean |candidate − comparison| log-prob of the chosen tokens over the common prefix, nats. */
    logprob: number;
    /** Largest mean truncated Jensen–Shannon divergence per token over the top-k, nats. */
    divergence: number;
    /** Accuracy may fall by at most this much (absolute) before the comparison can fail (labelled items only). */
    accuracy: number;
    /** A first differing token rated within this many nats of each side's pick by both sides is a tie, not a change. */
    tie: number;
  };
  /**
   * Requests of each cell sent again on each side after the measured ones (the same prompt to the same endpoint), to
   * measure the stack's own non-determinism (docs/quality.md, "Self-agreement"); 0: none, and any changed answer fails
   * `expect: identical`. Default QUALITY_DEFAULTS.repeat with `expect: identical`, else 0.
   */
  repeat: number;
  /**
   * True for answers compared by default (docs/quality.md, "Answers by default"): a deterministic scenario without
   * `quality:` in a workload with a reference endpoint on a server of its own. Reported, never failing; absent when
   * the workload declared `quality:`.
   */
  implicit?: true;
}

/** The `quality:` section as the schema guarantees it. */
export interface QualityFile {
  expect?: QualityExpectation;
  logprobs?: number | boolean;
  repeat?: number;
  margins?: { logprob?: number; divergence?: number; accuracy?: number; tie?: number };
}

/** The scenario's `quality:` over the workload's; null when neither says anything (nothing is compared). */
export function normalizeQuality(workload: QualityFile | undefined, scenario: QualityFile | null | undefined): QualitySpec | null {
  if (scenario === null) return null;
  if (workload === undefined && scenario === undefined) return null;
  const pick = <K extends keyof QualityFile>(key: K): QualityFile[K] => scenario?.[key] ?? workload?.[key];
  const expect = pick('expect') ?? 'none';
  const asked = pick('logprobs');
  const topLogprobs =
    typeof asked === 'number'
      ? asked
      : asked === true || (asked === undefined && expect === 'distribution')
        ? QUALITY_DEFAULTS.topLogprobs
        : null;
  const margins = { ...workload?.margins, ...scenario?.margins };
  return {
    expect,
    topLogprobs,
    repeat: pick('repeat') ?? (expect === 'identical' ? QUALITY_DEFAULTS.repeat : 0),
    margins: {
      logprob: margins.logprob ?? QUALITY_DEFAULTS.logprobMargin,
      divergence: margins.divergence ?? QUALITY_DEFAULTS.divergenceMargin,
      accuracy: margins.accuracy ?? QUALITY_DEFAULTS.accuracyMargin,
      tie: margins.tie ?? QUALITY_DEFAULTS.tieMargin,
    },
  };
}

/**
 * What answers are compared by default (docs/quality.md, "Answers by default"): `expect: none` (reported, never
 * failing), no log-probs asked, no repeats.
 */
export function implicitQuality(): QualitySpec {
  return {
    expect: 'none',
    topLogprobs: null,
    repeat: 0,
    margins: {
      logprob: QUALITY_DEFAULTS.logprobMargin,
      divergence: QUALITY_DEFAULTS.divergenceMargin,
      accuracy: QUALITY_DEFAULTS.accuracyMargin,
      tie: QUALITY_DEFAULTS.tieMargin,
    },
    implicit: true,
  };
}

/**
 * Whether a workload's deterministic scenarios without `quality:` have their answers compared by default: it has a
 * reference endpoint (answers compared in the same run; a baseline's prompts carry another run's tags), and no two of
 * its endpoints share a base URL (the same prompt sent twice to one server would find the other's prefix cache).
 */
export function comparesAnswersByDefault(endpoints: readonly { baseUrl: string; reference: boolean }[]): boolean {
  if (!endpoints.some((e) => e.reference)) return false;
  const urls = endpoints.map((e) => e.baseUrl.replace(/\/+$/u, '').toLowerCase());
  return new Set(urls).size === urls.length;
}

/** Each scenario's quality settings by scenario name (empty when none has any). */
export function qualityByScenario(scenarios: readonly { name: string; quality?: QualitySpec }[]): Record<string, QualitySpec> {
  return Object.fromEntries(scenarios.flatMap((s) => (s.quality ? [[s.name, s.quality] as const] : [])));
}

interface ScenarioLike {
  name?: unknown;
  quality?: unknown;
  params?: unknown;
}

/**
 * What the schema cannot say about `quality:`: `expect: distribution` with `logprobs: false` (nothing to compare), an
 * endpoint whose API returns no log-probs when they are asked for, and a comparison of identical answers asked of
 * requests that are not deterministic (no `temperature: 0` and no `seed` in the scenario's params).
 */
export function qualityIssues(
  data: Record<string, unknown>,
  scenarios: readonly [number, Record<string, unknown>][],
  endpoints: readonly [number, Record<string, unknown>][],
): PathIssue[] {
  const apis = endpoints.map(([, e]) => (typeof e.api === 'string' ? e.api : DEFAULT_API));
  // Temperature 0 (or a seed) in every endpoint's own body makes every request deterministic too.
  const everyBody = endpoints.length > 0 && endpoints.every(([, e]) => deterministic(asRecord(e.body)));
  const top = asRecord(data.quality) as QualityFile | null;
  const issues: PathIssue[] = [];
  for (const [index, raw] of scenarios) {
    const scenario = raw as ScenarioLike;
    if (scenario.quality === null) continue;
    const own = asRecord(scenario.quality) as QualityFile | null;
    if (!top && !own) continue;
    const spec = normalizeQuality(top ?? undefined, own ?? undefined);
    if (!spec) continue;
    const at = (key: string): PathSegment[] => (own && key in own ? ['scenarios', index, 'quality', key] : ['quality', key]);
    const name = JSON.stringify(scenario.name);
    if (spec.expect === 'distribution' && spec.topLogprobs === null)
      issues.push({
        path: at('logprobs'),
        message: `expect: distribution compares log-probs: it cannot be combined with logprobs: false (scenario ${name})`,
      });
    // An API whose log-probs streamgate asks for and reads says how (src/apis/, `logprobs`).
    const withoutLogprobs = apis.find((api) => !isApiId(api) || apiOf(api).logprobs === null);
    if (spec.topLogprobs !== null && withoutLogprobs)
      issues.push({
        path: at(own && 'logprobs' in own ? 'logprobs' : 'expect'),
        message: `asks for log-probs, but an endpoint speaks ${withoutLogprobs}, whose log-probs streamgate does not read (scenario ${name}); compare its text with expect: identical instead`,
      });
    if (spec.expect !== 'none' && !everyBody && !deterministic(asRecord(scenario.params)))
      issues.push({
        path: at('expect'),
        message: `expect: ${spec.expect} compares answers to the same prompt, which needs deterministic requests: scenario ${name} sets neither params.temperature: 0 nor params.seed`,
      });
  }
  return issues;
}

/** Temperature 0 or a fixed `seed`: a request a deterministic server answers the same way every time. */
export function deterministic(params: Record<string, unknown> | null | undefined): boolean {
  return params?.temperature === 0 || typeof params?.seed === 'number';
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
