/**
 * A cell: one endpoint × scenario × cache state (× agent turn), the unit every stage after the run groups requests by.
 * Results, baselines, the gate and the report all name cells through this one identity.
 */

/** Whether a request's prompt prefix was new to the server (`cold`) or primed by an earlier request (`warm`). */
export type CacheState = 'cold' | 'warm';

export interface CellIdentity {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  /** Agent-loop turn (0-based); null for single-request scenarios (and for a job cell). */
  turn: number | null;
  /**
   * A job cell: an agent scenario's whole jobs, one value per job (src/gate/evaluate/jobs.ts), beside its turns' cells. Absent
   * for a cell of requests.
   */
  job?: true;
}

/**
 * Identity of a cell across runs, `endpoint/scenario/cache[/turnN|/job]`: unambiguous because endpoint and scenario names
 * cannot contain `/` (the workload schema), and the id the gate's comparisons and warnings are named by.
 */
export function cellKey(cell: CellIdentity): string {
  const tail = cell.job ? '/job' : cell.turn === null ? '' : `/turn${cell.turn}`;
  return `${cell.endpoint}/${cell.scenario}/${cell.cache}${tail}`;
}

export function sameCell(a: CellIdentity, b: CellIdentity): boolean {
  return (
    a.endpoint === b.endpoint && a.scenario === b.scenario && a.cache === b.cache && a.turn === b.turn && Boolean(a.job) === Boolean(b.job)
  );
}
