/** The collapsed part of the report: run settings, warnings, every percentile, captured headers. */
import { driftPriorFigure } from '../text/history.js';
import type { GateOutcome, GateRules } from '../../gate/index.js';
import { HIT_ONLY_METRICS, MEASURED_RELEVANCE_RUNS, SUMMARISED_METRICS, docsUrl, type HitOnlyMetric } from '../../vocabulary/index.js';
import { summaryOf, type CellResult, type LoopResult, type MetricSummary, type Results } from '../../results/index.js';
import { explainConnections } from '../explain/cache.js';
import { escapeMarkdown } from '../escape.js';
import { explainWarnings } from '../explain/index.js';
import { formatMs, formatNumber, formatPercent, jobsPerHourText } from '../format.js';
import type { CellView } from '../../decision/index.js';
import { cellName, formatValue, metricLabel, renderMarkdownTable, type Align } from './format.js';
import type { MarkdownReportInput } from './types.js';
import { openConsequence } from '../headline.js';
import { formatMoney } from '../text/plan.js';
import { clientHealthTable } from '../text/client-health.js';

const MAX_WARNINGS = 50;
const WARNING_CHARS = 300;

export interface DetailsContent {
  summary: string;
  /** Most important first: when space runs out the report drops parts from the end. */
  parts: string[];
}

export function renderDetails(input: MarkdownReportInput, views: readonly CellView[]): DetailsContent {
  const parts = [renderRunSettings(input)];
  const warnings = renderWarnings(input.decision.outcome, input.candidate);
  if (warnings) parts.push(warnings);
  parts.push(renderEndpoints(input.candidate));
  const client = input.candidate.run.clientHealth ?? [];
  if (client.length > 0) parts.push(clientHealthTable(client, input.decision.heldLoops));
  // A reference endpoint's loops are in the run's own results; a baseline run's loops are the baseline's.
  const references = new Set(input.candidate.endpoints.filter((e) => e.reference).map((e) => e.name));
  const side = input.decision.comparison;
  const baselineLoops = side?.results && side.results !== input.candidate && references.size === 0 ? side.results.loops : [];
  const loops = renderLoops(input.candidate.loops, baselineLoops, references);
  if (loops) parts.push(loops);
  for (const view of views) {
    const table = renderCellPercentiles(view);
    if (table) parts.push(table);
  }
  return { summary: 'Details: all percentiles, captured headers, run settings', parts };
}

function renderRunSettings(input: MarkdownReportInput): string {
  const { candidate } = input;
  const { outcome: gate, comparison: baseline, aa } = input.decision;
  const run = candidate.run;
  const rows: [string, string][] = [
    ['workload', escapeMarkdown(candidate.workload.name)],
    ['workload fingerprint', candidate.workload.fingerprint === null ? '–' : escapeMarkdown(candidate.workload.fingerprint, 80)],
    ['tool', `streamgate ${escapeMarkdown(candidate.tool.version, 40)}`],
    ['run id', escapeMarkdown(run.runId, 80)],
    ['seed', String(run.seed)],
    ['started', `${escapeMarkdown(run.startedAt, 40)} (took ${formatMs(run.durationMs)})`],
    ['requests per endpoint', `${run.requests} measured + ${run.warmup} warm-up`],
    [
      'load',
      run.ratePerSecond === null
        ? `closed loop, concurrency ${run.concurrency}`
        : `open loop, ${formatNumber(run.ratePerSecond, 2)} requests/s`,
    ],
    ['warm-up', `${run.warmupSamples} requests, ${run.warmupErrors} errors`],
    ['shard', run.shard ? `${run.shard.index} of ${run.shard.count}` : 'none'],
    ['partial', run.partial ? 'yes: cancelled before every request finished' : 'no'],
    ['runner', escapeMarkdown(run.runner, 80)],
  ];
  if (baseline) {
    const from = baseline.results
      ? ` (run ${escapeMarkdown(baseline.results.run.runId, 80)}, ${escapeMarkdown(baseline.results.run.startedAt, 40)})`
      : '';
    rows.push(['baseline', `${escapeMarkdown(baseline.label)}${from}`]);
  }
  if (gate) {
    const r = gate.rules;
    rows.push([
      'gate',
      `false-failure budget ${formatPercent(r.falseFailureBudget, 1)} (${formatPercent(r.primaryShare, 0)} to the primaries, spent over the looks by ${r.spending}${r.extraLooks > 0 ? `, up to ${r.extraLooks} extra look${r.extraLooks === 1 ? '' : 's'} while a rule is still open` : ''}) · ${policyText(r)}${driftPriorText(r)} · pass confidence ${formatPercent(r.passConfidence, 0)} · tails gated from ${r.tailMinSamples} requests per side · bootstrap ${r.bootstrapIterations} × seed ${r.seed}`,
    ]);
  }
  if (aa)
    rows.push([
      'A/A false failures',
      `${aa.falseFailures} in ${aa.runs} runs (${formatPercent(aa.runs > 0 ? aa.falseFailures / aa.runs : null, 1)})`,
    ]);
  const legend =
    'Changes are the candidate relative to the baseline; brackets hold the bounds the gate used. ' +
    'Primaries (TTFT p50, tok/s p50, error rate, non-streamed share) decide each endpoint over all its cells; a cell can also fail on its own. ' +
    '**FAIL**: shown past the allowed margin at its share of the false-failure budget, and past the floor. ' +
    'pass: the bound is inside the margin. undecided: neither (secondaries and single cells never hold a run open). ' +
    `**inconclusive**: a primary still undecided when the last look was spent; it ${openConsequence(input.decision)}.`;
  return `${legend}\n\n${renderMarkdownTable(['setting', 'value'], ['left', 'left'], rows)}`;
}

function renderWarnings(gate: GateOutcome | null, candidate: Results): string | null {
  const warnings = explainWarnings(gate?.warnings ?? []).map((w) => escapeMarkdown(w, WARNING_CHARS));
  const estimated = candidate.cells.reduce((n, c) => n + c.tokensSource.estimate, 0);
  if (estimated > 0) warnings.push(`${estimated} request(s) sent no usage; their token counts are estimates.`);
  if (warnings.length === 0) return null;
  const shown = warnings.slice(0, MAX_WARNINGS).map((w) => `- ${w}`);
  if (warnings.length > MAX_WARNINGS) shown.push(`- … and ${warnings.length - MAX_WARNINGS} more`);
  return ['**Warnings**', '', ...shown].join('\n');
}

function renderEndpoints(candidate: Results): string {
  // What the measured requests cost, when the workload gave the endpoints a price (docs/agents.md, "Cost").
  const priced = candidate.endpoints.some((e) => e.cost);
  const rows = candidate.endpoints.map((e) => [
    escapeMarkdown(e.name, 80),
    escapeMarkdown(e.model, 80),
    escapeMarkdown(e.baseUrl, 120),
    e.reference ? 'reference' : 'candidate',
    ...(priced ? [e.cost ? costText(e.cost) : '–'] : []),
  ]);
  const headers = ['endpoint', 'model', 'base URL', 'role', ...(priced ? ['cost of the run'] : [])];
  const aligns: Align[] = headers.map((): Align => 'left');
  return `**Endpoints**\n\n${renderMarkdownTable(headers, aligns, rows)}`;
}

/** `$0.42 (1.20 M tokens, $0.35 per million)`. */
function costText(cost: NonNullable<Results['endpoints'][number]['cost']>): string {
  const tokens = cost.inputTokens + cost.outputTokens;
  const perMillion = cost.perMillionTokens === null ? '' : `, ${formatMoney(cost.perMillionTokens, cost.currency)} per million`;
  return `${formatMoney(cost.total, cost.currency)} (${formatNumber(tokens / 1e6, 2)} M tokens${perMillion})`;
}

function renderLoops(candidate: readonly LoopResult[], baseline: readonly LoopResult[], references: ReadonlySet<string>): string | null {
  if (candidate.length === 0) return null;
  const priced = [...candidate, ...baseline].some((l) => l.cost);
  const row = (side: string, l: LoopResult): string[] => [
    `${escapeMarkdown(l.endpoint, 80)} · ${escapeMarkdown(l.scenario, 80)} · ${escapeMarkdown(l.cache, 20)}`,
    side,
    String(l.turns),
    String(l.n),
    String(l.errors),
    formatMs(l.metrics.loopMs?.p50),
    formatMs(l.metrics.loopMs?.p95),
    formatMs(l.metrics.sumTtftMs?.p50),
    formatMs(l.metrics.sumE2eMs?.p50),
    formatMs(l.metrics.modelMs?.p50),
    formatMs(l.metrics.toolMs?.p50),
    formatMs(l.metrics.queueMs?.p50),
    jobsPerHourText(l),
    ...(priced ? [l.cost ? formatMoney(l.cost.perJob.mean, l.cost.currency) : '–'] : []),
  ];
  const rows = [
    ...baseline.map((l) => row('baseline', l)),
    ...candidate.map((l) => row(references.has(l.endpoint) ? 'reference' : 'candidate', l)),
  ];
  const headers = [
    'agent loop',
    'side',
    'turns',
    'n',
    'errors',
    'job p50',
    'job p95',
    'ΣTTFT p50',
    'Σe2e p50',
    'model p50',
    'tool p50',
    'queueing p50',
    'jobs/h',
    ...(priced ? ['cost/job'] : []),
  ];
  const aligns: Align[] = ['left', 'left', ...headers.slice(2).map((): Align => 'right')];
  return `**Agent jobs** (whole conversation with its tool time; jobs/h at the run's concurrency, ${docsUrl('agents.md')})\n\n${renderMarkdownTable(headers, aligns, rows)}`;
}

const PERCENTILE_HEADERS = ['metric', 'side', 'n', 'mean', 'min', 'p50', 'p90', 'p95', 'p99', 'max'];
const PERCENTILE_ALIGNS: Align[] = ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'];

function renderCellPercentiles(view: CellView): string | null {
  const sides: [string, CellResult][] = [];
  if (view.baseline) sides.push([view.side, view.baseline]);
  if (view.candidate) sides.push(['candidate', view.candidate]);
  if (sides.length === 0) return null;
  const rows: string[][] = [];
  const hitOnly = new Set<string>(view.hitOnly ? HIT_ONLY_METRICS : []);
  for (const metric of SUMMARISED_METRICS) {
    // Over the hits in a warm cell compared that way; the misses get rows of their own below.
    const label = hitOnly.has(metric) ? `${metricLabel(metric)} (prefix-cache hits)` : metricLabel(metric);
    for (const [side, cell] of sides) {
      const s = cell.metrics[metric];
      if (s) rows.push(summaryRow(label, side, s, (v) => formatValue(metric, v)));
    }
  }
  for (const metric of view.hitOnly ? HIT_ONLY_METRICS : []) {
    for (const [side, cell] of sides) {
      const s = missSummary(cell, metric);
      if (s) rows.push(summaryRow(`${metricLabel(metric)} (prefix-cache misses)`, side, s, (v) => formatValue(metric, v)));
    }
  }
  const headerNames = [...new Set(sides.flatMap(([, cell]) => Object.keys(cell.headers)))].sort();
  for (const name of headerNames) {
    for (const [side, cell] of sides) {
      const s = cell.headers[name];
      if (s) rows.push(summaryRow(`header ${escapeMarkdown(name, 80)}`, side, s, (v) => formatNumber(v, 1)));
    }
  }
  const facts = sides.map(([side, cell]) => `${side}: ${cellFacts(cell)}`);
  return [`**${cellName(view)}**`, '', renderMarkdownTable(PERCENTILE_HEADERS, PERCENTILE_ALIGNS, rows), '', facts.join('<br>\n')].join(
    '\n',
  );
}

function missSummary(cell: CellResult, metric: HitOnlyMetric): MetricSummary | null {
  return summaryOf(cell.cacheHits?.missValues?.[metric]);
}

function summaryRow(label: string, side: string, s: MetricSummary, format: (v: number) => string): string[] {
  return [
    label,
    side,
    String(s.n),
    format(s.mean),
    format(s.min),
    format(s.p50),
    format(s.p90),
    format(s.p95),
    format(s.p99),
    format(s.max),
  ];
}

/** Error kinds, finish reasons and where token counts came from, as one line. A baseline file
 * keeps counts only, so missing tallies are left out rather than shown as zero. */
function cellFacts(cell: CellResult): string {
  const tally = (record: Record<string, number | undefined>): string =>
    Object.entries(record)
      .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
      .map(([k, v]) => `${escapeMarkdown(k, 40)} ×${v}`)
      .join(', ');
  const parts = [`${cell.n} requests`, `errors: ${tally(cell.errorKinds) || String(cell.errors)}`];
  const finish = tally(cell.finishReasons);
  if (finish) parts.push(`finish reasons: ${finish}`);
  if (cell.tokensSource.usage + cell.tokensSource.estimate > 0)
    parts.push(`token counts: ${cell.tokensSource.usage} from usage, ${cell.tokensSource.estimate} estimated`);
  if (cell.connections) parts.push(escapeMarkdown(explainConnections(cell.connections), 400));
  return parts.join(' · ');
}

/** The fail rule of the centres, as the details line states it (docs/design/gate.md §4.7). */
function policyText(r: GateRules): string {
  if (r.policy === 'relevance')
    return `relevance policy: fail when shown above ${r.relevanceNull}× and the estimate is at least the margin · `;
  if (r.policy === 'auto')
    return `primary centres against a history of ${MEASURED_RELEVANCE_RUNS} runs or more fail when shown worse than no change (its drift and trend allowed for) and the estimate is at least the margin · `;
  return '';
}

/**
 * The drift the gate allows for against a baseline: the history store's prior per metric where it gave one (its log-sd
 * as a percentage, and the degrees of freedom it is worth: docs/design/gate.md §4.4), else the assumed drift.
 */
function driftPriorText(r: GateRules): string {
  const priors = Object.entries(r.driftPrior ?? {}).filter(([metric]) => r.metrics.some((m) => m.metric === metric));
  if (priors.length === 0) return `assumed drift against a baseline file ${r.assumedDrift}`;
  // Metric labels are plain words of the vocabulary: nothing to escape.
  const each = priors.map(([metric, p]) => driftPriorFigure(metric, p!));
  return `drift prior from the history store ${each.join(', ')}; assumed drift ${r.assumedDrift} for the rest`;
}
