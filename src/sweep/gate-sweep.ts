import { capacityThreshold, compareCapacity } from '../gate/index.js';
import type { SweepEndpoint, SweepEndpointGate, SweepGate, SweepResults } from '../results/index.js';

/** What a sweep's capacities are compared with: a recorded sweep, the reference endpoint of the same sweep, or nothing. */
export type SweepComparand = { kind: 'baseline'; baseline: SweepResults } | { kind: 'reference'; reference: string } | { kind: 'none' };

/** The capacity each endpoint's comparison side sustains; null when there is none to compare with (yet). */
function sideOf(comparand: SweepComparand, endpoint: string, swept: readonly SweepEndpoint[]): SweepEndpoint | null {
  if (comparand.kind === 'baseline') return comparand.baseline.endpoints.find((e) => e.name === endpoint) ?? null;
  if (comparand.kind === 'reference' && endpoint !== comparand.reference) return swept.find((e) => e.name === comparand.reference) ?? null;
  return null;
}

/**
 * The level an endpoint must be measured at for the gate to decide: the comparison side's capacity less the margin,
 * so the candidate's verdict at exactly that load settles it (the search alone might step over it).
 */
export function requiredLevels(comparand: SweepComparand, margin: number, load: 'concurrency' | 'rate') {
  return (endpoint: string, swept: readonly SweepEndpoint[]): number[] => {
    const side = sideOf(comparand, endpoint, swept);
    const threshold = side ? capacityThreshold(side.capacity, margin, load) : null;
    return threshold === null ? [] : [threshold];
  };
}

/**
 * Every endpoint's capacity against its comparison side's: fails when one cannot sustain the side's capacity less the
 * margin (it violated the SLO at or below that load), naming the level and the objectives that broke there.
 */
export function gateSweep(sweep: SweepResults, comparand: SweepComparand): SweepGate {
  const endpoints: SweepEndpointGate[] = sweep.endpoints
    .filter((e) => !(comparand.kind === 'reference' && e.name === comparand.reference))
    .map((endpoint) => {
      const side = comparand.kind === 'none' ? null : sideOf(comparand, endpoint.name, sweep.endpoints);
      if (!side) return { endpoint: endpoint.name, verdict: 'no-baseline', comparison: null, brokenObjectives: [] };
      const comparison = compareCapacity(side.capacity, endpoint.capacity, sweep.sweep.margin, sweep.sweep.load, sweep.hasSlo);
      const broke = comparison.brokeAt === null ? null : endpoint.levels.find((l) => l.load === comparison.brokeAt);
      return {
        endpoint: endpoint.name,
        verdict: comparison.verdict,
        comparison,
        brokenObjectives: broke ? broke.slo.filter((v) => v.verdict === 'violated').map((v) => v.id) : [],
      };
    });
  const verdicts = endpoints.map((e) => e.verdict);
  const verdict: SweepGate['verdict'] = verdicts.includes('fail')
    ? 'fail'
    : verdicts.includes('inconclusive')
      ? 'inconclusive'
      : verdicts.includes('pass')
        ? 'pass'
        : 'not-gated';
  return { comparand: comparand.kind, verdict, endpoints };
}
