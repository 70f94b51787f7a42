import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { TOOL_VERSION } from '../version.js';
import type { EndpointDecision, FailOn, RunVerdict } from '../decision/index.js';

/**
 * `verdict.json` (schemas/verdict.schema.json): the run's verdict for scripts, beside results.json in the results
 * folder, and what `--json` prints. Written by every command and action mode that ends a run, also when it measured
 * nothing (a skipped fork run, an error before a verdict), so an artifact upload always finds the folder.
 */
export const VERDICT_FILE_VERSION = 1;

export interface VerdictFile {
  version: typeof VERDICT_FILE_VERSION;
  kind: 'verdict';
  tool: { name: 'streamgate'; version: string };
  command: 'gate' | 'sweep' | 'record' | 'aa' | 'merge' | 'history';
  workload: { name: string; fingerprint: string | null } | null;
  /** The run's verdict; `skipped`: nothing measured (no secrets); `recorded`: a baseline was written. */
  verdict: RunVerdict | 'skipped' | 'recorded';
  /** The CLI's exit status for this verdict (the action fails its step when it is not 0). */
  exitCode: number;
  failOn: FailOn;
  reason: string;
  comparison: { kind: 'reference' | 'baseline' | 'slo' | 'none'; label: string | null };
  endpoints: EndpointDecision[];
  files: { results: string | null; samples: string | null; report: string | null; baseline: string | null };
}

export type VerdictFileInput = Omit<VerdictFile, 'version' | 'kind' | 'tool'>;

export function verdictFile(input: VerdictFileInput): VerdictFile {
  return { version: VERDICT_FILE_VERSION, kind: 'verdict', tool: { name: 'streamgate', version: TOOL_VERSION }, ...input };
}

/** What a gate run was compared with: its comparison side, else its SLOs, else nothing. */
export function comparisonOf(evaluation: {
  comparand?: { kind: 'reference' | 'baseline'; label: string } | null;
  outcome?: { slo?: readonly unknown[] } | null;
}): VerdictFile['comparison'] {
  const kind = evaluation.comparand?.kind ?? ((evaluation.outcome?.slo ?? []).length > 0 ? 'slo' : 'none');
  return { kind, label: evaluation.comparand?.label ?? null };
}

/** The endpoints of a run that compared nothing (a recorded baseline, a skipped run), each `not-compared`. */
export function notComparedEndpoints(endpoints: readonly { name: string; reference: boolean }[]): EndpointDecision[] {
  return endpoints.map((e) => ({ name: e.name, reference: e.reference, verdict: 'not-compared', look: null, looks: null, decidedBy: [] }));
}

export function writeVerdictFile(path: string, file: VerdictFile, redact: (s: string) => string = (s) => s): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${redact(JSON.stringify(file, null, 2))}\n`);
}
