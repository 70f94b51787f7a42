import { isMarkerEntry, type HistoryEntry } from '../baseline/index.js';
import { DEFAULT_RULES, CHANGE_SETTINGS, recentStep, worseningCreep, type GateRules, type MetricRule } from '../gate/index.js';
import { cellWhere } from '../report/index.js';
import { eDivisiveChangePoints, quantile, sortedFinite } from '../stats/index.js';
import { cellKey, isJobMetric, type CellIdentity, METRICS, type SummarisedMetric } from '../vocabulary/index.js';
import { telemetrySeries } from './telemetry-charts.js';

/**
 * The dashboard's page model: pure data built from history entries, turned into HTML by site/html.ts and written to
 * disk by the CLI. Each chart is one endpoint × cell × primary centre (p50) over the runs, with the change points that
 * E-Divisive finds over the whole series, the step of the newest runs the comment would name (the history's own
 * detector and settings), and a worsening creep over the last runs when there is one; then, per endpoint with server
 * telemetry, one chart per concept the runs carry (site/telemetry-charts.ts). Each run keeps its verdict, which the
 * charts mark and the runs table shows.
 */
export interface SiteRun {
  commit: string | null;
  /** The commit's page when the repository's URL is known, else null. */
  commitUrl: string | null;
  time: string;
  runId: string;
  verdict: string;
}

export interface SiteChangePoint {
  /** Index into the page's runs of the first run after the change. */
  index: number;
  /** Relative change of the segment after against the one before (0.18: +18 %). */
  change: number;
  worse: boolean;
  p: number;
}

export interface SiteChart {
  id: string;
  /**
   * A primary metric the client measured; how the answers were delivered and how many failed (IDR, the non-streamed
   * share, the error rate: read, not tested for change points); or a concept of the endpoint's server telemetry
   * (site/telemetry-charts.ts).
   */
  kind: 'client' | 'delivery' | 'server';
  endpoint: string;
  /** The cell (`chat · cold`), or for a server chart `server telemetry (vllm)`. */
  cell: string;
  /** The client's metric (`idr` on a delivery chart), null on a server chart and a delivery chart of a share. */
  metric: SummarisedMetric | null;
  /** The telemetry concept (`queueDepth`, `prefixCacheHitShare`) or the share (`nonStreamedShare`, `errorRate`), else null. */
  concept: string | null;
  /** `TTFT p50`, `requests waiting (median)`. */
  label: string;
  /** `ms`, `/s`, `%` or ''. */
  unit: string;
  /** Which way is better for a client or delivery metric; null on a server chart. */
  better: 'lower' | 'higher' | null;
  /** One value per run of the page (the run's median), null where the run has no value for this cell. */
  values: (number | null)[];
  changePoints: SiteChangePoint[];
  creep: { change: number; runs: number } | null;
}

/** A change the history's detectors found in the newest runs of a client chart: what the index lists beside the workload. */
export interface SiteRecentChange {
  /** The chart it was found on. */
  chart: string;
  label: string;
  endpoint: string;
  cell: string;
  kind: 'step' | 'creep';
  /** Relative change (−0.6: −60 %). */
  change: number;
  worse: boolean;
  /** A step: runs after its first run (0: the latest run is the first after it); a creep: null. */
  runsAgo: number | null;
}

export interface WorkloadPage {
  workload: string;
  /** The page's file name, `<workload>.html` with unsafe characters replaced. */
  file: string;
  fingerprint: string;
  runs: SiteRun[];
  /** Runs of earlier fingerprints (the workload changed since): kept in the store, not charted. */
  otherRuns: number;
  charts: SiteChart[];
  /** The steps (worse or better) within the last CHANGE_SETTINGS.recentRuns runs and the creeps, worse first. */
  recentChanges: SiteRecentChange[];
}

export interface SiteModel {
  generatedAt: string;
  repoUrl: string | null;
  pages: WorkloadPage[];
}

export interface SiteOptions {
  /** `https://github.com/owner/repo`: commits link to `<repoUrl>/commit/<sha>`. */
  repoUrl: string | null;
  generatedAt: string;
  rules?: GateRules;
}

/** The site of every workload's history (one list of entries per workload, oldest first), pages sorted by name. */
export function siteModel(histories: readonly (readonly HistoryEntry[])[], options: SiteOptions): SiteModel {
  const repoUrl = options.repoUrl === null ? null : options.repoUrl.replace(/\.git$/, '').replace(/\/+$/, '');
  const pages = histories
    .filter((entries) => entries.length > 0)
    .map((entries) => workloadPage(entries, repoUrl, options.rules ?? DEFAULT_RULES))
    .sort((a, b) => a.workload.localeCompare(b.workload));
  return { generatedAt: options.generatedAt, repoUrl, pages };
}

/** The page file of a workload: its name with anything but letters, digits, dot, dash and underscore replaced. */
export function pageFile(workload: string): string {
  const safe = workload.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${safe === 'index' ? 'index-' : safe}.html`;
}

function workloadPage(all: readonly HistoryEntry[], repoUrl: string | null, rules: GateRules): WorkloadPage {
  // The charts follow the newest fingerprint: runs of an earlier workload definition measured something else.
  const fingerprint = all.at(-1)!.fingerprint;
  // Marker entries (a change accepted, a baseline recorded) hold no measurement: no point on any chart.
  const entries = all.filter((e) => e.fingerprint === fingerprint && !isMarkerEntry(e));
  const runs = entries.map((e) => ({
    commit: e.commit,
    commitUrl: repoUrl !== null && e.commit !== null ? `${repoUrl}/commit/${e.commit}` : null,
    time: e.time,
    runId: e.runId,
    verdict: e.verdict,
  }));
  const cells = new Map<string, CellIdentity>();
  for (const entry of entries) for (const cell of entry.cells) if (!cells.has(cellKey(cell))) cells.set(cellKey(cell), cell);
  // Job latency is a loop's, not a cell's: a history entry keeps cells only.
  const primaries = rules.metrics.filter(
    (r): r is MetricRule & { metric: SummarisedMetric } => r.role === 'primary' && r.statistic === 'p50' && !isJobMetric(r.metric),
  );
  const charts: SiteChart[] = [];
  for (const [key, cell] of cells) {
    for (const rule of primaries) {
      const values = entries.map((e) => median(e.cells.find((c) => cellKey(c) === key)?.values[rule.metric]));
      if (values.every((v) => v === null)) continue;
      charts.push(chartOf(cell, rule.metric, rule.better, values, charts.length));
    }
  }
  for (const [, cell] of cells) charts.push(...deliveryCharts(entries, cell, charts.length));
  for (const series of telemetrySeries(entries)) {
    charts.push({
      id: `chart-${charts.length + 1}`,
      kind: 'server',
      endpoint: series.endpoint,
      cell: `server telemetry (${series.preset})`,
      metric: null,
      concept: series.concept,
      label: series.label,
      unit: series.unit,
      better: null,
      values: series.values,
      changePoints: [],
      creep: null,
    });
  }
  return {
    workload: all.at(-1)!.workload,
    file: pageFile(all.at(-1)!.workload),
    fingerprint,
    runs,
    otherRuns: all.length - entries.length,
    charts,
    recentChanges: recentChanges(charts, runs.length),
  };
}

/** The steps of the newest runs and the creeps of every client chart, worse before better. */
function recentChanges(charts: readonly SiteChart[], runs: number): SiteRecentChange[] {
  const changes = charts.flatMap((chart): SiteRecentChange[] => {
    if (chart.kind !== 'client') return [];
    const about = { chart: chart.id, label: chart.label, endpoint: chart.endpoint, cell: chart.cell };
    const steps = chart.changePoints
      .filter((cp) => runs - 1 - cp.index < CHANGE_SETTINGS.recentRuns)
      .map((cp) => ({ ...about, kind: 'step' as const, change: cp.change, worse: cp.worse, runsAgo: runs - 1 - cp.index }));
    const creep = chart.creep ? [{ ...about, kind: 'creep' as const, change: chart.creep.change, worse: true, runsAgo: null }] : [];
    return [...steps, ...creep];
  });
  return [...changes.filter((c) => c.worse), ...changes.filter((c) => !c.worse)];
}

/** The tallies of a history cell the delivery charts read: answers by how they arrived, and failed requests. */
type DeliveryCell = Pick<HistoryEntry['cells'][number], 'n' | 'errors' | 'classes' | 'values'>;

const share = (hits: number, total: number): number | null => (total > 0 ? Math.round((hits / total) * 1000) / 10 : null);

const DELIVERY: readonly {
  concept: string;
  metric: SummarisedMetric | null;
  better: 'lower' | 'higher';
  unit: string;
  value: (c: DeliveryCell) => number | null;
}[] = [
  { concept: 'idr', metric: 'idr', better: 'higher', unit: '', value: (c) => median(c.values.idr) },
  {
    concept: 'nonStreamedShare',
    metric: null,
    better: 'lower',
    unit: '%',
    value: (c) => share(c.classes.buffered + c.classes.coalesced, c.classes.buffered + c.classes.coalesced + c.classes.streamed),
  },
  { concept: 'errorRate', metric: null, better: 'lower', unit: '%', value: (c) => share(c.errors, c.n) },
];

/**
 * How a cell's answers were delivered and how many failed, one chart each, one point per run: IDR p50 (when the runs
 * kept it), the non-streamed share and the error rate. A buffered → streamed switch reads here as the share falling to
 * 0 and IDR rising to 1, not only as a TTFT drop. Not tested for change points: the gate judges them in each run.
 */
function deliveryCharts(entries: readonly HistoryEntry[], cell: CellIdentity, n: number): SiteChart[] {
  const key = cellKey(cell);
  const charts: SiteChart[] = [];
  for (const d of DELIVERY) {
    const values = entries.map((e) => {
      const c = e.cells.find((x) => cellKey(x) === key);
      return c ? d.value(c) : null;
    });
    if (values.every((v) => v === null)) continue;
    charts.push({
      id: `chart-${n + charts.length + 1}`,
      kind: 'delivery',
      endpoint: cell.endpoint,
      cell: cellWhere(cell),
      metric: d.metric,
      concept: d.metric === null ? d.concept : null,
      label: d.metric === 'idr' ? `${METRICS.idr.label} p50` : METRICS[d.concept as 'nonStreamedShare' | 'errorRate'].label,
      unit: d.unit,
      better: d.better,
      values,
      changePoints: [],
      creep: null,
    });
  }
  return charts;
}

function chartOf(
  cell: CellIdentity,
  metric: SummarisedMetric,
  better: 'lower' | 'higher',
  values: (number | null)[],
  n: number,
): SiteChart {
  const spec = METRICS[metric];
  // The detectors run over the runs that have a value, on logs (a step reads as a ratio); indices map back.
  const present = values.flatMap((v, i) => (v !== null && v > 0 ? [i] : []));
  const logs = present.map((i) => Math.log(values[i]!));
  const found = eDivisiveChangePoints(logs, { minSize: CHANGE_SETTINGS.minSize, maxP: CHANGE_SETTINGS.stepMaxP });
  // The newest runs' own test (a step at the end that E-Divisive does not see yet), as the PR comment names it.
  const recent = recentStep(logs);
  if (recent && !found.some((c) => c.index === recent.index)) found.push(recent);
  const changePoints = found.map((c) => {
    const change = Math.exp(c.after - c.before) - 1;
    return { index: present[c.index]!, change, worse: better === 'lower' ? change > 0 : change < 0, p: c.p };
  });
  const creep = worseningCreep(logs, better);
  return {
    id: `chart-${n + 1}`,
    kind: 'client',
    endpoint: cell.endpoint,
    cell: cellWhere(cell),
    metric,
    concept: null,
    label: `${spec.label} p50`,
    unit: spec.unit === 'ms' ? 'ms' : spec.unit === 'perSecond' ? '/s' : '',
    better,
    values,
    changePoints,
    creep: creep ? { change: creep.change, runs: creep.runs } : null,
  };
}

function median(values: readonly number[] | undefined): number | null {
  const sorted = sortedFinite(values ?? []);
  return sorted.length > 0 ? quantile(sorted, 0.5) : null;
}
