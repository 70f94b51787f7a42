import type { ProbeVariantConfig } from '../config/types.js';
import { computeMetrics } from '../metrics/compute.js';
import type { Sample } from '../probe/sample.js';
import { quantile } from '../stats/index.js';
import { hasReasoning, outputTokens, stopHonoured, stopSequences, withinLimit } from './assertions.js';
import type { ProbeRecord, ProbeVerdict } from './types.js';

type Outcome = 'pass' | 'fail' | 'rejected' | 'error';

// Providers that report no reasoning tokens still stream the text; ~4 characters per token is the usual estimate.
const CHARS_PER_TOKEN = 4;

/** Reasoning tokens of one response: reported by usage, else estimated from the reasoning text. */
export function reasoningTokensOf(sample: Sample): number {
  return sample.usage?.reasoningTokens ?? Math.ceil(sample.reasoningChars / CHARS_PER_TOKEN);
}

function succeeded(samples: readonly Sample[]): Sample[] {
  return samples.filter((s) => s.error === null);
}

function median(values: readonly number[]): number | null {
  return values.length > 0 ? quantile([...values].sort((a, b) => a - b), 0.5) : null;
}

/** The token limit a max-tokens variant sets. */
function limitOf(params: Record<string, unknown>): number | null {
  const value = params['max_tokens'] ?? params['max_completion_tokens'];
  return typeof value === 'number' ? value : null;
}

/**
 * Whether the control leaves the variant nothing to show: no reasoning to switch off or reduce, no stop sequence in
 * the text, an answer already within the limit. Unknown (no successful control) counts as applicable.
 */
function notApplicable(variant: ProbeVariantConfig, control: readonly Sample[]): boolean {
  const ok = succeeded(control);
  if (ok.length === 0) return false;
  switch (variant.check) {
    case 'reasoning-off':
    case 'reasoning-reduced':
      return ok.every((s) => !hasReasoning(s));
    case 'stop': {
      const sequences = stopSequences(variant.params);
      return ok.every((s) => sequences.every((q) => !s.content.includes(q)));
    }
    case 'max-tokens': {
      const limit = limitOf(variant.params);
      return limit !== null && ok.every((s) => outputTokens(s) <= limit);
    }
    default:
      return false;
  }
}

function outcomeOf(sample: Sample, variant: ProbeVariantConfig, controlReasoning: number | null, repeatable: boolean): Outcome {
  if (sample.error) return sample.error.kind === 'http_4xx' ? 'rejected' : 'error';
  switch (variant.check) {
    case 'reasoning-off':
      return hasReasoning(sample) ? 'fail' : 'pass';
    case 'reasoning-reduced':
      return !hasReasoning(sample) || (controlReasoning !== null && reasoningTokensOf(sample) < controlReasoning) ? 'pass' : 'fail';
    case 'max-tokens': {
      const limit = limitOf(variant.params);
      return limit !== null && withinLimit(sample, limit) ? 'pass' : 'fail';
    }
    case 'stop':
      return stopHonoured(sample, stopSequences(variant.params)) ? 'pass' : 'fail';
    case 'usage':
      return sample.usage !== null && sample.usage.completionTokens !== null ? 'pass' : 'fail';
    case 'repeatable':
      return repeatable ? 'pass' : 'fail';
  }
}

/** Identical text (content and tool calls) from every successful request; needs at least two. */
function allIdentical(samples: readonly Sample[]): boolean {
  const texts = succeeded(samples).map((s) => JSON.stringify([s.content, s.toolCalls.map((t) => [t.name, t.arguments])]));
  return texts.length >= 2 && texts.every((t) => t === texts[0]);
}

function verdictOf(counts: ProbeRecord['outcomes']): ProbeVerdict {
  const judged = counts.pass + counts.fail;
  // Transient errors (timeouts, 5xx) say nothing about the parameter; the other requests decide.
  if (judged === 0) return counts.rejected > 0 ? 'rejected' : 'failed';
  if (counts.rejected > 0) return 'inconsistent';
  if (counts.fail === 0) return 'honoured';
  if (counts.pass === 0) return 'ignored';
  return 'inconsistent';
}

/** Cost figures and the first problem, shared by variant and control records. */
function observed(samples: readonly Sample[]): Pick<ProbeRecord, 'reasoningTokens' | 'ttftMs' | 'settleMs' | 'status' | 'message'> {
  const ok = succeeded(samples);
  const metrics = ok.map(computeMetrics);
  const firstError = samples.find((s) => s.error !== null)?.error ?? null;
  return {
    reasoningTokens: ok.length > 0 ? ok.reduce((sum, s) => sum + reasoningTokensOf(s), 0) / ok.length : null,
    ttftMs: median(metrics.map((m) => m.ttftMs).filter((v): v is number => v !== null)),
    settleMs: median(metrics.map((m) => m.settleMs).filter((v): v is number => v !== null)),
    status: firstError?.status ?? null,
    message: firstError?.message ?? null,
  };
}

/** The control row: the same prompt without any setting. */
export function summariseControl(endpoint: string, id: string, samples: readonly Sample[]): ProbeRecord {
  const ok = succeeded(samples).length;
  const rejected = samples.filter((s) => s.error?.kind === 'http_4xx').length;
  return {
    endpoint,
    variant: id,
    family: 'control',
    check: null,
    verdict: 'control',
    outcomes: { pass: ok, fail: 0, rejected, error: samples.length - ok - rejected },
    ...observed(samples),
  };
}

/** Judges one variant's requests against its control's (see ProbeVerdict for the verdicts). */
export function judgeVariant(endpoint: string, variant: ProbeVariantConfig, samples: readonly Sample[], control: readonly Sample[]): ProbeRecord {
  const controlOk = succeeded(control);
  const controlReasoning = median(controlOk.map(reasoningTokensOf));
  const repeatable = variant.check === 'repeatable' && allIdentical(samples);
  const outcomes = { pass: 0, fail: 0, rejected: 0, error: 0 };
  for (const sample of samples) outcomes[outcomeOf(sample, variant, controlReasoning, repeatable)]++;
  let verdict = verdictOf(outcomes);
  if ((verdict === 'honoured' || verdict === 'ignored' || verdict === 'inconsistent') && notApplicable(variant, control)) verdict = 'not-applicable';
  // One successful request cannot show repeatability.
  if (variant.check === 'repeatable' && outcomes.pass + outcomes.fail < 2 && verdict !== 'rejected') verdict = 'failed';
  return { endpoint, variant: variant.id, family: variant.family, check: variant.check, verdict, outcomes, ...observed(samples) };
}
