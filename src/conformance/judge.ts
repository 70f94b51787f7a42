import type { ProbeVariantConfig } from '../config/index.js';
import { computeMetrics } from '../metrics/index.js';
import type { Sample } from '../probe/index.js';
import { quantile } from '../stats/index.js';
import { CHECKS, reasoningTokensOf, type CheckContext } from './checks.js';
import type { ProbeRecord, ProbeVerdict } from './types.js';

type Outcome = 'pass' | 'fail' | 'rejected' | 'error';

function succeeded(samples: readonly Sample[]): Sample[] {
  return samples.filter((s) => s.error === null);
}

function median(values: readonly number[]): number | null {
  return values.length > 0
    ? quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      )
    : null;
}

/**
 * Whether the control leaves the variant nothing to show: no reasoning to switch off or reduce, no stop sequence in
 * the text, an answer already within the limit. Unknown (no successful control) counts as applicable.
 */
function notApplicable(variant: ProbeVariantConfig, control: readonly Sample[]): boolean {
  const ok = succeeded(control);
  return ok.length > 0 && (CHECKS[variant.check].nothingToShow?.(ok, variant.params) ?? false);
}

function outcomeOf(sample: Sample, variant: ProbeVariantConfig, context: CheckContext): Outcome {
  if (sample.error) return sample.error.kind === 'http_4xx' ? 'rejected' : 'error';
  return CHECKS[variant.check].passes(sample, context) ? 'pass' : 'fail';
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
function observed(
  samples: readonly Sample[],
): Pick<ProbeRecord, 'reasoningTokens' | 'ttftMs' | 'settleMs' | 'settleRangeMs' | 'status' | 'message'> {
  const ok = succeeded(samples);
  const metrics = ok.map(computeMetrics);
  const firstError = samples.find((s) => s.error !== null)?.error ?? null;
  const settles = metrics.map((m) => m.settleMs).filter((v): v is number => v !== null);
  return {
    reasoningTokens: ok.length > 0 ? ok.reduce((sum, s) => sum + reasoningTokensOf(s), 0) / ok.length : null,
    ttftMs: median(metrics.map((m) => m.ttftMs).filter((v): v is number => v !== null)),
    settleMs: median(settles),
    ...(settles.length >= 2 ? { settleRangeMs: [Math.min(...settles), Math.max(...settles)] as [number, number] } : {}),
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
export function judgeVariant(
  endpoint: string,
  variant: ProbeVariantConfig,
  samples: readonly Sample[],
  control: readonly Sample[],
): ProbeRecord {
  const context: CheckContext = {
    params: variant.params,
    controlReasoning: median(succeeded(control).map(reasoningTokensOf)),
    succeeded: succeeded(samples),
  };
  const outcomes = { pass: 0, fail: 0, rejected: 0, error: 0 };
  for (const sample of samples) outcomes[outcomeOf(sample, variant, context)]++;
  let verdict = verdictOf(outcomes);
  if ((verdict === 'honoured' || verdict === 'ignored' || verdict === 'inconsistent') && notApplicable(variant, control))
    verdict = 'not-applicable';
  const minJudged = CHECKS[variant.check].minJudged ?? 1;
  if (outcomes.pass + outcomes.fail < minJudged && verdict !== 'rejected') verdict = 'failed';
  return { endpoint, variant: variant.id, family: variant.family, check: variant.check, verdict, outcomes, ...observed(samples) };
}
