/**
 * The sweep's sentences, shared by the Markdown report and the terminal: the headline (verdict and which endpoints
 * decided it), the capacity an endpoint's levels bracket, a violated objective, and the gate's comparison for one
 * endpoint. Each takes the style it is written in. Pure.
 */
import type { CapacityEstimate, SloVerdict } from '../../gate/index.js';
import type { SweepEndpoint, SweepEndpointGate, SweepGate, SweepLevel, SweepResults } from '../../results/index.js';
import { cellWhere, formatPercent, formatValue } from '../format.js';
import {
  formatRate,
  kneeOf,
  KNEE_MARK,
  loadNumber,
  loadText,
  nameList,
  sortedLevels,
  SWEEP_STATUS,
  type SweepLoad,
  type SweepReportInput,
  type SweepTextStyle,
} from './words.js';

export function endpointGate(gate: SweepGate, name: string): SweepEndpointGate | undefined {
  return gate.endpoints.find((g) => g.endpoint === name);
}

/** The verdict word and one line saying which endpoints decided it. */
export function sweepHeadline(input: SweepReportInput, style: SweepTextStyle): { status: string; text: string } {
  const { sweep, gate } = input;
  const load = sweep.sweep.load;
  const n = (g: SweepEndpointGate): string => style.name(g.endpoint, 80);
  const of = (verdict: SweepEndpointGate['verdict']): SweepEndpointGate[] => gate.endpoints.filter((g) => g.verdict === verdict);
  const total = gate.endpoints.length;
  if (gate.comparand === 'none' || total === 0) {
    const status = 'measured, no baseline';
    if (!sweep.hasSlo) return { status, text: 'no SLO declared: levels measured, not judged' };
    const capacities = sweep.endpoints.map((e) => `${style.name(e.name, 80)} ${capacityShort(e.capacity, load)}`);
    return { status, text: capacities.length > 0 ? `capacity: ${capacities.join(' · ')}` : 'no endpoint measured' };
  }
  const parts: string[] = [];
  const failed = of('fail');
  if (failed.length > 0) {
    const why = (g: SweepEndpointGate): string =>
      `must sustain ${loadText(g.comparison?.threshold ?? null, load)}, SLO violated at ${loadText(g.comparison?.brokeAt ?? null, load)}`;
    parts.push(
      failed.length === 1 && total === 1
        ? `${n(failed[0]!)} fell below its capacity threshold: ${why(failed[0]!)}`
        : `${failed.length} of ${total} endpoints fell below their capacity threshold: ${nameList(failed.map((g) => `${n(g)} (${why(g)})`))}`,
    );
  }
  const undecidedSide = of('inconclusive').filter((g) => g.comparison?.reason === 'baseline-undecided');
  if (undecidedSide.length > 0)
    parts.push(
      `${nameList(undecidedSide.map(n))}: nothing to hold ${undecidedSide.length === 1 ? 'it' : 'them'} to: the comparison side decided no level of its sweep (too few requests per level)`,
    );
  const open = of('inconclusive').filter((g) => g.comparison?.reason !== 'baseline-undecided');
  if (open.length > 0) {
    parts.push(
      `${nameList(open.map(n))}: capacity not shown on either side of the threshold (${nameList(
        open.map((g) => loadText(g.comparison?.threshold ?? null, load)),
      )})`,
    );
  }
  if (gate.verdict === 'pass' || (parts.length === 0 && of('pass').length > 0)) {
    const passed = of('pass');
    const what = (g: SweepEndpointGate): string =>
      `shown met at ${loadText(g.comparison?.candidate.lower ?? null, load)}, must sustain ${loadText(g.comparison?.threshold ?? null, load)}`;
    parts.push(
      passed.length === 1
        ? `${n(passed[0]!)} sustained its capacity threshold: ${what(passed[0]!)}`
        : `every gated endpoint sustained its capacity threshold: ${nameList(passed.map((g) => `${n(g)} (${what(g)})`))}`,
    );
  }
  const notGated = [...of('not-gated'), ...of('no-baseline')];
  if (notGated.length > 0) parts.push(`${nameList(notGated.map(n))} not gated (${nameList([...new Set(notGated.map(notGatedReason))])})`);
  return { status: SWEEP_STATUS[gate.verdict], text: parts.join('; ') };
}

function notGatedReason(g: SweepEndpointGate): string {
  if (g.verdict === 'no-baseline') return 'no such endpoint on the comparison side';
  if (g.comparison?.reason === 'no-slo') return 'no SLO declared';
  if (g.comparison?.reason === 'baseline-not-met') return 'the comparison side showed no level meeting the SLO';
  return 'nothing to compare';
}

function capacityShort(c: CapacityEstimate, load: SweepLoad): string {
  if (c.lower !== null) return c.upper === null ? `at least ${loadText(c.lower, load)}` : loadText(c.lower, load);
  if (c.upper !== null) return `none met (violated at ${loadText(c.upper, load)})`;
  return 'not bracketed';
}

/** The capacity sentence: the bracket the levels' verdicts put it in, or what is missing from it. */
export function capacityText(endpoint: SweepEndpoint, sweep: SweepResults, style: SweepTextStyle): string {
  const load = sweep.sweep.load;
  const levels = sortedLevels(endpoint);
  const extra: string[] = [];
  if (endpoint.synchronous !== null)
    extra.push(`Synchronous throughput (one stream): ${formatRate(endpoint.synchronous.requestsPerSecond)} req/s.`);
  if (endpoint.saturation !== null)
    extra.push(`Throughput stopped growing at ${loadText(endpoint.saturation, load)} (less than 10% over half that load).`);
  const server = kneeServerText(levels, kneeOf(endpoint.capacity), load);
  if (server) extra.push(server);
  const tail = extra.length > 0 ? ` ${extra.join(' ')}` : '';
  if (levels.length === 0) return `No level was measured.${tail}`;
  const highest = levels.at(-1)!.load;
  if (!sweep.hasSlo)
    return `No SLO declared: ${levels.length} level${levels.length === 1 ? '' : 's'} up to ${loadText(highest, load)} measured, not judged.${tail}`;
  const { lower, upper, estimate } = endpoint.capacity;
  const estimateText =
    estimate === null ? 'no level’s observed values meet every objective' : `observed estimate ${loadNumber(estimate)} ${KNEE_MARK}`;
  if (lower !== null) {
    const max = highest >= sweep.sweep.max ? ', the sweep’s maximum' : ', the highest measured';
    const violated =
      upper !== null ? `shown violated at ${loadNumber(upper)}` : `none shown violated up to ${loadText(highest, load)}${max}`;
    const shown = upper === null ? `at least ${loadText(lower, load)}` : loadText(lower, load);
    return `Highest load meeting the SLO: ${style.strong(shown)} (shown met at ${loadNumber(lower)}, ${violated}; ${estimateText}).${tail}`;
  }
  if (upper !== null) {
    const below = levels[0]!.load < upper ? 'no level below it shown met' : 'the lowest level measured';
    return `No load shown to meet the SLO: violated at ${style.strong(loadText(upper, load))}, ${below}; ${estimateText}.${tail}`;
  }
  return `Capacity not bracketed: none of ${levels.length} level${levels.length === 1 ? '' : 's'} up to ${loadText(
    highest,
    load,
  )} was shown to meet or to violate the SLO; ${estimateText}.${tail}`;
}

/** What the server said at the knee and at the first level past it: requests waiting and KV-cache use. */
function kneeServerText(levels: readonly SweepLevel[], knee: number | null, load: SweepLoad): string | null {
  if (knee === null) return null;
  const at = levels.find((l) => l.load === knee);
  const past = levels.find((l) => l.load > knee);
  const said = (l: SweepLevel | undefined): string | null => {
    const s = l?.server;
    if (!l || !s || (s.queueDepthMax === null && s.kvCacheUsageMax === null)) return null;
    const parts = [
      ...(s.queueDepthMax !== null
        ? [`${Math.round(s.queueDepthMedian ?? 0)} requests waiting (median; up to ${Math.round(s.queueDepthMax)})`]
        : []),
      ...(s.kvCacheUsageMax !== null ? [`KV cache up to ${formatPercent(s.kvCacheUsageMax)}`] : []),
    ];
    return `at ${loadText(l.load, load)}: ${parts.join(', ')}`;
  };
  const texts = [said(at), said(past)].filter((t): t is string => t !== null);
  return texts.length > 0 ? `The server's telemetry ${texts.join('; ')}.` : null;
}

/** A violated objective with the bound that showed it: `ttftMs p95 ≥ 2310 ms (lower bound) > 2000 ms in chat · cold`. */
export function violationText(v: SloVerdict, style: SweepTextStyle): string {
  const format = (value: number | null): string =>
    value === null ? '–' : v.kind === 'goodput' ? formatPercent(value, 1) : formatValue(v.metric, value);
  const objective = v.kind === 'goodput' ? 'goodput' : `${v.metric} ${v.label ?? ''}`.trim();
  const [atLeast, beyond] = v.violationBound === 'lower' ? ['≥', '>'] : ['≤', '<'];
  return `${objective} ${atLeast} ${format(v.bounds[v.violationBound])} (${v.violationBound} bound) ${beyond} ${format(v.target)} in ${style.name(
    cellWhere(v),
    100,
  )}`;
}

/** Violations named in one sentence at most. */
const MAX_VIOLATIONS = 3;

/** The gate's sentence for one endpoint, or null when it was not compared. */
export function gateText(input: SweepReportInput, endpoint: SweepEndpoint, style: SweepTextStyle): string | null {
  const { sweep, gate } = input;
  const load = sweep.sweep.load;
  const g = endpointGate(gate, endpoint.name);
  if (!g || gate.comparand === 'none') return null;
  const sideName =
    gate.comparand === 'reference'
      ? `The reference endpoint ${style.name(sweep.endpoints.find((e) => e.reference)?.name ?? 'reference', 80)}`
      : 'The baseline';
  if (g.verdict === 'no-baseline') return `Not gated: the baseline sweep has no endpoint named ${style.name(endpoint.name, 80)}.`;
  const c = g.comparison;
  if (c === null) return 'Not gated: nothing to compare.';
  if (c.verdict === 'not-gated') {
    return c.reason === 'no-slo'
      ? 'Not gated: no SLO is declared, so no level is judged.'
      : `Not gated: ${sideName.charAt(0).toLowerCase()}${sideName.slice(1)} showed no level meeting the SLO, so there is no capacity to hold this endpoint to.`;
  }
  const margin = formatPercent(c.margin, Number.isInteger(Math.round(c.margin * 1e6) / 1e4) ? 0 : 1);
  const head = `${sideName} sustained ${style.strong(loadText(c.baseline.lower, load))}; the candidate must sustain ${loadText(
    c.threshold,
    load,
  )} (margin ${margin}).`;
  if (c.verdict === 'fail') {
    const level = endpoint.levels.find((l) => l.load === c.brokeAt);
    const violated = (level?.slo ?? []).filter((v) => v.verdict === 'violated');
    const named = g.brokenObjectives.length > 0 ? violated.filter((v) => g.brokenObjectives.includes(v.id)) : [];
    const shown = named.length > 0 ? named : violated;
    const list = shown.slice(0, MAX_VIOLATIONS).map((v) => violationText(v, style));
    if (shown.length > MAX_VIOLATIONS) list.push(`and ${shown.length - MAX_VIOLATIONS} more`);
    const what = list.length > 0 ? `: ${list.join('; ')}` : '';
    return `${head} It violated the SLO at ${style.strong(loadText(c.brokeAt, load))}${what}.`;
  }
  if (c.verdict === 'pass') return `${head} It was shown to meet the SLO at ${style.strong(loadText(c.candidate.lower, load))}.`;
  const met = c.candidate.lower === null ? 'no level was shown met' : `it was shown met up to ${loadText(c.candidate.lower, load)} only`;
  const violated =
    c.candidate.upper === null ? 'no level was shown violated' : `first shown violated at ${loadText(c.candidate.upper, load)}, above it`;
  const atThreshold = endpoint.levels.find((l) => l.load === c.threshold);
  const open = atThreshold && atThreshold.state === 'undecided' ? `; the level at ${loadText(c.threshold, load)} stayed undecided` : '';
  return `${head} Neither side of the threshold was shown: ${met}, ${violated}${open}.`;
}

/**
 * A sweep across shards: the total load of each level and every shard's share of it, and how their windows overlapped;
 * null for a sweep from one runner.
 */
export function shardsText(endpoint: SweepEndpoint, load: SweepLoad): string | null {
  const levels = sortedLevels(endpoint).filter((l) => l.shards !== undefined);
  if (levels.length === 0) return null;
  const count = levels[0]!.shards!.shares.length;
  const split = levels.map((l) => `${loadText(l.load, load)} = ${l.shards!.shares.map(loadNumber).join(' + ')}`).join(', ');
  const shares = levels.flatMap((l) => (l.shards!.overlapShare === null ? [] : [l.shards!.overlapShare]));
  const spreads = levels.flatMap((l) => (l.shards!.clockSpreadMs === null ? [] : [l.shards!.clockSpreadMs]));
  const overlap =
    shares.length === 0
      ? ''
      : ` Their measuring windows overlapped ${formatPercent(Math.min(...shares), 0)}–${formatPercent(Math.max(...shares), 0)} (intersection over union)` +
        `${spreads.length === 0 ? '' : `, clock disagreement up to ${Math.max(...spreads)} ms`}.`;
  return `Load from ${count} shards, each level split between them: ${split}; each level judged on all their requests together.${overlap}`;
}
