/** Conformance measured: the probes sent to every endpoint and the scenario assertions tallied over the run's samples. */
import { DEFAULT_PROBE_REPEAT, type Workload } from '../config/index.js';
import type { ProbeDeps, Sample } from '../probe/index.js';
import { runConformance, type ProbeFn } from './run-probes.js';
import { checkSamples, tallyChecks, type CheckedSample } from './tally.js';
import type { ConformanceData } from './types.js';

export interface MeasureConformanceOptions {
  apiKeys: ReadonlyMap<string, string | null>;
  probe: ProbeFn;
  probeDeps?: Omit<ProbeDeps, 'signal'>;
  signal?: AbortSignal;
  concurrency?: number;
  /** The scenario assertions of the run's measured requests: already checked as each completed (`checkSamples`), or
   * the samples to check now (e.g. `readSamplesFile(outcome.samplesPath)`). */
  checked?: CheckedSample[];
  samples?: Iterable<Sample>;
}

/** Whether the workload asks for any conformance work (probes or scenario expectations). */
export function wantsConformance(workload: Workload): boolean {
  return Boolean(workload.probes) || workload.scenarios.some((s) => Boolean(s.expect));
}

/**
 * Probes every endpoint and tallies the scenario assertions of the measured samples. Null when the workload has
 * neither probes nor expectations (nothing is sent).
 */
export async function measureConformance(workload: Workload, opts: MeasureConformanceOptions): Promise<ConformanceData | null> {
  if (!wantsConformance(workload)) return null;
  const probes = await runConformance(workload, {
    apiKeys: opts.apiKeys,
    probe: opts.probe,
    ...(opts.probeDeps ? { probeDeps: opts.probeDeps } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.concurrency !== undefined ? { concurrency: opts.concurrency } : {}),
  });
  return {
    repeat: probes?.repeat ?? workload.probes?.repeat ?? DEFAULT_PROBE_REPEAT,
    probes: probes?.probes ?? [],
    assertions: tallyChecks(workload, opts.checked ?? checkSamples(workload, opts.samples ?? [])),
  };
}
