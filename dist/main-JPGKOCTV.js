import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  createLogger,
  stderrSink
} from "./chunk-RI7OXQS3.js";
import {
  CHANGE_SETTINGS,
  DEFAULT_AA_RUNS,
  DEFAULT_RULES,
  EXIT_ERROR,
  EXIT_INTERRUPTED,
  EXIT_OK,
  TERMINAL_WIDTH,
  baselineOfRuns,
  baselinePathFor,
  baselineReachLines,
  blindHistoryNotes,
  cellWhere,
  cliInvocation,
  colourEnabled,
  createProgressWriter,
  createRng,
  deadEndpointsText,
  decideGateRun,
  decideNotes,
  decideSweepRun,
  deriveSeed,
  docsUrl,
  driftPriorLine,
  eDivisiveChangePoints,
  evaluateRun,
  failedEndpointsText,
  failureFacts,
  gateAndWriteSweep,
  hashString,
  historyChangesFor,
  historyNoteLines,
  historyRows,
  historySideReachLines,
  historyTrendMarkdown,
  loadHistorySide,
  loadWorkload,
  lognormal,
  mergeShardSweep,
  nextStepLines,
  normal,
  parityNotes,
  parseAgreedStart,
  planGate,
  planLines,
  planSweep,
  readBaselineStamp,
  readResultsOf,
  recentStep,
  recordCommand,
  recordSweepBaseline,
  renderHistoryChanges,
  renderHistoryTable,
  renderRunReport,
  renderRunTerminal,
  renderTerminalReport,
  resolveApiKeys,
  runShardSweep,
  runSize,
  runWorkload,
  sequentialRun,
  sweepAndGate,
  terminalLegend,
  unrecordableText,
  worseningCreep,
  wrap,
  writeBaseline
} from "./chunk-GGSRDR3C.js";
import {
  CONCEPT_LABELS,
  ConfigError,
  DEFAULT_HISTORY_BRANCH,
  DEFAULT_HISTORY_MAX_RUNS,
  DEFAULT_HISTORY_RUNS,
  EXIT_USER_ERROR,
  HistoryError,
  METRICS,
  TOOL_VERSION,
  UserError,
  cellKey,
  comparisonOf,
  headCommit,
  historyEntryFromResults,
  isJobMetric,
  isMarkerEntry,
  openStore,
  parseShard,
  quantile,
  sortedFinite,
  stepMarkerEntry,
  verdictFile,
  workloadIdentity,
  writeVerdictFile
} from "./chunk-7ZXH7TLX.js";
import "./chunk-4BVAQ72K.js";
import "./chunk-GCT7E33Z.js";
import {
  createRedactor,
  isRecord,
  roundToMicroseconds
} from "./chunk-IYJUIQMU.js";
import "./chunk-BNWBGVTM.js";
import "./chunk-P77VIRFP.js";

// src/cli/args.ts
import { parseArgs as parseArgs3 } from "node:util";

// src/cli/history-command.ts
import { existsSync as existsSync2, statSync as statSync2 } from "node:fs";
import { dirname as dirname3, join as join3 } from "node:path";
import { parseArgs as parseArgs2 } from "node:util";

// src/cli/history-render.ts
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/site/page-script.ts
var FAILED_COLOUR = "#991b1b";
var PAGE_SCRIPT = `'use strict';
(function () {
  var data = JSON.parse(document.getElementById('site-data').textContent);
  var runs = data.runs;
  var FAILED = '${FAILED_COLOUR}';
  function short(run) { return run && run.commit ? run.commit.slice(0, 7) : run ? '#' + run.runId : ''; }
  function fmt(v, unit) {
    if (v === null || v === undefined) return '\u2013';
    var text = v === 0 ? '0' : Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1);
    return text + (unit ? ' ' + unit : '');
  }
  function describe(run) { return short(run) + ' \xB7 ' + run.time.slice(0, 16).replace('T', ' ') + ' \xB7 ' + run.verdict; }
  /** The newest run with a value: what the legend shows until the cursor points at another. */
  function latestIndex(values) {
    for (var i = values.length - 1; i >= 0; i--) if (values[i] !== null) return i;
    return runs.length - 1;
  }
  function changeLines(chart) {
    return function (u) {
      var ctx = u.ctx;
      chart.changePoints.forEach(function (cp) {
        var x = u.valToPos(cp.index - 0.5, 'x', true);
        ctx.save();
        ctx.strokeStyle = cp.worse ? '#dc2626' : '#16a34a';
        ctx.lineWidth = 2 * devicePixelRatio;
        ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
        ctx.beginPath();
        ctx.moveTo(x, u.bbox.top);
        ctx.lineTo(x, u.bbox.top + u.bbox.height);
        ctx.stroke();
        ctx.restore();
      });
    };
  }
  /** A failed run's point: a larger disc in the failure colour, drawn over the line. */
  function failedPoints(chart) {
    return function (u) {
      var ctx = u.ctx;
      runs.forEach(function (run, i) {
        var v = chart.values[i];
        if (run.verdict !== 'fail' || v === null) return;
        ctx.save();
        ctx.fillStyle = FAILED;
        ctx.beginPath();
        ctx.arc(u.valToPos(i, 'x', true), u.valToPos(v, 'y', true), 6 * devicePixelRatio, 0, 2 * Math.PI);
        ctx.fill();
        ctx.restore();
      });
    };
  }
  function draw(chart) {
    var el = document.getElementById(chart.id);
    var xs = runs.map(function (_, i) { return i; });
    var latest = latestIndex(chart.values);
    var present = chart.values.filter(function (v) { return v !== null; });
    // The y axis starts at 0 (a step reads at its true size), below it only if a value is negative.
    var start = Math.min(0, Math.min.apply(null, present.concat([0])));
    var top = Math.max.apply(null, present.concat([0]));
    var unit = chart.unit ? chart.unit + ', ' : '';
    var opts = {
      width: Math.max(320, el.clientWidth || 800),
      height: 260,
      scales: {
        x: { time: false, range: [-0.5, Math.max(0.5, runs.length - 0.5)] },
        y: { range: function () { return [start, top > start ? top * 1.08 : start + 1]; } },
      },
      series: [
        {
          label: 'run',
          value: function (u, v) {
            var run = runs[v === null || v === undefined ? latest : v];
            return run ? describe(run) + (v === null || v === undefined ? ' (latest)' : '') : '\u2013';
          },
        },
        {
          label: chart.label,
          stroke: '#2563eb',
          width: 2,
          spanGaps: false,
          points: { show: true, size: 6 },
          value: function (u, v, s, idx) { return fmt(idx === null || idx === undefined ? chart.values[latest] : v, chart.unit); },
        },
      ],
      axes: [
        {
          incrs: [1, 2, 5, 10, 20, 50, 100],
          values: function (u, splits) {
            return splits.map(function (i) { return Number.isInteger(i) && runs[i] ? short(runs[i]) : ''; });
          },
        },
        { label: chart.label + ' (' + unit + 'axis from ' + fmt(start, '') + ')', size: 60 },
      ],
      hooks: { draw: [changeLines(chart), failedPoints(chart)] },
    };
    var note = document.createElement('p');
    note.className = 'axis-note muted';
    // Said from the scale as drawn, once uPlot has drawn it.
    opts.hooks.ready = [function (u) { note.textContent = 'y axis starts at ' + fmt(u.scales.y.min, chart.unit) + '.'; }];
    var plot = new uPlot(opts, [xs, chart.values], el);
    el.appendChild(note);
    plot.over.addEventListener('click', function () {
      var run = runs[plot.cursor.idx];
      if (run && run.commitUrl) window.location.href = run.commitUrl;
    });
  }
  data.charts.forEach(draw);
})();
`;
var PAGE_STYLE = `body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 1100px; padding: 0 1rem; color: #111827; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; } td, th { border: 1px solid #d1d5db; padding: 0.2rem 0.5rem; text-align: left; }
.chart { min-height: 300px; } .worse { color: #b91c1c; } .better { color: #15803d; } .muted { color: #6b7280; }
tr.verdict-fail td { background: #fee2e2; } .verdict-fail { color: ${FAILED_COLOUR}; font-weight: 600; }
.axis-note { margin: 0.2rem 0 0; font-size: 0.9em; }
code { font-size: 0.95em; }
`;

// src/site/html.ts
var UPLOT_ASSETS = { script: "assets/uPlot.iife.min.js", style: "assets/uPlot.min.css" };
function siteFiles(model) {
  return [
    { path: "index.html", text: indexHtml(model) },
    ...model.pages.map((page) => ({ path: page.file, text: workloadHtml(page, model) })),
    { path: "assets/dashboard.js", text: PAGE_SCRIPT },
    { path: "assets/dashboard.css", text: PAGE_STYLE }
  ];
}
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function head(title, charts) {
  const styles = charts ? `<link rel="stylesheet" href="${UPLOT_ASSETS.style}">
` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${styles}<link rel="stylesheet" href="assets/dashboard.css">
</head>`;
}
function footer(model) {
  return `<p class="muted">Generated by streamgate at ${escapeHtml(model.generatedAt)}. Change points: E-Divisive means with a t test
(p &lt; ${CHANGE_SETTINGS.stepMaxP}) and a test of the newest runs, as in the PR comment; see <a href="${escapeHtml(docsUrl("history.md"))}">history.md</a>.</p>`;
}
var percent = (change) => `${change >= 0 ? "+" : "\u2212"}${Math.abs(change * 100).toFixed(1)} %`;
function commitCell(run) {
  if (run.commit === null) return `<span class="muted">run ${escapeHtml(run.runId)}</span>`;
  const text = `<code>${escapeHtml(run.commit.slice(0, 7))}</code>`;
  return run.commitUrl === null ? text : `<a href="${escapeHtml(run.commitUrl)}">${text}</a>`;
}
function verdictText(run) {
  return run.verdict === "fail" ? `<span class="verdict-fail">fail</span>` : escapeHtml(run.verdict);
}
function changesText(chart, runs) {
  if (chart.kind === "server")
    return '<p class="muted">Server telemetry: context for the client metrics, not tested for change points.</p>';
  if (chart.kind === "delivery")
    return '<p class="muted">How the answers arrived and how many failed: the gate judges these in each run; not tested for change points.</p>';
  const items = chart.changePoints.map((cp) => {
    const run = runs[cp.index];
    const word2 = cp.worse ? "worse" : "better";
    return `<li class="${word2}">${percent(cp.change)} from ${commitCell(run)} (${escapeHtml(run.time.slice(0, 10))}; ${word2}, p = ${cp.p.toPrecision(2)})</li>`;
  });
  if (chart.creep) items.push(`<li class="worse">crept ${percent(chart.creep.change)} over the last ${chart.creep.runs} runs</li>`);
  return items.length === 0 ? '<p class="muted">No change point.</p>' : `<ul>${items.join("")}</ul>`;
}
function workloadHtml(page, model) {
  const charts = page.charts.map(
    (chart) => `<section>
<h2>${escapeHtml(chart.label)} \xB7 ${escapeHtml(chart.endpoint)} \xB7 ${escapeHtml(chart.cell)}</h2>
<div class="chart" id="${chart.id}" data-label="${escapeHtml(chart.label)}"></div>
${changesText(chart, page.runs)}
</section>`
  );
  const rows = page.runs.map(
    (run, i) => `<tr${run.verdict === "fail" ? ' class="verdict-fail"' : ""}><td>${i + 1}</td><td>${commitCell(run)}</td><td>${escapeHtml(run.time)}</td><td>${verdictText(run)}</td></tr>`
  ).reverse();
  const failed = page.runs.filter((r) => r.verdict === "fail").length;
  const failedText = failed > 0 ? ` ${failed} run(s) failed the gate: their points are dark red discs and their rows are marked.` : "";
  const delivery = page.charts.some((c) => c.kind === "delivery") ? " Then, per endpoint and cell, how the answers were delivered (IDR, the share not streamed) and the share of requests that failed." : "";
  const server = page.charts.some((c) => c.kind === "server") ? ` The server telemetry charts follow, one per concept the endpoint\u2019s metrics gave (<a href="${escapeHtml(docsUrl("telemetry.md"))}">telemetry.md</a>).` : "";
  const other = page.otherRuns > 0 ? ` ${page.otherRuns} earlier run(s) of another workload definition are not charted.` : "";
  const data4 = { runs: page.runs, charts: page.charts };
  return `${head(`${page.workload} \xB7 streamgate history`, true)}
<body>
<p><a href="index.html">All workloads</a></p>
<h1>${escapeHtml(page.workload)}</h1>
<p>${page.runs.length} run(s), fingerprint <code>${escapeHtml(page.fingerprint.slice(0, 12))}</code>.${other} Each chart is the run's
median of a primary metric per endpoint and cell; dashed lines mark change points (red worse, green better); every y axis
starts at 0. The legend shows the newest run; hover for another run's commit, verdict and value${model.repoUrl ? "; click to open its commit" : ""}.${failedText}${delivery}${server}</p>
${charts.join("\n")}
<h2>Runs</h2>
<table><thead><tr><th>#</th><th>commit</th><th>finished</th><th>verdict</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table>
${footer(model)}
<script type="application/json" id="site-data">${scriptJson(data4)}</script>
<script src="${UPLOT_ASSETS.script}"></script>
<script src="assets/dashboard.js"></script>
</body>
</html>
`;
}
var INDEX_CHANGES = 3;
function recentText(page) {
  const changes = page.recentChanges;
  if (changes.length === 0) return "none";
  const items = changes.slice(0, INDEX_CHANGES).map((c) => {
    const word2 = c.worse ? "worse" : "better";
    const what = escapeHtml(`${c.label} \xB7 ${c.endpoint} \xB7 ${c.cell}`);
    if (c.kind === "creep") return `<span class="${word2}">${what} crept ${percent(c.change)} (${word2})</span>`;
    const when = c.runsAgo === 0 ? "from the latest run" : `${c.runsAgo} run${c.runsAgo === 1 ? "" : "s"} ago`;
    return `<span class="${word2}">${what} ${percent(c.change)} (${word2}, ${when})</span>`;
  });
  const more = changes.length > INDEX_CHANGES ? [`and ${changes.length - INDEX_CHANGES} more`] : [];
  return [...items, ...more].join("<br>");
}
function indexHtml(model) {
  const rows = model.pages.map((page) => {
    const last = page.runs.at(-1);
    return `<tr><td><a href="${escapeHtml(page.file)}">${escapeHtml(page.workload)}</a></td><td>${page.runs.length}</td><td>${page.charts.length}</td><td>${commitCell(last)} ${escapeHtml(last.time.slice(0, 16).replace("T", " "))} \xB7 ${verdictText(last)}</td><td>${recentText(page)}</td></tr>`;
  });
  const body = model.pages.length === 0 ? "<p>The history holds no runs yet.</p>" : `<table><thead><tr><th>workload</th><th>runs</th><th>charts</th><th>latest run</th><th>recent changes</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table>`;
  return `${head("streamgate history", false)}
<body>
<h1>streamgate run history</h1>
${body}
${footer(model)}
</body>
</html>
`;
}

// src/site/telemetry-charts.ts
var percent2 = (v) => v === void 0 || v === null ? null : Math.round(v * 1e3) / 10;
var CHARTED = [
  { concept: "queueDepth", label: `${CONCEPT_LABELS.queueDepth} (median)`, unit: "", value: (r) => r.gauges.queueDepth?.median ?? null },
  {
    concept: "runningRequests",
    label: `${CONCEPT_LABELS.runningRequests} (median)`,
    unit: "",
    value: (r) => r.gauges.runningRequests?.median ?? null
  },
  { concept: "kvCacheUsage", label: "KV-cache usage (median)", unit: "%", value: (r) => percent2(r.gauges.kvCacheUsage?.median) },
  { concept: "prefixCacheHitShare", label: "prefix-cache hit share", unit: "%", value: (r) => percent2(r.prefixCacheHitShare) },
  {
    concept: "preemptions",
    label: `${CONCEPT_LABELS.preemptions} in the run`,
    unit: "",
    value: (r) => r.counters.preemptions?.delta ?? null
  },
  {
    concept: "promptTokens",
    label: `${CONCEPT_LABELS.promptTokens} in the run`,
    unit: "",
    value: (r) => r.counters.promptTokens?.delta ?? null
  },
  {
    concept: "generatedTokens",
    label: `${CONCEPT_LABELS.generatedTokens} in the run`,
    unit: "",
    value: (r) => r.counters.generatedTokens?.delta ?? null
  },
  {
    concept: "serverTtft",
    label: `${CONCEPT_LABELS.serverTtft} (mean)`,
    unit: "ms",
    value: (r) => r.histograms.serverTtft?.meanMs ?? null
  },
  { concept: "queueTime", label: `${CONCEPT_LABELS.queueTime} (mean)`, unit: "ms", value: (r) => r.histograms.queueTime?.meanMs ?? null },
  {
    concept: "e2eLatency",
    label: `${CONCEPT_LABELS.e2eLatency} (mean)`,
    unit: "ms",
    value: (r) => r.histograms.e2eLatency?.meanMs ?? null
  }
];
function telemetrySeries(entries) {
  const endpoints = /* @__PURE__ */ new Map();
  for (const entry of entries) for (const t of entry.telemetry ?? []) endpoints.set(t.endpoint, t.preset);
  const series = [];
  for (const [endpoint, preset] of endpoints) {
    for (const chart of CHARTED) {
      const values = entries.map((entry) => {
        const run = entry.telemetry?.find((t) => t.endpoint === endpoint)?.run;
        const value = run ? chart.value(run) : null;
        return value !== null && Number.isFinite(value) ? value : null;
      });
      if (values.every((v) => v === null)) continue;
      series.push({ endpoint, preset, concept: chart.concept, label: chart.label, unit: chart.unit, values });
    }
  }
  return series;
}

// src/site/model.ts
function siteModel(histories, options) {
  const repoUrl = options.repoUrl === null ? null : options.repoUrl.replace(/\.git$/, "").replace(/\/+$/, "");
  const pages = histories.filter((entries) => entries.length > 0).map((entries) => workloadPage(entries, repoUrl, options.rules ?? DEFAULT_RULES)).sort((a, b) => a.workload.localeCompare(b.workload));
  return { generatedAt: options.generatedAt, repoUrl, pages };
}
function pageFile(workload) {
  const safe = workload.replace(/[^A-Za-z0-9._-]+/g, "-");
  return `${safe === "index" ? "index-" : safe}.html`;
}
function workloadPage(all, repoUrl, rules) {
  const fingerprint = all.at(-1).fingerprint;
  const entries = all.filter((e) => e.fingerprint === fingerprint && !isMarkerEntry(e));
  const runs = entries.map((e) => ({
    commit: e.commit,
    commitUrl: repoUrl !== null && e.commit !== null ? `${repoUrl}/commit/${e.commit}` : null,
    time: e.time,
    runId: e.runId,
    verdict: e.verdict
  }));
  const cells = /* @__PURE__ */ new Map();
  for (const entry of entries) for (const cell of entry.cells) if (!cells.has(cellKey(cell))) cells.set(cellKey(cell), cell);
  const primaries = rules.metrics.filter(
    (r) => r.role === "primary" && r.statistic === "p50" && !isJobMetric(r.metric)
  );
  const charts = [];
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
      kind: "server",
      endpoint: series.endpoint,
      cell: `server telemetry (${series.preset})`,
      metric: null,
      concept: series.concept,
      label: series.label,
      unit: series.unit,
      better: null,
      values: series.values,
      changePoints: [],
      creep: null
    });
  }
  return {
    workload: all.at(-1).workload,
    file: pageFile(all.at(-1).workload),
    fingerprint,
    runs,
    otherRuns: all.length - entries.length,
    charts,
    recentChanges: recentChanges(charts, runs.length)
  };
}
function recentChanges(charts, runs) {
  const changes = charts.flatMap((chart) => {
    if (chart.kind !== "client") return [];
    const about = { chart: chart.id, label: chart.label, endpoint: chart.endpoint, cell: chart.cell };
    const steps = chart.changePoints.filter((cp) => runs - 1 - cp.index < CHANGE_SETTINGS.recentRuns).map((cp) => ({ ...about, kind: "step", change: cp.change, worse: cp.worse, runsAgo: runs - 1 - cp.index }));
    const creep = chart.creep ? [{ ...about, kind: "creep", change: chart.creep.change, worse: true, runsAgo: null }] : [];
    return [...steps, ...creep];
  });
  return [...changes.filter((c) => c.worse), ...changes.filter((c) => !c.worse)];
}
var share = (hits, total) => total > 0 ? Math.round(hits / total * 1e3) / 10 : null;
var DELIVERY = [
  { concept: "idr", metric: "idr", better: "higher", unit: "", value: (c) => median(c.values.idr) },
  {
    concept: "nonStreamedShare",
    metric: null,
    better: "lower",
    unit: "%",
    value: (c) => share(c.classes.buffered + c.classes.coalesced, c.classes.buffered + c.classes.coalesced + c.classes.streamed)
  },
  { concept: "errorRate", metric: null, better: "lower", unit: "%", value: (c) => share(c.errors, c.n) }
];
function deliveryCharts(entries, cell, n) {
  const key = cellKey(cell);
  const charts = [];
  for (const d of DELIVERY) {
    const values = entries.map((e) => {
      const c = e.cells.find((x) => cellKey(x) === key);
      return c ? d.value(c) : null;
    });
    if (values.every((v) => v === null)) continue;
    charts.push({
      id: `chart-${n + charts.length + 1}`,
      kind: "delivery",
      endpoint: cell.endpoint,
      cell: cellWhere(cell),
      metric: d.metric,
      concept: d.metric === null ? d.concept : null,
      label: d.metric === "idr" ? `${METRICS.idr.label} p50` : METRICS[d.concept].label,
      unit: d.unit,
      better: d.better,
      values,
      changePoints: [],
      creep: null
    });
  }
  return charts;
}
function chartOf(cell, metric, better, values, n) {
  const spec = METRICS[metric];
  const present = values.flatMap((v, i) => v !== null && v > 0 ? [i] : []);
  const logs = present.map((i) => Math.log(values[i]));
  const found = eDivisiveChangePoints(logs, { minSize: CHANGE_SETTINGS.minSize, maxP: CHANGE_SETTINGS.stepMaxP });
  const recent = recentStep(logs);
  if (recent && !found.some((c) => c.index === recent.index)) found.push(recent);
  const changePoints = found.map((c) => {
    const change = Math.exp(c.after - c.before) - 1;
    return { index: present[c.index], change, worse: better === "lower" ? change > 0 : change < 0, p: c.p };
  });
  const creep = worseningCreep(logs, better);
  return {
    id: `chart-${n + 1}`,
    kind: "client",
    endpoint: cell.endpoint,
    cell: cellWhere(cell),
    metric,
    concept: null,
    label: `${spec.label} p50`,
    unit: spec.unit === "ms" ? "ms" : spec.unit === "perSecond" ? "/s" : "",
    better,
    values,
    changePoints,
    creep: creep ? { change: creep.change, runs: creep.runs } : null
  };
}
function median(values) {
  const sorted = sortedFinite(values ?? []);
  return sorted.length > 0 ? quantile(sorted, 0.5) : null;
}

// src/cli/history-render.ts
var RENDER_USAGE = `  streamgate history render --out <folder> [--store <git-url|bare repo|folder>] [--branch <name>] [--repo-url <url>]
      a static dashboard of every workload in the history: index.html and one page per workload, a chart per
      endpoint \xD7 cell \xD7 primary metric over the runs with change points marked, then its delivery (IDR, the share
      not streamed) and error rate; uPlot is copied in, so the pages
      load offline. Commits link to <repo-url>/commit/<sha> (default $GITHUB_SERVER_URL/$GITHUB_REPOSITORY)`;
function repositoryUrl(flag, env) {
  if (flag !== void 0) {
    if (!/^https?:\/\/[^\s/]+\/\S+/.test(flag)) throw new HistoryError(`--repo-url must be an http(s) address, got "${flag}"`);
    return flag;
  }
  return env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL ?? "https://github.com"}/${env.GITHUB_REPOSITORY}` : null;
}
async function historyRender(argv, out, defaultStore) {
  let values;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        out: { type: "string", short: "o" },
        store: { type: "string" },
        branch: { type: "string" },
        "repo-url": { type: "string" }
      },
      strict: true
    }).values;
  } catch (error) {
    throw new HistoryError(`${error instanceof Error ? error.message : String(error)}

${RENDER_USAGE}`);
  }
  if (!values.out) throw new HistoryError(`history render needs --out <folder>

${RENDER_USAGE}`);
  const repoUrl = repositoryUrl(values["repo-url"], process.env);
  const store = openStore(values.store ?? defaultStore, {
    branch: values.branch ?? DEFAULT_HISTORY_BRANCH,
    token: process.env.GITHUB_TOKEN ?? null
  });
  const model = siteModel(await store.readAll(), { repoUrl, generatedAt: (/* @__PURE__ */ new Date()).toISOString() });
  const folder = resolve(values.out);
  for (const file of siteFiles(model)) writeInto(folder, file.path, file.text);
  const require2 = createRequire(import.meta.url);
  for (const [asset, target] of [
    ["uplot/dist/uPlot.iife.min.js", UPLOT_ASSETS.script],
    ["uplot/dist/uPlot.min.css", UPLOT_ASSETS.style]
  ]) {
    mkdirSync(dirname(join(folder, target)), { recursive: true });
    copyFileSync(require2.resolve(asset), join(folder, target));
  }
  const charts = model.pages.reduce((sum, p) => sum + p.charts.length, 0);
  out(`dashboard of ${model.pages.length} workload(s), ${charts} chart(s) from ${store.describe} written to ${folder}/index.html
`);
  return 0;
}
function writeInto(folder, path, text) {
  const target = join(folder, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

// src/cli/history-verdict.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";
var HISTORY_VERDICTS = ["pass", "fail", "inconclusive", "none", "recorded"];
function historyVerdict(flag, resultsPath, fingerprint) {
  if (flag !== void 0) {
    if (!HISTORY_VERDICTS.includes(flag))
      throw new HistoryError(`--verdict must be one of ${HISTORY_VERDICTS.join(", ")}, got "${flag}"`);
    return { verdict: flag, from: "flag" };
  }
  const file = join2(dirname2(resultsPath), "verdict.json");
  const written = readVerdictFile(file);
  if (written === null || written.fingerprint !== fingerprint || statSync(file).mtimeMs < statSync(resultsPath).mtimeMs)
    return { verdict: "recorded", from: "default" };
  if (written.verdict === "error")
    throw new HistoryError(`${file}: this run could not be judged (verdict error: an endpoint failed); the history keeps judged runs`);
  if (!HISTORY_VERDICTS.includes(written.verdict)) return { verdict: "recorded", from: "default" };
  return { verdict: written.verdict, from: "verdict.json" };
}
function readVerdictFile(file) {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8"));
    if (parsed.kind !== "verdict" || typeof parsed.verdict !== "string") return null;
    const fingerprint = parsed.workload?.fingerprint;
    return { verdict: parsed.verdict, fingerprint: typeof fingerprint === "string" ? fingerprint : null };
  } catch {
    return null;
  }
}

// src/cli/history-command.ts
var DEFAULT_STORE = ".streamgate/history";
var HISTORY_USAGE = `  streamgate history add --workload <file> --results <dir|results.json> [--store <git-url|bare repo|folder>]
                         [--branch <name>] [--max-runs <n>] [--commit <sha>] [--verdict <word>]
      append the run to the workload's history with its verdict (--verdict: ${HISTORY_VERDICTS.join(", ")}; by default the
      one \`streamgate gate\` wrote beside results.json in verdict.json, else recorded) (history/<workload>.jsonl on the branch, default
      ${DEFAULT_HISTORY_BRANCH}; in a folder, <folder>/history/<workload>.jsonl; default store .streamgate/history),
      keeping the last --max-runs (default ${DEFAULT_HISTORY_MAX_RUNS})
  streamgate history accept --workload <file> [--reason "<why>"] [--store \u2026] [--branch \u2026] [--commit <sha>]
      mark an intended change of the stack: the comparison side pools only the runs recorded after it (a marker entry,
      no measurement; until 2 runs follow, the newer baseline file or the one run since is compared with)
  streamgate history show --workload <file> [--store \u2026] [--branch \u2026]
      the recorded runs (commit, time, verdict, TTFT p50 per cell) and the change points found over them
${RENDER_USAGE}
  streamgate gate \u2026 [--history <store>] [--history-branch <name>] [--history-runs <k>] [--no-history]
      with no reference endpoint and no --baseline, compare with the last k (default ${DEFAULT_HISTORY_RUNS}) runs of the history
      once it holds 2 (by default the folder ${DEFAULT_STORE}, when it exists; --no-history: the baseline file)`;
var HISTORY_GATE_OPTIONS = {
  history: { type: "string" },
  "history-branch": { type: "string" },
  "history-runs": { type: "string" },
  "no-history": { type: "boolean" }
};
async function historyForGate(flags, workload, note) {
  if (flags["no-history"]) return null;
  const location = flags.history ?? (existsSync2(DEFAULT_STORE) && statSync2(DEFAULT_STORE).isDirectory() ? DEFAULT_STORE : null);
  if (location === null) return null;
  const k = count(flags["history-runs"], "--history-runs", DEFAULT_HISTORY_RUNS, 2);
  const store = openStore(location, {
    branch: flags["history-branch"] ?? DEFAULT_HISTORY_BRANCH,
    token: process.env.GITHUB_TOKEN ?? null
  });
  const baselineFile = flags.baseline !== void 0 ? flags.baseline : baselinePathFor(workload, process.cwd());
  const side = await loadHistorySide(workload, store, k, { baseline: readBaselineStamp(baselineFile) });
  if (!side.baseline && side.note) note(side.note);
  if (side.driftPrior) note(driftPriorLine(side.driftPrior.priors, side.driftPrior.series));
  return side;
}
async function appendStepMarker(store, workload, step, commit, maxRuns = DEFAULT_HISTORY_MAX_RUNS) {
  const identity = workloadIdentity(workload);
  const entry = stepMarkerEntry({ workload: workload.name, fingerprint: identity.fingerprint }, step, {
    commit,
    time: (/* @__PURE__ */ new Date()).toISOString()
  });
  await store.append(entry, maxRuns);
  return entry;
}
async function historyCommand(argv, out) {
  const [sub, ...rest] = argv;
  if (sub === "render") return historyRender(rest, out, DEFAULT_STORE);
  let values;
  try {
    values = parseArgs2({
      args: [...rest],
      options: {
        workload: { type: "string", short: "w" },
        results: { type: "string" },
        store: { type: "string" },
        branch: { type: "string" },
        "max-runs": { type: "string" },
        commit: { type: "string" },
        verdict: { type: "string" },
        reason: { type: "string" }
      },
      strict: true
    }).values;
  } catch (error) {
    throw new HistoryError(`${error instanceof Error ? error.message : String(error)}

${HISTORY_USAGE}`);
  }
  if (sub !== "add" && sub !== "show" && sub !== "accept")
    throw new HistoryError(`history needs add, accept, show or render, got ${JSON.stringify(sub ?? "")}

${HISTORY_USAGE}`);
  if (!values.workload) throw new HistoryError(`history ${sub} needs --workload <file>`);
  const workload = loadWorkload(values.workload, { env: process.env, requireApiKeys: false });
  const store = openStore(values.store ?? DEFAULT_STORE, {
    branch: values.branch ?? DEFAULT_HISTORY_BRANCH,
    token: process.env.GITHUB_TOKEN ?? null
  });
  if (sub === "accept") {
    const commit2 = values.commit ?? process.env.GITHUB_SHA ?? await headCommit(process.cwd());
    const maxRuns2 = count(values["max-runs"], "--max-runs", DEFAULT_HISTORY_MAX_RUNS, 1);
    const reason = values.reason?.trim();
    await appendStepMarker(store, workload, { kind: "accepted", ...reason ? { reason } : {} }, commit2, maxRuns2);
    out(
      `change accepted in the history of ${workload.name} (${store.describe})${commit2 ? ` at ${commit2.slice(0, 7)}` : ""}: the gate compares with the runs recorded from now on (until 2 are, with the newer baseline file or the one run since)
`
    );
    return 0;
  }
  if (sub === "show") {
    const entries = (await store.read(workload.name)).filter((e) => e.fingerprint === workloadIdentity(workload).fingerprint);
    out(`${workload.name}: ${entries.length} run(s) in ${store.describe}
${renderHistoryTable(historyRows(entries))}
`);
    const changes2 = renderHistoryChanges(historyChangesFor(entries, null));
    if (changes2) out(`${changes2}
`);
    return 0;
  }
  if (!values.results) throw new HistoryError("history add needs --results <folder or results.json> of a complete run");
  const path = existsSync2(values.results) && statSync2(values.results).isDirectory() ? join3(values.results, "results.json") : values.results;
  const results = readResultsOf(path, workload);
  if (results.run.partial || results.run.shard !== null)
    throw new HistoryError(`${path}: the history keeps complete runs; this one is ${results.run.partial ? "interrupted" : "a shard"}`);
  const maxRuns = count(values["max-runs"], "--max-runs", DEFAULT_HISTORY_MAX_RUNS, 1);
  const commit = values.commit ?? process.env.GITHUB_SHA ?? await headCommit(process.cwd());
  const judged = historyVerdict(values.verdict, path, workloadIdentity(workload).fingerprint);
  const entry = historyEntryFromResults(results, workload, { commit, verdict: judged.verdict });
  const before = (await store.read(workload.name)).filter((e) => e.fingerprint === entry.fingerprint);
  await store.append(entry, maxRuns);
  const how = { flag: "from --verdict", "verdict.json": `from ${join3(dirname3(path), "verdict.json")}`, default: "the run was not gated" }[judged.from];
  out(
    `run ${entry.runId}${commit ? ` at ${commit.slice(0, 7)}` : ""} appended to the history of ${workload.name} (${store.describe}), verdict ${entry.verdict} (${how})
`
  );
  const changes = renderHistoryChanges(historyChangesFor([...before, entry].slice(-maxRuns), null));
  if (changes) out(`${changes}
`);
  const reach = historySideReachLines((await loadHistorySide(workload, store, DEFAULT_HISTORY_RUNS)).baseline, workload);
  if (reach.length > 0) out(`what this history can catch:
${reach.map((l) => `  - ${l}`).join("\n")}
`);
  return 0;
}
function count(text, flag, fallback, min) {
  if (text === void 0) return fallback;
  const n = Number(text);
  if (text.trim() === "" || !Number.isInteger(n) || n < min)
    throw new HistoryError(`${flag} must be a whole number \u2265 ${min}, got "${text}"`);
  return n;
}
function runNotes(plan, evaluation, side, results) {
  const history = side ? [...historyNoteLines(side.entries, results), ...blindHistoryNotes(plan)] : [];
  const appendix = side ? historyTrendMarkdown(side.entries, results, evaluation.outcome) : "";
  const answers = parityNotes(plan, evaluation, results);
  const decide = decideNotes(plan, evaluation);
  const block = (title, lines) => lines.length > 0 ? `${title}
${lines.map((l) => `  - ${l}`).join("\n")}
` : "";
  return {
    terminal: block("history:", history) + block("answers:", answers) + block("what would decide it:", decide),
    report: [...history, ...answers, ...decide],
    appendix
  };
}
function acceptCommand(workloadFile, store) {
  const prefix = "npx streamgate ";
  const quoted = (s) => /^[\w./:@-]+$/.test(s) ? s : JSON.stringify(s);
  return `${prefix}history accept --workload ${quoted(workloadFile)}${store !== null ? ` --store ${quoted(store)}` : ""} --reason "\u2026"`;
}

// src/cli/args.ts
var UsageError = class extends UserError {
  constructor(message, command = null) {
    super(message);
    this.command = command;
  }
  command;
  name = "UsageError";
  code = "STREAMGATE_USAGE";
  exitStatus = EXIT_USER_ERROR;
};
var OptionError = class extends UsageError {
  name = "OptionError";
};
function withAaRuns(args) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith("--aa=")) out.push(`--aa-runs=${arg.slice("--aa=".length)}`);
    else if (arg === "--aa" && i + 1 < args.length && /^\d+$/.test(args[i + 1])) out.push("--aa-runs", args[++i]);
    else out.push(arg);
  }
  return out;
}
function parseFlags(args, command) {
  try {
    return parseArgs3({
      args: withAaRuns(args),
      options: {
        workload: { type: "string", short: "w" },
        baseline: { type: "string" },
        "from-results": { type: "string" },
        aa: { type: "boolean" },
        "aa-runs": { type: "string" },
        runs: { type: "string" },
        "fail-on": { type: "string" },
        "allow-errors": { type: "boolean" },
        "results-dir": { type: "string" },
        shard: { type: "string" },
        "start-at": { type: "string" },
        "run-id": { type: "string" },
        "level-seconds": { type: "string" },
        merge: { type: "string" },
        seed: { type: "string" },
        port: { type: "string" },
        slots: { type: "string" },
        list: { type: "boolean" },
        host: { type: "string" },
        record: { type: "boolean" },
        levels: { type: "string" },
        sweep: { type: "boolean" },
        json: { type: "boolean" },
        plan: { type: "boolean" },
        verbose: { type: "boolean", short: "v" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "V" },
        ...HISTORY_GATE_OPTIONS
      },
      strict: true
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), command);
  }
}
function requireWorkload(flags, command) {
  if (!flags.workload) throw new UsageError(`${command} needs --workload <file>`, command);
  return flags.workload;
}
function parseInteger(text, flag) {
  const n = Number(text);
  if (text.trim() === "" || !Number.isInteger(n)) throw new OptionError(`${flag} must be an integer, got "${text}"`);
  return n;
}
function parseFailOn(text) {
  if (text === void 0) return "regression";
  if (text === "regression" || text === "inconclusive" || text === "never") return text;
  throw new OptionError(`--fail-on must be regression, inconclusive or never, got "${text}"`);
}
function parseLevels(text, load2) {
  const levels = text.split(",").map((part) => part.trim());
  for (const level of levels) {
    const n = Number(level);
    if (level === "" || !Number.isFinite(n) || n <= 0 || load2 === "concurrency" && !Number.isInteger(n)) {
      throw new OptionError(
        `--levels takes ${load2 === "concurrency" ? "whole numbers of streams" : "positive rates"} separated by commas, got "${text}"`,
        "sweep"
      );
    }
  }
  return levels.map(Number);
}

// src/cli/baseline-update.ts
import { join as join4, resolve as resolve3 } from "node:path";

// src/cli/run-support.ts
import { setMaxListeners } from "node:events";
import { isAbsolute, relative, resolve as resolve2 } from "node:path";
function load(workloadPath, flags, env, needKeys) {
  const workload = loadWorkload(workloadPath, { env, requireApiKeys: needKeys });
  if (flags.seed !== void 0) workload.run.seed = parseInteger(flags.seed, "--seed");
  const apiKeys = needKeys ? resolveApiKeys(workload, env) : /* @__PURE__ */ new Map();
  const redact = createRedactor(apiKeys.values());
  return { workload, apiKeys, redact, logger: createLogger(stderrSink(flags.verbose ?? false), redact) };
}
function resultsDir(flags) {
  return flags["results-dir"] ?? ".streamgate";
}
function displayPath(path, cwd = process.cwd()) {
  const absolute = resolve2(cwd, path);
  const rel = relative(cwd, absolute);
  return rel === "" ? "." : rel.startsWith("..") || isAbsolute(rel) ? absolute : rel;
}
async function measure(loaded, flags, sequential = null) {
  const { workload, apiKeys, redact, logger } = loaded;
  const progress = createProgressWriter(process.stderr);
  return withInterrupt(logger, async (signal) => {
    const outcome = await runWorkload({
      workload,
      apiKeys,
      resultsDir: resultsDir(flags),
      identity: workloadIdentity(workload),
      redact,
      logger,
      shard: flags.shard ? parseShard(flags.shard) : null,
      ...flags["run-id"] ? { runId: flags["run-id"] } : {},
      agreedStart: agreedStartOf(flags),
      signal,
      onProgress: (p) => progress.update(p),
      sequential
    });
    progress.finish();
    logger.info(`results: ${displayPath(outcome.resultsPath)}
samples: ${displayPath(outcome.samplesPath)}`);
    return outcome.results;
  });
}
function agreedStartOf(flags, command = "gate") {
  const text = flags["start-at"];
  if (text === void 0) return null;
  if (!flags.shard || !flags["run-id"])
    throw new OptionError("--start-at is for shards applying load together: give --shard i/n and the --run-id every shard shares", command);
  try {
    return parseAgreedStart(text, Date.now(), "--start-at");
  } catch (error) {
    if (error instanceof ConfigError) throw new OptionError(`--start-at: ${error.issues.map((i) => i.message).join("; ")}`, command);
    throw error;
  }
}
async function withInterrupt(logger, work) {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  const onSignal = (signal) => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    logger.warn(`${signal}: stopping; in-flight requests are aborted and what was measured is kept`);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    return await work(controller.signal);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

// src/cli/baseline-update.ts
function parseRuns(flags) {
  const fromResults = flags["from-results"]?.split(",").map((p) => p.trim()).filter((p) => p !== "") ?? null;
  if (fromResults?.length === 0) throw new UsageError("--from-results needs a results file (several: a.json,b.json)", "baseline:update");
  const runs = flags.runs === void 0 ? 1 : Number(flags.runs);
  if (flags.runs !== void 0 && (flags.runs.trim() === "" || !Number.isInteger(runs) || runs < 1)) {
    throw new OptionError(`--runs must be an integer \u2265 1, got "${flags.runs}"`, "baseline:update");
  }
  if (fromResults && runs > 1)
    throw new UsageError(
      "--runs measures the workload again: to pool saved runs, list their results instead (--from-results a.json,b.json)",
      "baseline:update"
    );
  return { fromResults, runs };
}
async function baselineUpdate(workloadPath, flags) {
  const { fromResults, runs } = parseRuns(flags);
  const loaded = load(workloadPath, flags, process.env, fromResults === null && flags.plan !== true);
  const target = flags.baseline ? resolve3(flags.baseline) : baselinePathFor(loaded.workload, process.cwd());
  if (fromResults === null) {
    const w = loaded.workload;
    const size = planLines(runSize(w, { runs }), w.run.concurrency, w.run.ratePerSecond);
    if (flags.plan) {
      process.stdout.write(`${size.join("\n")}
`);
      return EXIT_OK;
    }
    loaded.logger.info(size.join("\n"));
  }
  const parts = [];
  if (fromResults) {
    parts.push(...fromResults.map((file) => readResultsOf(file, loaded.workload)));
  } else if (runs === 1) {
    parts.push(await measure(loaded, flags));
  } else {
    for (let i = 1; i <= runs; i++) {
      loaded.logger.info(`run ${i} of ${runs}`);
      const run = await measure(loaded, { ...flags, "results-dir": join4(resultsDir(flags), `run-${i}`) });
      parts.push(run);
      if (run.run.partial) break;
    }
  }
  if (parts.some((p) => p.run.partial)) {
    process.stderr.write("interrupted: a partial run makes no baseline; nothing was written\n");
    return EXIT_INTERRUPTED;
  }
  const recorded = baselineOfRuns(parts, loaded.workload);
  if (recorded.unrecordable.length > 0 && !flags["allow-errors"]) {
    process.stdout.write(`
${renderTerminalReport(recorded.results)}

`);
    process.stderr.write(
      `error: ${unrecordableText(recorded.unrecordable, recorded.results.errorExamples ?? [], loaded.workload.endpoints, "--allow-errors")}
`
    );
    return EXIT_ERROR;
  }
  writeBaseline(target, recorded.baseline);
  const pooled = recorded.spreadLine ? `${recorded.spreadLine}
` : "";
  const table = renderTerminalReport(recorded.results);
  const legend = terminalLegend(table);
  const reach = baselineReachLines(recorded.baseline, loaded.workload);
  process.stdout.write(
    `
${table}

${pooled}baseline written: ${displayPath(target)}
${reach.lines.length > 0 ? `${reach.lines.join("\n")}
` : ""}commit it with the change that it describes.
${legend ? `${legend}
` : ""}`
  );
  for (const warning of reach.warnings) process.stderr.write(`warning: ${warning}
`);
  return EXIT_OK;
}

// src/cli/demo.ts
import { existsSync as existsSync3 } from "node:fs";
import { relative as relative2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/sim/profiles/profile-settings.ts
var REASONING_OFF_PARAMS = ["reasoning_effort", "thinking", "chat_template_kwargs", "enable_thinking", "reasoning"];
var KNOWN_PARAMS = Object.freeze([
  "model",
  "messages",
  "stream",
  "stream_options",
  "max_tokens",
  "max_completion_tokens",
  "temperature",
  "top_p",
  "n",
  "stop",
  "presence_penalty",
  "frequency_penalty",
  "logit_bias",
  "logprobs",
  "top_logprobs",
  "user",
  "seed",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "response_format",
  "reasoning_effort",
  "metadata",
  "store",
  "service_tier"
]);

// src/sim/profiles/profiles.ts
var CLEAN = {
  ttftMs: 300,
  ttftSigma: 0.25,
  tokensPerSecond: 60,
  jitter: 0.25,
  outputTokens: null,
  headerDelayMs: 0,
  bufferBody: false,
  bufferHeaders: false,
  chunkBytes: 0,
  stallProbability: 0,
  stallMs: 0,
  errorRate: 0,
  rate429: 0,
  midStreamErrorRate: 0,
  upstreamHeader: false,
  gatewayOverheadMs: 0,
  reasoningTokens: 0,
  ignoresReasoningOff: [],
  prefixCache: true,
  prefixCacheTokens: null,
  reportsCachedTokens: true,
  slots: 0,
  slotAffinity: false,
  coldPrefillMsPer1kChars: 400,
  warmTtftMs: 80,
  stampEvents: false,
  rejectsUnknownParams: false,
  ignoresMaxTokens: false,
  ignoresStop: false,
  wrongAnswerRate: 0,
  reasoningOffIgnoredRate: 0,
  variesAtTemperatureZero: false,
  contextTokens: null,
  charsPerToken: 4,
  dropsSystem: false,
  dropsTools: false,
  driftAfterTokens: null,
  logprobNoise: 0,
  draftTokens: 0,
  draftAcceptance: 1,
  lostLastTokenRate: 0,
  nearTieRate: 0,
  tieFlipRate: 0
};
var SPECULATIVE_FULL_RATE = 175;
function profile(overrides) {
  const settings = { ...CLEAN, ...overrides };
  Object.freeze(settings.ignoresReasoningOff);
  return Object.freeze(settings);
}
var REGISTRY = {
  clean: {
    description: "a healthy streaming server: TTFT ~300 ms, ~60 tok/s, one event per token, prefix cache (warm TTFT ~80 ms)",
    settings: profile({})
  },
  buffered: {
    description: "clean generation, but the body is held and written at once at the end (a buffering proxy)",
    settings: profile({ bufferBody: true })
  },
  coalesced: {
    description: "clean generation behind a 4 KiB proxy buffer: tokens arrive in bursts",
    settings: profile({ chunkBytes: 4096 })
  },
  stalls: {
    description: "clean, plus ~800 ms pauses at 2 % of tokens",
    settings: profile({ stallProbability: 0.02, stallMs: 800 })
  },
  fast: {
    description: "~2,500 tok/s, TTFT ~40 ms (warm ~15 ms)",
    settings: profile({ ttftMs: 40, ttftSigma: 0.2, tokensPerSecond: 2500, coldPrefillMsPer1kChars: 100, warmTtftMs: 15 })
  },
  slow: {
    description: "clean with 1.5\xD7 every TTFT component",
    settings: profile({ ttftMs: 450, coldPrefillMsPer1kChars: 600, warmTtftMs: 120 })
  },
  reasoning: {
    description: `48 reasoning tokens first; honours reasoning_effort "none", thinking disabled and chat_template_kwargs, ignores enable_thinking and reasoning (chat's reasoning.enabled, Responses' reasoning.effort)`,
    settings: profile({ reasoningTokens: 48, ignoresReasoningOff: ["enable_thinking", "reasoning"] })
  },
  gateway: {
    description: "heavy-tailed TTFT (\u03C3 0.8) behind a gateway: x-envoy-upstream-service-time and 40 ms overhead",
    settings: profile({
      ttftMs: 350,
      ttftSigma: 0.8,
      tokensPerSecond: 80,
      jitter: 0.4,
      upstreamHeader: true,
      gatewayOverheadMs: 40,
      warmTtftMs: 100
    })
  },
  flaky: {
    description: "clean with 10 % 429s and 5 % 500s",
    settings: profile({ rate429: 0.1, errorRate: 0.05 })
  },
  "reasoning-compliant": {
    description: "like reasoning, but every reasoning-off parameter works",
    settings: profile({ reasoningTokens: 48 })
  },
  "ignores-reasoning-off": {
    description: "48 reasoning tokens first, whatever the request says: every reasoning-off parameter is ignored, on every API",
    settings: profile({ reasoningTokens: 48, ignoresReasoningOff: [...REASONING_OFF_PARAMS] })
  },
  strict: {
    description: "like reasoning, only reasoning_effort understood; body fields outside the API's own set get a 400",
    settings: profile({ reasoningTokens: 48, rejectsUnknownParams: true })
  },
  overrun: {
    description: "ignores max_tokens (honours max_completion_tokens): answers run past the limit",
    settings: profile({ ignoresMaxTokens: true })
  },
  "ignores-stop": {
    description: "ignores stop sequences",
    settings: profile({ ignoresStop: true })
  },
  degraded: {
    description: "answers scripted arithmetic wrongly 40 % of the time",
    settings: profile({ wrongAnswerRate: 0.4 })
  },
  nondeterministic: {
    description: "new words at temperature 0 too: identical requests give different text",
    settings: profile({ variesAtTemperatureZero: true })
  },
  "mixed-backends": {
    description: "like reasoning-compliant, but half the requests ignore every reasoning-off parameter",
    settings: profile({ reasoningTokens: 48, reasoningOffIgnoredRate: 0.5 })
  },
  "llama-slots": {
    description: "clean, served by 2 llama.cpp-style slots that keep only their last request's context: about half the warm requests miss the cache",
    settings: profile({ slots: 2 })
  },
  "short-context": {
    description: "clean with a 512-token context: a longer prompt loses its start silently, and the usage reports the tokens kept (a smaller --ctx-size)",
    settings: profile({ contextTokens: 512 })
  },
  "vllm-usage": {
    description: "clean, but the usage says nothing of cached tokens and no timings are sent (vLLM's default): only /metrics counts the prefix cache's hits",
    settings: profile({ reportsCachedTokens: false })
  },
  capacity: {
    description: "clean, served by 4 engine slots with a queue and no prefix cache: past 4 concurrent requests each waits for a slot, so TTFT grows with load",
    settings: profile({ slots: 4, prefixCache: false })
  },
  quantised: {
    description: "a quantised build of clean: faster (~110 tok/s), the same words for the first 8 tokens of an answer, then its own; every log-prob shifted by ~0.05 nats (arithmetic answers stay right)",
    settings: profile({ tokensPerSecond: 110, driftAfterTokens: 8, logprobNoise: 0.05 })
  },
  speculative: {
    description: "clean with speculative decoding: the identical text, faster (~150 tok/s); 3 tokens drafted a step, each kept with chance 0.9 (mean accepted length ~3.4, acceptance ~81 %), reported in timings (draft_n, draft_n_accepted) and on /metrics; the accepted drafted tokens come without log-probs, as llama.cpp sends them (x-sim draftAcceptance sets the chance)",
    settings: profile({ tokensPerSecond: SPECULATIVE_FULL_RATE, draftTokens: 3, draftAcceptance: 0.9 })
  },
  "weak-draft": {
    description: "speculative with a poor draft: each drafted token kept with chance 0.4 (mean accepted length ~1.6, acceptance ~21 %), so it decodes at ~71 tok/s, the same words",
    settings: profile({ tokensPerSecond: SPECULATIVE_FULL_RATE, draftTokens: 3, draftAcceptance: 0.4 })
  },
  "lost-token": {
    description: "speculative, but the server loses each answer's last content token: its text never arrives while the usage still counts it (a real llama.cpp quirk, intermittent there; x-sim lostLastTokenRate sets the share)",
    settings: profile({ tokensPerSecond: SPECULATIVE_FULL_RATE, draftTokens: 3, draftAcceptance: 0.9, lostLastTokenRate: 1 })
  },
  "batch-nondeterministic": {
    description: "clean served the way GPU engines batch: not batch-invariant, so at temperature 0 near-ties (under 0.03 nats apart, at 3 % of tokens) flip with what a request is batched with, more often the more requests are in flight; with log-probs the ties show (x-sim nearTieRate, tieFlipRate)",
    settings: profile({ nearTieRate: 0.03, tieFlipRate: 0.1 })
  }
};
var PROFILES = Object.freeze(
  Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.settings]))
);
var PROFILE_NAMES = Object.freeze(Object.keys(PROFILES));
var PROFILE_DESCRIPTIONS = Object.freeze(
  Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.description]))
);
function profileListText() {
  const width = Math.max(...PROFILE_NAMES.map((n) => n.length));
  return PROFILE_NAMES.map((name) => `${name.padEnd(width)}  ${PROFILE_DESCRIPTIONS[name] ?? ""}`).join("\n");
}

// src/sim/server.ts
import { createServer } from "node:http";

// src/sim/request.ts
var SimRequestError = class extends Error {
  constructor(message, code = "invalid_request", param) {
    super(message);
    this.code = code;
    this.param = param;
  }
  code;
  param;
  name = "SimRequestError";
};
function contentText(content, where) {
  if (content === void 0 || content === null) return "";
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((part) => isRecord(part) && typeof part["text"] === "string" ? part["text"] : "").join("");
  }
  throw new SimRequestError(`${where} must be a string, an array of parts or null`);
}
function parseMessages(value) {
  if (!Array.isArray(value) || value.length === 0) {
    throw new SimRequestError('"messages" must be a non-empty array');
  }
  return value.map((message, index) => {
    if (!isRecord(message) || typeof message["role"] !== "string") {
      throw new SimRequestError(`messages[${index}] must be an object with a string "role"`);
    }
    return { role: message["role"], content: contentText(message["content"], `messages[${index}].content`) };
  });
}
function parseTools(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) throw new SimRequestError('"tools" must be an array');
  return value.map((tool, index) => {
    const fn = isRecord(tool) ? tool["function"] : void 0;
    if (!isRecord(fn) || typeof fn["name"] !== "string" || fn["name"] === "") {
      throw new SimRequestError(`tools[${index}].function.name must be a non-empty string`);
    }
    return { name: fn["name"], parameters: fn["parameters"] };
  });
}
function toolsChars(value) {
  return Array.isArray(value) && value.length > 0 ? JSON.stringify(value).length : 0;
}
function parseLimit(body, field) {
  const value = body[field];
  if (value === void 0 || value === null) return null;
  if (!Number.isInteger(value) || value < 1) {
    throw new SimRequestError(`"${field}" must be an integer >= 1`);
  }
  return value;
}
function parseStop(value, field = "stop") {
  if (value === void 0 || value === null) return [];
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.filter((v) => v !== "");
  throw new SimRequestError(`"${field}" must be a string or an array of strings`);
}
function parseModel(body) {
  return typeof body["model"] === "string" ? body["model"] : null;
}
function parseTemperature(body) {
  return typeof body["temperature"] === "number" ? body["temperature"] : null;
}
function unknownParams(body, known) {
  return Object.keys(body).filter((key) => !known.includes(key));
}
function parseChatRequest(body) {
  if (!isRecord(body)) throw new SimRequestError("request body must be a JSON object");
  const maxTokens = parseLimit(body, "max_tokens");
  const maxCompletionTokens = parseLimit(body, "max_completion_tokens");
  const limits = [maxTokens, maxCompletionTokens].filter((n) => n !== null);
  const streamOptions = body["stream_options"];
  return {
    model: parseModel(body),
    messages: parseMessages(body["messages"]),
    stream: body["stream"] === true,
    includeUsage: isRecord(streamOptions) && streamOptions["include_usage"] === true,
    maxTokens: limits.length > 0 ? Math.min(...limits) : null,
    limits: { maxTokens, maxCompletionTokens },
    stop: parseStop(body["stop"]),
    temperature: parseTemperature(body),
    tools: parseTools(body["tools"]),
    toolsChars: toolsChars(body["tools"]),
    params: body,
    // Every switch is judged by its chat name, straight from the body.
    reasoningParams: body
  };
}

// src/sim/answer.ts
var DEFAULT_CONTENT_TOKENS = 96;
var SHORT_PROMPT_CHARS = 20;
var TOKENS_PER_WORD = 1.33;
var WORD_COUNT_PATTERN = /\b(\d{1,6})(?:\s*-\s*|\s+)words?\b/i;
var EFFORT_SCALE = { none: 0, minimal: 0.25, low: 0.5 };
function effortScale(value) {
  return typeof value === "string" && value in EFFORT_SCALE ? EFFORT_SCALE[value] : 1;
}
function reasoningScale(params, ignored) {
  const honoured = (name) => ignored.includes(name) ? void 0 : params[name];
  const thinking = honoured("thinking");
  const kwargs = honoured("chat_template_kwargs");
  const reasoning = honoured("reasoning");
  const scales = [
    effortScale(honoured("reasoning_effort")),
    isRecord(thinking) && thinking["type"] === "disabled" ? 0 : 1,
    isRecord(kwargs) && kwargs["enable_thinking"] === false ? 0 : 1,
    honoured("enable_thinking") === false ? 0 : 1,
    isRecord(reasoning) ? reasoning["enabled"] === false ? 0 : effortScale(reasoning["effort"]) : 1
  ];
  return Math.min(...scales);
}
function contentTokenTarget(request, settings, rng) {
  const shortCount = 8 + Math.floor(rng() * 9);
  const asked = askedLength(request);
  if (asked !== null) return asked;
  if (settings.outputTokens !== null) return settings.outputTokens;
  const lastUser = [...request.messages].reverse().find((m) => m.role === "user");
  const words = WORD_COUNT_PATTERN.exec(lastUser?.content ?? "") ?? WORD_COUNT_PATTERN.exec(request.messages.map((m) => m.content).join("\n"));
  if (words) return Math.max(1, Math.round(Number(words[1]) * TOKENS_PER_WORD));
  if (lastUser && lastUser.content.trim().length <= SHORT_PROMPT_CHARS) return shortCount;
  return DEFAULT_CONTENT_TOKENS;
}
function askedLength(request) {
  const { ignore_eos: ignoreEos, min_tokens: minTokens } = request.params;
  if (ignoreEos === true && request.maxTokens !== null) return request.maxTokens;
  return Number.isInteger(minTokens) && minTokens >= 1 ? minTokens : null;
}
var ARITHMETIC_PATTERN = /what is\s+(-?\d{1,9})\s*([+*-])\s*(-?\d{1,9})\s*\?/i;
var COUNT_PATTERN = /count from\s+(\d{1,4})\s+to\s+(\d{1,4})/i;
var MAX_COUNT_TOKENS = 1e3;
function scriptedAnswer(text, settings, rng) {
  const question = ARITHMETIC_PATTERN.exec(text);
  if (question) {
    const a = Number(question[1]);
    const b = Number(question[3]);
    const right = question[2] === "+" ? a + b : question[2] === "-" ? a - b : a * b;
    const wrong = rng() < settings.wrongAnswerRate;
    return [` ${wrong ? right + 1 + Math.floor(rng() * 9) : right}`];
  }
  const count2 = COUNT_PATTERN.exec(text);
  if (count2) {
    const from = Number(count2[1]);
    const to = Math.min(Number(count2[2]), from + MAX_COUNT_TOKENS - 1);
    const numbers = [];
    for (let n = from; n <= to; n++) numbers.push(` ${n}`);
    return numbers.length > 0 ? numbers : null;
  }
  return null;
}
function cutAtStop(tokens, stop) {
  if (stop.length === 0) return null;
  let text = "";
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind !== "content") continue;
    const before = text.length;
    text += token.text;
    let at = -1;
    let sequence = "";
    for (const s of stop) {
      const found = text.indexOf(s);
      if (found >= 0 && (at < 0 || found < at)) {
        at = found;
        sequence = s;
      }
    }
    if (at < 0) continue;
    const keep = at - before;
    const kept = tokens.slice(0, i);
    if (keep > 0) kept.push({ kind: "content", text: token.text.slice(0, keep) });
    return { tokens: kept, sequence };
  }
  return null;
}
var VOCABULARY = Object.freeze(
  "the of and to in is that for it as was with be by on not he this are or his from at which but have an they you were her she there been one all we their has would when if so no will more what up out can only other new some could time these two may first then do any like my now over such our man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three stream token latency buffer cache model request response server client proxy gateway header event chunk delay signal measure budget window sample median tail percentile rate queue batch prefill decode reason answer simple clear steady quick slow river mountain garden window morning evening light water stone paper letter music story question number system process value result method design pattern detail balance moment careful gentle bright".split(" ")
);
function word(rng) {
  return VOCABULARY[Math.floor(rng() * VOCABULARY.length)];
}
function argumentValue(schema, rng) {
  if (!isRecord(schema)) return word(rng);
  const choices = schema["enum"];
  if (Array.isArray(choices) && choices.length > 0) return choices[Math.floor(rng() * choices.length)];
  switch (schema["type"]) {
    case "integer":
      return 1 + Math.floor(rng() * 100);
    case "number":
      return Math.round(rng() * 1e3) / 10;
    case "boolean":
      return rng() < 0.5;
    case "array":
      return [word(rng)];
    case "object":
      return {};
    default:
      return `${word(rng)} ${word(rng)}`;
  }
}
function toolArguments(tool, rng) {
  const properties = isRecord(tool.parameters) ? tool.parameters["properties"] : void 0;
  const args = {};
  if (isRecord(properties)) {
    for (const [name, schema] of Object.entries(properties)) args[name] = argumentValue(schema, rng);
  }
  return JSON.stringify(args);
}
function pieces(text, rng) {
  const out = [];
  for (let at = 0; at < text.length; ) {
    const size = 3 + Math.floor(rng() * 6);
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}
var ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
function toolCallId(rng) {
  let id = "call_";
  for (let i = 0; i < 24; i++) id += ID_ALPHABET[Math.floor(rng() * ID_ALPHABET.length)];
  return id;
}
function composeAnswer(request, settings, rng) {
  const tokens = [];
  const scale = request.reasoningParams === null ? 0 : reasoningScale(request.reasoningParams, settings.ignoresReasoningOff);
  const reasoningCount = Math.round(settings.reasoningTokens * scale);
  for (let i = 0; i < reasoningCount; i++) tokens.push({ kind: "reasoning", text: ` ${word(rng)}` });
  const lastRole = request.messages[request.messages.length - 1]?.role;
  const tool = lastRole === "user" ? request.tools[0] : void 0;
  let call = null;
  if (tool) {
    const args = toolArguments(tool, rng);
    call = { id: toolCallId(rng), name: tool.name, arguments: args };
    tokens.push({ kind: "toolName", text: tool.name });
    for (const piece of pieces(args, rng)) tokens.push({ kind: "toolArgs", text: piece });
  } else {
    const lastUser = [...request.messages].reverse().find((m) => m.role === "user");
    const scripted = lastUser && settings.outputTokens === null ? scriptedAnswer(lastUser.content, settings, rng) : null;
    if (scripted) {
      for (const text of scripted) tokens.push({ kind: "content", text });
    } else {
      const count2 = contentTokenTarget(request, settings, rng);
      for (let i = 0; i < count2; i++) tokens.push({ kind: "content", text: ` ${word(rng)}` });
    }
  }
  const natural = call ? "tool_calls" : "stop";
  const stopped = settings.ignoresStop ? null : cutAtStop(tokens, request.stop);
  if (stopped) tokens.splice(0, tokens.length, ...stopped.tokens);
  const cap = settings.ignoresMaxTokens ? request.limits.maxCompletionTokens : request.maxTokens;
  if (cap === null || tokens.length <= cap)
    return { tokens, finishReason: natural, stopSequence: stopped?.sequence ?? null, toolCall: call };
  const kept = tokens.slice(0, cap);
  const named = kept.some((t) => t.kind === "toolName");
  return {
    tokens: kept,
    finishReason: "length",
    stopSequence: null,
    toolCall: call && named ? {
      ...call,
      arguments: kept.filter((t) => t.kind === "toolArgs").map((t) => t.text).join("")
    } : null
  };
}

// src/sim/logprobs.ts
var STREAM_DRIFT = 11;
var STREAM_SCORES = 12;
var STREAM_NOISE = 13;
var MAX_TOP = 20;
function askedTopLogprobs(params) {
  const top = typeof params.top_logprobs === "number" ? Math.max(0, Math.min(MAX_TOP, Math.floor(params.top_logprobs))) : 0;
  if (params.logprobs === true) return top;
  if (typeof params.logprobs === "number") return Math.max(0, Math.min(MAX_TOP, Math.floor(params.logprobs)));
  const include = params.include;
  if (Array.isArray(include) && include.some((i) => typeof i === "string" && i.endsWith("logprobs"))) return top;
  return null;
}
function driftedAnswer(answer, settings, textSeed2) {
  const after = settings.driftAfterTokens;
  if (after === null) return answer;
  const rng = createRng(deriveSeed(textSeed2, STREAM_DRIFT));
  let k = 0;
  const tokens = answer.tokens.map((token) => {
    if (token.kind !== "content") return token;
    const word2 = VOCABULARY[Math.floor(rng() * VOCABULARY.length)];
    return k++ >= after ? { ...token, text: ` ${word2}` } : token;
  });
  return { ...answer, tokens };
}
function tokenScores(tokens, settings, textSeed2, topK, plan = null) {
  const rng = createRng(deriveSeed(textSeed2, STREAM_SCORES));
  const noise = createRng(deriveSeed(textSeed2, STREAM_NOISE));
  let k = 0;
  return tokens.map((token) => {
    if (token.kind !== "content") return null;
    const position = k++;
    const chosen = -0.02 - 1.5 * rng();
    const alternatives = [];
    let lp = chosen;
    for (let j = 0; j < MAX_TOP; j++) {
      lp -= 0.2 + 1.5 * rng();
      alternatives.push([` ${VOCABULARY[Math.floor(rng() * VOCABULARY.length)]}`, lp]);
    }
    const shift = settings.logprobNoise * normal(noise);
    if (plan?.accepted[position] === true) return null;
    const listed = [[token.text, chosen], ...alternatives.filter(([t]) => t !== token.text)];
    const top = listed.slice(0, topK).map(([t, v]) => [t, Math.min(0, v + shift)]);
    return { lp: Math.min(0, chosen + shift), top };
  });
}
function logprobEntry(text, score) {
  return { token: text, logprob: score.lp, top_logprobs: score.top.map(([token, logprob]) => ({ token, logprob })) };
}
function chatTokenLogprobs(token) {
  return token.score ? { content: [logprobEntry(token.text, token.score)] } : null;
}
function legacyTokenLogprobs(token) {
  if (!token.score) return null;
  return { tokens: [token.text], token_logprobs: [token.score.lp], top_logprobs: [Object.fromEntries(token.score.top)], text_offset: [0] };
}
function chatAnswerLogprobs(tokens) {
  const content = tokens.filter((t) => t.kind === "content");
  if (!content.some((t) => t.score !== void 0)) return null;
  return { content: content.map((t) => t.score ? logprobEntry(t.text, t.score) : { token: t.text, logprob: 0, top_logprobs: [] }) };
}
function logprobsField(logprobs) {
  return logprobs ? { logprobs } : {};
}
function withChoiceField(chunk3, field, value) {
  const choices = chunk3.choices;
  return { ...chunk3, choices: [{ ...choices[0], [field]: value }, ...choices.slice(1)] };
}

// src/sim/decoding/near-ties.ts
var STREAM_TIES = 14;
var STREAM_BRANCH = 15;
var FIRST_TIE_POSITION = 2;
var GAP_MIN = 1e-3;
var GAP_SPAN = 0.029;
function flipChance(settings, inFlight) {
  return Math.min(0.5, settings.tieFlipRate * Math.max(1, inFlight));
}
function nearTies(answer, settings, textSeed2) {
  if (settings.nearTieRate <= 0) return [];
  const rng = createRng(deriveSeed(textSeed2, STREAM_TIES));
  const ties = [];
  let position = 0;
  answer.tokens.forEach((token, index) => {
    if (token.kind !== "content") return;
    const tied = rng() < settings.nearTieRate;
    const gap = GAP_MIN + GAP_SPAN * rng();
    let word2 = ` ${VOCABULARY[Math.floor(rng() * VOCABULARY.length)]}`;
    if (word2 === token.text) word2 = ` ${VOCABULARY[(VOCABULARY.indexOf(word2.slice(1)) + 1) % VOCABULARY.length]}`;
    if (tied && position >= FIRST_TIE_POSITION) ties.push({ index, runnerUp: word2, gap });
    position++;
  });
  return ties;
}
function withTieFlips(answer, ties, chance, rng, textSeed2) {
  const draws = ties.map(() => rng());
  const at = chance > 0 ? ties.findIndex((_, k) => draws[k] < chance) : -1;
  if (at < 0) return { answer, ties: [...ties], flippedAt: null };
  const tie = ties[at];
  const branch = createRng(deriveSeed(deriveSeed(textSeed2, STREAM_BRANCH), tie.index));
  const tokens = answer.tokens.map((token, index) => {
    if (index < tie.index || token.kind !== "content") return token;
    if (index === tie.index) return { ...token, text: tie.runnerUp };
    return { ...token, text: ` ${VOCABULARY[Math.floor(branch() * VOCABULARY.length)]}` };
  });
  const original = answer.tokens[tie.index].text;
  const said = ties.map((t, k) => k === at ? { ...t, runnerUp: original } : t);
  return { answer: { ...answer, tokens }, ties: said, flippedAt: tie.index };
}
function withTieScores(scores, tokens, ties, topK) {
  const out = [...scores];
  for (const tie of ties) {
    const score = out[tie.index];
    if (!score) continue;
    const chosen = tokens[tie.index].text;
    const rest = score.top.filter(([t]) => t !== chosen && t !== tie.runnerUp);
    const top = [[chosen, score.lp], [tie.runnerUp, score.lp - tie.gap], ...rest];
    out[tie.index] = { lp: score.lp, top: top.slice(0, topK) };
  }
  return out;
}

// src/sim/context.ts
function promptRead(request, settings) {
  const messages = settings.dropsSystem ? request.messages.filter((m) => m.role !== "system") : request.messages;
  const chars = messages.reduce((sum, m) => sum + m.content.length, 0) + (settings.dropsTools ? 0 : request.toolsChars);
  const full = Math.max(1, Math.ceil(chars / settings.charsPerToken));
  if (settings.contextTokens === null || full <= settings.contextTokens) return { chars, tokens: full };
  const tokens = Math.max(1, settings.contextTokens);
  return { chars: Math.round(chars * tokens / full), tokens };
}

// src/sim/decoding/speculative.ts
var STREAM_ACCEPT = 14;
function draftPlan(contentTokens, settings, textSeed2) {
  const k = settings.draftTokens;
  if (k <= 0) return null;
  const rng = createRng(deriveSeed(textSeed2, STREAM_ACCEPT));
  const accepted = Array.from({ length: contentTokens }, () => false);
  let drafts = 0;
  let drafted = 0;
  let acceptedTokens = 0;
  let position = 1;
  while (position < contentTokens) {
    const proposed = Math.min(k, contentTokens - position);
    let kept = 0;
    while (kept < proposed && rng() < settings.draftAcceptance) kept++;
    for (let i = 0; i < kept; i++) accepted[position + i] = true;
    drafts++;
    drafted += proposed;
    acceptedTokens += kept;
    position += kept + 1;
  }
  return { accepted, drafts, drafted, acceptedTokens };
}
function expectedStepTokens(settings) {
  let expected = 1;
  for (let i = 1; i <= settings.draftTokens; i++) expected += settings.draftAcceptance ** i;
  return expected;
}
function decodeRate(settings) {
  if (settings.draftTokens <= 0) return settings.tokensPerSecond;
  return settings.tokensPerSecond * expectedStepTokens(settings) / (settings.draftTokens + 1);
}

// src/sim/generate.ts
var STREAM_OUTCOME = 0;
var STREAM_TIMING = 1;
var STREAM_TEXT = 2;
var STREAM_TIE_FLIPS = 3;
function meanOneFactor(rng, sigma) {
  return Math.exp(sigma * normal(rng) - sigma * sigma / 2);
}
function drawOutcome(settings, rng) {
  const u = rng();
  if (u < settings.rate429) return "rate_limited";
  if (u < settings.rate429 + settings.errorRate) return "server_error";
  return "ok";
}
function tokenTimes(count2, firstMs, settings, rng) {
  const meanGapMs = 1e3 / decodeRate(settings);
  const times = [];
  let t = firstMs;
  for (let k = 0; k < count2; k++) {
    if (k > 0) {
      const gapMs = meanGapMs * meanOneFactor(rng, settings.jitter);
      const stalled = rng() < settings.stallProbability;
      const stallMs = settings.stallMs * meanOneFactor(rng, settings.jitter);
      t += gapMs + (stalled ? stallMs : 0);
    }
    times.push(t);
  }
  return times;
}
function textSeed(input, settings) {
  if (input.request.temperature !== 0 || settings.variesAtTemperatureZero) return deriveSeed(input.seed, STREAM_TEXT);
  const { stream: _stream, stream_options: _options, ...rest } = input.request.params;
  return deriveSeed(hashString(JSON.stringify(rest)), STREAM_TEXT);
}
function generateScript(input) {
  const { settings, request, cacheHit } = input;
  const outcomeRng = createRng(deriveSeed(input.seed, STREAM_OUTCOME));
  const outcome = drawOutcome(settings, outcomeRng);
  const mixedIgnore = outcomeRng() < settings.reasoningOffIgnoredRate;
  const breaks = outcomeRng() < settings.midStreamErrorRate;
  const breakAt = outcomeRng();
  const losesLastToken = outcomeRng() < settings.lostLastTokenRate;
  const timing = createRng(deriveSeed(input.seed, STREAM_TIMING));
  const { chars, tokens: promptTokens } = promptRead(request, settings);
  const usage = {
    promptTokens,
    completionTokens: 0,
    reasoningTokens: 0,
    // The whole prompt is treated as cached on a hit: the simulator keys only the prefix, but its
    // TTFT model (warmTtftMs) is that of a fully cached prompt, and the two should agree.
    cachedTokens: cacheHit ? promptTokens : 0,
    cachedReported: settings.reportsCachedTokens
  };
  const offsetMs = settings.upstreamHeader ? settings.gatewayOverheadMs : 0;
  if (outcome !== "ok") {
    const atMs = settings.headerDelayMs + offsetMs;
    return {
      outcome,
      headersAtMs: atMs,
      prefillDoneMs: atMs,
      upstreamMs: null,
      tokens: [],
      endMs: atMs,
      finishReason: "stop",
      stopSequence: null,
      toolCall: null,
      usage,
      timings: null,
      draft: null
    };
  }
  const medianTtftMs = cacheHit ? settings.warmTtftMs : settings.ttftMs + settings.coldPrefillMsPer1kChars * chars / 1e3;
  const ttftMs = lognormal(timing, medianTtftMs, settings.ttftSigma);
  const firstMs = offsetMs + (input.queueMs ?? 0) + ttftMs;
  const answerSettings = mixedIgnore ? { ...settings, ignoresReasoningOff: [...REASONING_OFF_PARAMS] } : settings;
  const wordsSeed = textSeed(input, settings);
  const built = driftedAnswer(composeAnswer(request, answerSettings, createRng(wordsSeed)), settings, wordsSeed);
  const flips = settings.nearTieRate > 0 ? withTieFlips(
    built,
    nearTies(built, settings, wordsSeed),
    flipChance(settings, input.inFlight ?? 1),
    createRng(deriveSeed(input.seed, STREAM_TIE_FLIPS)),
    wordsSeed
  ) : null;
  const answer = flips?.answer ?? built;
  const plan = draftPlan(answer.tokens.filter((t) => t.kind === "content").length, settings, wordsSeed);
  const topK = askedTopLogprobs(request.params);
  const clean = topK === null ? null : tokenScores(answer.tokens, settings, wordsSeed, topK, plan);
  const scores = clean && flips ? withTieScores(clean, answer.tokens, flips.ties, topK) : clean;
  const times = tokenTimes(answer.tokens.length, firstMs, settings, timing);
  const lastMs = times.length > 0 ? times[times.length - 1] : firstMs;
  let headersAtMs;
  if (settings.bufferHeaders) headersAtMs = Math.max(lastMs, settings.headerDelayMs);
  else if (settings.upstreamHeader) headersAtMs = Math.max(firstMs, settings.headerDelayMs);
  else headersAtMs = settings.headerDelayMs;
  const holdUntilMs = settings.bufferHeaders ? 0 : headersAtMs;
  const tokens = answer.tokens.map((token, k) => ({
    ...token,
    atMs: Math.max(times[k], holdUntilMs),
    ...scores ? { score: scores[k] } : {}
  }));
  const endMs = Math.max(lastMs, holdUntilMs);
  if (breaks) {
    const kept = Math.floor(breakAt * tokens.length);
    const sent = tokens.slice(0, kept);
    const breakMs = kept < tokens.length ? tokens[kept].atMs : endMs;
    return {
      outcome: "stream_error",
      // A layer holding the headers until generation ends lets them go when it breaks off.
      headersAtMs: settings.bufferHeaders ? Math.max(breakMs, settings.headerDelayMs) : headersAtMs,
      prefillDoneMs: firstMs,
      upstreamMs: settings.upstreamHeader ? Math.round(ttftMs) : null,
      tokens: sent,
      endMs: breakMs,
      finishReason: answer.finishReason,
      stopSequence: null,
      toolCall: answer.toolCall,
      usage: { ...usage, completionTokens: sent.length, reasoningTokens: sent.filter((t) => t.kind === "reasoning").length },
      timings: null,
      draft: null
    };
  }
  const predictedMs = lastMs - firstMs;
  const draft = plan ? { drafts: plan.drafts, drafted: plan.drafted, accepted: plan.acceptedTokens } : null;
  return {
    outcome,
    headersAtMs,
    prefillDoneMs: firstMs,
    upstreamMs: settings.upstreamHeader ? Math.round(ttftMs) : null,
    // A lost last token is generated (the usage and timings below count it) but its text is never sent.
    tokens: losesLastToken ? withoutLastContent(tokens) : tokens,
    endMs,
    finishReason: answer.finishReason,
    stopSequence: answer.stopSequence,
    toolCall: answer.toolCall,
    usage: {
      ...usage,
      completionTokens: tokens.length,
      reasoningTokens: tokens.filter((t) => t.kind === "reasoning").length
    },
    // A server that keeps its cache use to itself (vLLM without prompt-token details) sends no llama.cpp timings either.
    timings: !settings.reportsCachedTokens ? null : {
      cacheN: usage.cachedTokens,
      promptN: usage.promptTokens - usage.cachedTokens,
      promptMs: roundToMicroseconds(ttftMs),
      predictedN: tokens.length,
      predictedMs: roundToMicroseconds(predictedMs),
      predictedPerSecond: tokens.length >= 2 && predictedMs > 0 ? roundToMicroseconds((tokens.length - 1) * 1e3 / predictedMs) : null,
      draft
    },
    draft
  };
}
function withoutLastContent(tokens) {
  const last = tokens.map((t) => t.kind).lastIndexOf("content");
  return last < 0 ? [...tokens] : [...tokens.slice(0, last), ...tokens.slice(last + 1)];
}

// src/sim/http.ts
var MAX_BODY_BYTES = 32 * 1024 * 1024;
var BodyTooLargeError = class extends Error {
  name = "BodyTooLargeError";
};
async function readBody(req) {
  const chunks = [];
  let total = 0;
  for await (const chunk3 of req) {
    const bytes = chunk3;
    total += bytes.length;
    if (total > MAX_BODY_BYTES) throw new BodyTooLargeError(`request body exceeds ${MAX_BODY_BYTES} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
function sendJson(res, status, body, headers = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(text);
}
function openAiErrorBody(error) {
  const body = { message: error.message, type: error.type, code: error.code };
  if (error.param !== void 0) body["param"] = error.param;
  return { error: body };
}
function sendError(res, status, error, headers = {}) {
  sendJson(res, status, openAiErrorBody({ status, ...error }), headers);
}
function flatHeaders(req) {
  const out = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === void 0) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

// src/sim/profiles/overrides.ts
var SimOverrideError = class extends Error {
  name = "SimOverrideError";
};
var MAX_MS = 6e5;
var MAX_COUNT = 1e6;
var MAX_SIGMA = 3;
var MAX_SLOTS = 256;
var FIELD_KINDS = {
  ttftMs: "ms",
  ttftSigma: "sigma",
  tokensPerSecond: "positive",
  jitter: "sigma",
  outputTokens: "countOrNull",
  headerDelayMs: "ms",
  bufferBody: "boolean",
  bufferHeaders: "boolean",
  chunkBytes: "count",
  stallProbability: "probability",
  stallMs: "ms",
  errorRate: "probability",
  rate429: "probability",
  midStreamErrorRate: "probability",
  upstreamHeader: "boolean",
  gatewayOverheadMs: "ms",
  reasoningTokens: "count",
  ignoresReasoningOff: "reasoningParams",
  prefixCache: "boolean",
  prefixCacheTokens: "countOrNull",
  reportsCachedTokens: "boolean",
  slots: "slots",
  slotAffinity: "boolean",
  coldPrefillMsPer1kChars: "ms",
  warmTtftMs: "ms",
  stampEvents: "boolean",
  rejectsUnknownParams: "boolean",
  ignoresMaxTokens: "boolean",
  ignoresStop: "boolean",
  wrongAnswerRate: "probability",
  reasoningOffIgnoredRate: "probability",
  variesAtTemperatureZero: "boolean",
  contextTokens: "countOrNull",
  charsPerToken: "positive",
  dropsSystem: "boolean",
  dropsTools: "boolean",
  driftAfterTokens: "countOrNull",
  logprobNoise: "sigma",
  draftTokens: "count",
  draftAcceptance: "probability",
  lostLastTokenRate: "probability",
  nearTieRate: "probability",
  tieFlipRate: "probability"
};
var KIND_TEXT = {
  ms: `a number of milliseconds between 0 and ${MAX_MS}`,
  sigma: `a number between 0 and ${MAX_SIGMA}`,
  probability: "a number between 0 and 1",
  positive: "a finite number > 0",
  count: `an integer between 0 and ${MAX_COUNT}`,
  countOrNull: `an integer between 0 and ${MAX_COUNT}, or null`,
  boolean: "true or false",
  reasoningParams: `an array of parameter names from ${REASONING_OFF_PARAMS.join(", ")}`,
  slots: `an integer between 0 and ${MAX_SLOTS}`
};
function isValid(kind, value) {
  const isNumber = typeof value === "number" && Number.isFinite(value);
  switch (kind) {
    case "ms":
      return isNumber && value >= 0 && value <= MAX_MS;
    case "sigma":
      return isNumber && value >= 0 && value <= MAX_SIGMA;
    case "probability":
      return isNumber && value >= 0 && value <= 1;
    case "positive":
      return isNumber && value > 0;
    case "count":
      return Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
    case "countOrNull":
      return value === null || isValid("count", value);
    case "slots":
      return Number.isInteger(value) && value >= 0 && value <= MAX_SLOTS;
    case "boolean":
      return typeof value === "boolean";
    case "reasoningParams":
      return Array.isArray(value) && value.every((v) => typeof v === "string" && REASONING_OFF_PARAMS.includes(v));
  }
}
function isSettingsField(key) {
  return Object.prototype.hasOwnProperty.call(FIELD_KINDS, key);
}
function parseSimHeader(raw) {
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new SimOverrideError(`x-sim header is not valid JSON: ${error.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new SimOverrideError("x-sim header must be a JSON object of profile settings");
  }
  const overrides = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!isSettingsField(key)) {
      throw new SimOverrideError(`x-sim: unknown field "${key}"; known fields: ${Object.keys(FIELD_KINDS).join(", ")}`);
    }
    const kind = FIELD_KINDS[key];
    if (!isValid(kind, value)) {
      throw new SimOverrideError(`x-sim: field "${key}" must be ${KIND_TEXT[kind]} (got ${JSON.stringify(value)})`);
    }
    overrides[key] = kind === "reasoningParams" ? [...value] : value;
  }
  return overrides;
}
function applyOverrides(base, overrides) {
  return { ...base, ...overrides };
}

// src/sim/prefix-cache.ts
var PREFIX_KEY_CHARS = 512;
function prefixKey(messages) {
  return hashString(
    messages.map((m) => m.content).join("").slice(0, PREFIX_KEY_CHARS)
  );
}
var PrefixCache = class {
  constructor(capacity = 1e4, capacityTokens = null) {
    this.capacity = capacity;
    this.capacityTokens = capacityTokens;
  }
  capacity;
  capacityTokens;
  entries = /* @__PURE__ */ new Map();
  tokens = 0;
  has(key) {
    const weight = this.entries.get(key);
    if (weight === void 0) return false;
    this.entries.delete(key);
    this.entries.set(key, weight);
    return true;
  }
  remember(key, tokens = 0) {
    this.forget(key);
    if (this.capacityTokens !== null && tokens > this.capacityTokens) return;
    this.entries.set(key, tokens);
    this.tokens += tokens;
    while (this.entries.size > this.capacity || this.capacityTokens !== null && this.tokens > this.capacityTokens) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.forget(oldest.value);
    }
  }
  get size() {
    return this.entries.size;
  }
  /** Prompt tokens the remembered prefixes weigh. */
  get weight() {
    return this.tokens;
  }
  forget(key) {
    const weight = this.entries.get(key);
    if (weight === void 0) return;
    this.entries.delete(key);
    this.tokens -= weight;
  }
};

// src/sim/delivery.ts
var Delivery = class {
  constructor(res, status, headers, mode, onWrite = () => void 0) {
    this.res = res;
    this.status = status;
    this.headers = headers;
    this.mode = mode;
    this.onWrite = onWrite;
  }
  res;
  status;
  headers;
  mode;
  onWrite;
  pending = [];
  pendingBytes = 0;
  headersWritten = false;
  /** Sends status and headers now, unless they are held until the end. */
  sendHeaders() {
    if (this.mode.bufferHeaders) return;
    this.writeHeaders();
    this.res.flushHeaders();
  }
  write(text) {
    const bytes = Buffer.from(text, "utf8");
    if (this.mode.bufferBody || this.mode.bufferHeaders) {
      this.hold(bytes);
      return;
    }
    const size = this.mode.chunkBytes;
    if (size > 0) {
      this.hold(bytes);
      while (this.pendingBytes >= size) this.writeBody(this.take(size));
      return;
    }
    this.writeBody(bytes);
  }
  /** Flushes whatever is held and ends the response (headers and body in one write if both were held). */
  end() {
    this.writeHeaders();
    if (this.pendingBytes > 0) this.onWrite();
    this.res.end(this.take(this.pendingBytes));
  }
  writeHeaders() {
    if (this.headersWritten) return;
    this.headersWritten = true;
    this.res.writeHead(this.status, this.headers);
  }
  writeBody(bytes) {
    this.writeHeaders();
    this.onWrite();
    this.res.write(bytes);
  }
  hold(bytes) {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
  }
  take(count2) {
    const all = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    const head2 = all.subarray(0, count2);
    const rest = all.subarray(count2);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
    return head2;
  }
};

// src/sim/sse.ts
var DONE_EVENT = { event: null, data: "[DONE]" };
function sseFrame(event, stampNs) {
  const data4 = typeof event.data === "string" ? event.data : JSON.stringify(stampNs === null ? event.data : { ...event.data, sim_t_ns: stampNs });
  return `${event.event === null ? "" : `event: ${event.event}
`}data: ${data4}

`;
}

// src/sim/respond.ts
function commonHeaders(input) {
  const headers = { "x-request-id": input.meta.id };
  if (input.script.upstreamMs !== null) headers["x-envoy-upstream-service-time"] = String(input.script.upstreamMs);
  return headers;
}
function sendReply(input, reply) {
  input.onWrite();
  sendJson(input.res, reply.error.status, input.api.errorBody(reply.error), { ...commonHeaders(input), ...reply.headers });
}
function streamActions(input) {
  const { res, script, settings } = input;
  const delivery = new Delivery(
    res,
    200,
    { "content-type": "text/event-stream", "cache-control": "no-cache", ...commonHeaders(input) },
    settings,
    input.onWrite
  );
  const emit = (event) => delivery.write(sseFrame(event, settings.stampEvents ? process.hrtime.bigint().toString() : null));
  const actions = [
    { atMs: script.headersAtMs, run: () => delivery.sendHeaders() },
    { atMs: script.prefillDoneMs, run: input.onPrefillDone }
  ];
  for (const group of input.call.stream(script, input.meta)) {
    actions.push({ atMs: group.atMs, run: () => group.events.forEach(emit) });
  }
  actions.push({ atMs: Math.max(script.endMs, script.headersAtMs), run: () => delivery.end() });
  return actions;
}
function jsonActions(input) {
  const { res, script, meta } = input;
  return [
    { atMs: script.prefillDoneMs, run: input.onPrefillDone },
    {
      // A non-streaming server answers when generation is done (or has broken off).
      atMs: Math.max(script.endMs, script.headersAtMs),
      run: script.outcome === "stream_error" ? () => sendReply(input, input.api.outcomeError("stream_error")) : () => {
        input.onWrite();
        sendJson(res, 200, input.call.body(script, meta), commonHeaders(input));
      }
    }
  ];
}
function responseActions(input) {
  const { script } = input;
  if (script.outcome === "rate_limited" || script.outcome === "server_error") {
    const outcome = script.outcome;
    return [{ atMs: script.headersAtMs, run: () => sendReply(input, input.api.outcomeError(outcome)) }];
  }
  return input.call.request.stream ? streamActions(input) : jsonActions(input);
}

// src/sim/slots.ts
var SlotPool = class {
  slots;
  constructor(count2) {
    if (!(Number.isInteger(count2) && count2 >= 1)) throw new RangeError(`a slot pool needs at least one slot, got ${count2}`);
    this.slots = Array.from({ length: count2 }, () => ({
      prefix: null,
      busyUntilMs: Number.NEGATIVE_INFINITY,
      releasedMs: Number.NEGATIVE_INFINITY,
      ticket: 0
    }));
  }
  get size() {
    return this.slots.length;
  }
  /**
   * Assigns a request with prompt prefix `prefix` arriving at `nowMs` (with `affinity`, to an idle slot already holding
   * it when there is one); the slot then holds that prefix. Call `occupy`
   * with the request's end once it is known, and `release` if it ends early.
   */
  assign(prefix, nowMs, affinity = false) {
    let chosen = -1;
    for (let i = 0; i < this.slots.length; i++) {
      const slot2 = this.slots[i];
      if (slot2.busyUntilMs > nowMs) continue;
      if (chosen < 0 || slot2.releasedMs < this.slots[chosen].releasedMs) chosen = i;
    }
    if (affinity) {
      const same = this.slots.findIndex((slot2) => slot2.busyUntilMs <= nowMs && slot2.prefix === prefix);
      if (same >= 0) chosen = same;
    }
    let queueMs = 0;
    if (chosen < 0) {
      chosen = 0;
      for (let i = 1; i < this.slots.length; i++) if (this.slots[i].busyUntilMs < this.slots[chosen].busyUntilMs) chosen = i;
      queueMs = this.slots[chosen].busyUntilMs - nowMs;
    }
    const slot = this.slots[chosen];
    const hit = slot.prefix === prefix;
    slot.prefix = prefix;
    slot.busyUntilMs = Number.POSITIVE_INFINITY;
    slot.ticket++;
    return { slot: chosen, ticket: slot.ticket, hit, queueMs };
  }
  /** The assigned request ends at `endMs`; the slot is released then. */
  occupy(assignment, endMs) {
    const s = this.slots[assignment.slot];
    if (s.ticket !== assignment.ticket) return;
    s.busyUntilMs = endMs;
    s.releasedMs = endMs;
  }
  /** The request ended at `nowMs`, before its scheduled end (its client went away, say); later assignments are kept. */
  release(assignment, nowMs) {
    const s = this.slots[assignment.slot];
    if (s.ticket !== assignment.ticket || s.busyUntilMs <= nowMs) return;
    s.busyUntilMs = nowMs;
    s.releasedMs = nowMs;
  }
};

// src/sim/metrics.ts
var METRICS_DIALECTS = ["vllm", "llama.cpp", "sglang"];
var BUCKETS_S = [1e-3, 5e-3, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80, 160, 640, 2560];
var Histogram = class {
  counts = BUCKETS_S.map(() => 0);
  count = 0;
  sumS = 0;
  observe(seconds) {
    this.count += 1;
    this.sumS += seconds;
    BUCKETS_S.forEach((bound, i) => {
      if (seconds <= bound) this.counts[i] += 1;
    });
  }
};
var ProfileMetrics = class {
  active = /* @__PURE__ */ new Set();
  promptTokens = 0;
  generatedTokens = 0;
  cacheQueries = 0;
  cacheHits = 0;
  requests = 0;
  /** Set once a request drafted: only then are the speculative-decoding metrics exported, as a server started with a draft does. */
  speculative = false;
  drafts = 0;
  draftTokens = 0;
  acceptedTokens = 0;
  ttft = new Histogram();
  queue = new Histogram();
  e2e = new Histogram();
};
var SimMetrics = class {
  profiles = /* @__PURE__ */ new Map();
  /** A request scheduled: counters and histograms now (its times are known up front), gauges while it lasts. */
  scheduled(profile2, request) {
    const m = this.of(profile2);
    m.requests += 1;
    m.promptTokens += request.promptTokens;
    m.generatedTokens += request.completionTokens;
    if (request.prefixCache) {
      m.cacheQueries += request.promptTokens;
      if (request.cacheHit) m.cacheHits += request.promptTokens;
    }
    if (request.draft) {
      m.speculative = true;
      m.drafts += request.draft.drafts;
      m.draftTokens += request.draft.drafted;
      m.acceptedTokens += request.draft.accepted;
    }
    m.ttft.observe(request.serverTtftMs / 1e3);
    m.queue.observe((request.startMs - request.arrivedMs) / 1e3);
    m.e2e.observe(request.serverE2eMs / 1e3);
    m.active.add(request);
    return () => m.active.delete(request);
  }
  /**
   * When the prompt processing in progress at `nowMs` ends (the latest, with several), or null when none is: what a
   * scrape served from the engine's task queue waits for, as llama.cpp's `/metrics` does (`?queued=1`).
   */
  prefillInProgressUntil(profile2, nowMs) {
    let until = null;
    for (const r of this.of(profile2).active)
      if (r.startMs <= nowMs && nowMs < r.prefillEndMs) until = Math.max(until ?? r.prefillEndMs, r.prefillEndMs);
    return until;
  }
  render(profile2, dialect, nowMs, model) {
    const m = this.of(profile2);
    let waiting = 0;
    let running = 0;
    let kvTokens = 0;
    let kvCapacity = 0;
    for (const r of m.active) {
      if (nowMs < r.startMs) waiting += 1;
      else if (nowMs < r.endMs) {
        running += 1;
        const done = r.endMs > r.startMs ? Math.min(1, (nowMs - r.startMs) / (r.endMs - r.startMs)) : 1;
        kvTokens += r.promptTokens + Math.round(r.completionTokens * done);
      }
      kvCapacity = Math.max(kvCapacity, r.kvCapacityTokens);
    }
    const kvUsage = kvCapacity > 0 ? Math.min(1, kvTokens / kvCapacity) : 0;
    const w = new Writer(dialect === "vllm" ? { model_name: model } : dialect === "sglang" ? { model_name: model } : {});
    if (dialect === "llama.cpp") {
      w.metric("llamacpp:prompt_tokens_total", "counter", "Number of prompt tokens processed.", m.promptTokens);
      w.metric("llamacpp:tokens_predicted_total", "counter", "Number of generation tokens processed.", m.generatedTokens);
      w.metric("llamacpp:kv_cache_usage_ratio", "gauge", "KV-cache usage. 1 means 100 percent usage.", round(kvUsage));
      w.metric("llamacpp:kv_cache_tokens", "gauge", "KV-cache tokens.", kvTokens);
      w.metric("llamacpp:requests_processing", "gauge", "Number of requests processing.", running);
      w.metric("llamacpp:requests_deferred", "gauge", "Number of requests deferred.", waiting);
    } else if (dialect === "sglang") {
      w.metric("sglang:num_running_reqs", "gauge", "The number of running requests.", running);
      w.metric("sglang:num_queue_reqs", "gauge", "The number of requests in the waiting queue.", waiting);
      w.metric("sglang:token_usage", "gauge", "The token usage.", round(kvUsage));
      w.metric("sglang:prompt_tokens_total", "counter", "Number of prefill tokens processed.", m.promptTokens);
      w.metric("sglang:generation_tokens_total", "counter", "Number of generation tokens processed.", m.generatedTokens);
      w.histogram("sglang:time_to_first_token_seconds", "Histogram of time to first token in seconds.", m.ttft);
      w.histogram("sglang:e2e_request_latency_seconds", "Histogram of End-to-end request latency in seconds", m.e2e);
      if (m.speculative) {
        const length = m.drafts > 0 ? 1 + m.acceptedTokens / m.drafts : 1;
        w.metric("sglang:spec_accept_length", "gauge", "The average acceptance length of speculative decoding.", round(length));
        const rate = m.draftTokens > 0 ? m.acceptedTokens / m.draftTokens : 0;
        w.metric("sglang:spec_accept_rate", "gauge", "The average acceptance rate of speculative decoding.", round(rate));
      }
    } else {
      w.metric("vllm:num_requests_running", "gauge", "Number of requests in model execution batches.", running);
      w.metric("vllm:num_requests_waiting", "gauge", "Number of requests waiting to be processed.", waiting);
      w.metric("vllm:kv_cache_usage_perc", "gauge", "KV-cache usage. 1 means 100 percent usage.", round(kvUsage));
      w.metric("vllm:prefix_cache_queries_total", "counter", "Prefix cache queries, in terms of number of queried tokens.", m.cacheQueries);
      w.metric("vllm:prefix_cache_hits_total", "counter", "Prefix cache hits, in terms of number of cached tokens.", m.cacheHits);
      w.metric("vllm:num_preemptions_total", "counter", "Cumulative number of preemption from the engine.", 0);
      w.metric("vllm:prompt_tokens_total", "counter", "Number of prefill tokens processed.", m.promptTokens);
      w.metric("vllm:generation_tokens_total", "counter", "Number of generation tokens processed.", m.generatedTokens);
      if (m.speculative) {
        w.metric("vllm:spec_decode_num_drafts_total", "counter", "Number of spec decoding drafts.", m.drafts);
        w.metric("vllm:spec_decode_num_draft_tokens_total", "counter", "Number of draft tokens.", m.draftTokens);
        w.metric("vllm:spec_decode_num_accepted_tokens_total", "counter", "Number of accepted tokens.", m.acceptedTokens);
      }
      w.histogram("vllm:time_to_first_token_seconds", "Histogram of time to first token in seconds.", m.ttft);
      w.histogram("vllm:request_queue_time_seconds", "Histogram of time spent in WAITING phase for request.", m.queue);
      w.histogram("vllm:e2e_request_latency_seconds", "Histogram of e2e request latency in seconds.", m.e2e);
    }
    return w.text();
  }
  of(profile2) {
    let m = this.profiles.get(profile2);
    if (!m) {
      m = new ProfileMetrics();
      this.profiles.set(profile2, m);
    }
    return m;
  }
};
var Writer = class {
  lines = [];
  labels;
  constructor(labels) {
    this.labels = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`).join(",");
  }
  metric(name, type, help, value) {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name}${this.braces()} ${value}`);
  }
  histogram(name, help, h) {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
    const sep = this.labels === "" ? "" : `${this.labels},`;
    BUCKETS_S.forEach((bound, i) => this.lines.push(`${name}_bucket{${sep}le="${bound}"} ${h.counts[i]}`));
    this.lines.push(
      `${name}_bucket{${sep}le="+Inf"} ${h.count}`,
      `${name}_sum${this.braces()} ${h.sumS}`,
      `${name}_count${this.braces()} ${h.count}`
    );
  }
  text() {
    return `${this.lines.join("\n")}
`;
  }
  braces() {
    return this.labels === "" ? "" : `{${this.labels}}`;
  }
};
function round(x) {
  return Math.round(x * 1e6) / 1e6;
}

// src/sim/timeline.ts
function startTimeline(actions, startMs, onDone, now = () => performance.now()) {
  const ordered = [...actions].sort((a, b) => a.atMs - b.atMs);
  let next = 0;
  let timer = null;
  let stopped = false;
  const tick = () => {
    timer = null;
    while (next < ordered.length) {
      const action = ordered[next];
      const waitMs = startMs + action.atMs - now();
      if (waitMs >= 1) {
        timer = setTimeout(tick, waitMs);
        return;
      }
      next += 1;
      action.run();
      if (stopped) return;
    }
    stopped = true;
    onDone();
  };
  tick();
  return {
    cancel() {
      if (stopped) return;
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    get active() {
      return !stopped;
    }
  };
}

// src/sim/generation.ts
function metricsKey(profile2, server) {
  return server === "" ? profile2 : `${profile2}|${server}`;
}
var SIM_CONTEXT_TOKENS = 4096;
var Generations = class {
  constructor(seed, slots) {
    this.seed = seed;
    this.slots = slots;
  }
  seed;
  slots;
  /** Responses still scheduled (not yet ended and not abandoned by their client). */
  timelines = /* @__PURE__ */ new Set();
  cache = new PrefixCache();
  /** Per profile and token capacity (`prefixCacheTokens`): bounded caches, shared by the requests that name the same. */
  boundedCaches = /* @__PURE__ */ new Map();
  /** Per profile and slot count: requests overriding `slots` differently are served by engines of their own. */
  slotPools = /* @__PURE__ */ new Map();
  requestCounter = 0;
  /** Requests being generated per server (`metricsKey`): what a new one is batched with (src/sim/decoding/near-ties.ts). */
  inFlight = /* @__PURE__ */ new Map();
  /** What `/<profile>/metrics` serves, kept from the same schedules. */
  metrics = new SimMetrics();
  serve(req, res, api, profile2, base, record, arrivedMs) {
    const accepted = this.accept(req, res, api, base, record);
    if (accepted === null) return;
    const { settings, call } = accepted;
    const request = call.request;
    this.requestCounter += 1;
    const number = this.requestCounter;
    const prefix = prefixKey(request.messages);
    const key = `${profile2}:${prefix}`;
    const pool = settings.slots > 0 ? this.slotPool(profile2, settings.slots) : null;
    const assignment = pool ? pool.assign(prefix, arrivedMs, settings.slotAffinity) : null;
    const cache = this.prefixCache(profile2, settings.prefixCacheTokens);
    const cacheHit = settings.prefixCache && (assignment ? assignment.hit : cache.has(key));
    record.cacheHit = cacheHit;
    record.slot = assignment?.slot ?? null;
    const server = typeof req.headers["x-sim-server"] === "string" ? req.headers["x-sim-server"] : "";
    const batch = metricsKey(profile2, server);
    const inFlight = (this.inFlight.get(batch) ?? 0) + 1;
    this.inFlight.set(batch, inFlight);
    const script = generateScript({
      settings,
      request,
      cacheHit,
      seed: deriveSeed(this.seed, number),
      queueMs: assignment?.queueMs ?? 0,
      inFlight
    });
    record.schedule = {
      outcome: script.outcome,
      headersAtMs: script.headersAtMs,
      firstTokenMs: script.tokens[0]?.atMs ?? null,
      endMs: script.endMs,
      tokens: script.tokens.length
    };
    if (pool && assignment) pool.occupy(assignment, arrivedMs + script.endMs);
    const finished = this.observe(batch, settings, script, arrivedMs, assignment?.queueMs ?? 0, cacheHit);
    const actions = responseActions({
      res,
      api,
      call,
      script,
      settings,
      meta: { id: `${api.idPrefix}${number}`, created: Math.floor(Date.now() / 1e3), model: answeringModel(req, request.model, profile2) },
      onPrefillDone: () => {
        if (pool) return;
        if (settings.prefixCache) cache.remember(key, script.usage.promptTokens);
        else if (settings.prefixCacheTokens !== null) cache.remember(`${key}#${number}`, script.usage.promptTokens);
      },
      onWrite: () => {
        record.writes += 1;
      }
    });
    let started = null;
    const timeline = startTimeline(actions, arrivedMs, () => {
      if (started) this.timelines.delete(started);
    });
    started = timeline;
    if (timeline.active) this.timelines.add(timeline);
    res.once("close", () => {
      finished();
      this.inFlight.set(batch, (this.inFlight.get(batch) ?? 1) - 1);
      timeline.cancel();
      if (pool && assignment) pool.release(assignment, performance.now());
    });
    if (req.socket.destroyed) timeline.cancel();
  }
  /** The request's settings and call, or null after answering 400 (bad `x-sim`, bad body, unknown parameters). */
  accept(req, res, api, base, record) {
    const rawOverrides = req.headers["x-sim"];
    let settings;
    let call;
    try {
      const serverBase = this.slots === void 0 ? base : { ...base, slots: this.slots };
      settings = applyOverrides(serverBase, typeof rawOverrides === "string" ? parseSimHeader(rawOverrides) : {});
      if (typeof record.body === "string") throw new SimRequestError("request body is not valid JSON");
      call = api.parse(record.body);
      const unknown = settings.rejectsUnknownParams ? unknownParams(call.request.params, api.knownParams) : [];
      if (unknown.length > 0) throw new SimRequestError(`Unrecognized request argument supplied: ${unknown.join(", ")}`);
    } catch (error) {
      if (error instanceof SimOverrideError || error instanceof SimRequestError) {
        const rejected = {
          status: 400,
          message: error.message,
          type: "invalid_request_error",
          code: error instanceof SimOverrideError ? "invalid_x_sim" : error.code,
          ...error instanceof SimRequestError && error.param !== void 0 ? { param: error.param } : {}
        };
        sendJson(res, 400, api.errorBody(rejected));
        return null;
      }
      throw error;
    }
    return { settings, call };
  }
  /** The request in the metrics: times on the server's side of any gateway the profile simulates. */
  observe(profile2, settings, script, arrivedMs, queueMs, cacheHit) {
    const gatewayMs = settings.upstreamHeader ? settings.gatewayOverheadMs : 0;
    const firstMs = script.tokens[0]?.atMs ?? script.endMs;
    return this.metrics.scheduled(profile2, {
      arrivedMs,
      startMs: arrivedMs + queueMs,
      endMs: arrivedMs + script.endMs,
      promptTokens: script.usage.promptTokens,
      completionTokens: script.usage.completionTokens,
      prefillEndMs: arrivedMs + firstMs,
      cacheHit,
      prefixCache: settings.prefixCache,
      serverTtftMs: Math.max(0, firstMs - gatewayMs),
      serverE2eMs: Math.max(0, script.endMs - gatewayMs),
      kvCapacityTokens: Math.max(1, settings.slots) * (settings.contextTokens ?? SIM_CONTEXT_TOKENS),
      draft: script.draft
    });
  }
  /** The engine-wide cache, or the profile's bounded one of that many tokens. */
  prefixCache(profile2, tokens) {
    if (tokens === null) return this.cache;
    const cacheKey = `${profile2}:${tokens}`;
    let cache = this.boundedCaches.get(cacheKey);
    if (!cache) {
      cache = new PrefixCache(void 0, tokens);
      this.boundedCaches.set(cacheKey, cache);
    }
    return cache;
  }
  slotPool(profile2, slots) {
    const poolKey = `${profile2}:${slots}`;
    let pool = this.slotPools.get(poolKey);
    if (!pool) {
      pool = new SlotPool(slots);
      this.slotPools.set(poolKey, pool);
    }
    return pool;
  }
};
function answeringModel(req, asked, profile2) {
  const routed = req.headers["x-sim-model"];
  if (typeof routed === "string" && routed.trim() !== "") return routed.trim();
  return asked ?? `sim-${profile2}`;
}

// src/sim/apis/segments.ts
function kindOf(token) {
  switch (token.kind) {
    case "reasoning":
      return "reasoning";
    case "content":
      return "text";
    case "toolName":
    case "toolArgs":
      return "tool";
  }
}
function segmentsOf(tokens) {
  const out = [];
  for (const token of tokens) {
    const kind = kindOf(token);
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.tokens.push(token);
    else out.push({ kind, tokens: [token] });
  }
  return out;
}
function segmentText(segment) {
  return segment.tokens.filter((t) => t.kind !== "toolName").map((t) => t.text).join("");
}
function segmentToolName(segment) {
  return segment.tokens.find((t) => t.kind === "toolName")?.text ?? "";
}
function textOf(tokens, kind) {
  return tokens.filter((t) => t.kind === kind).map((t) => t.text).join("");
}

// src/sim/apis/anthropic-messages-request.ts
var KNOWN_PARAMS2 = Object.freeze([
  "model",
  "messages",
  "system",
  "max_tokens",
  "stop_sequences",
  "temperature",
  "top_p",
  "top_k",
  "stream",
  "thinking",
  "tools",
  "tool_choice",
  "metadata",
  "service_tier",
  "container",
  "mcp_servers",
  "context_management"
]);
var invalid = (message, param) => new SimRequestError(message, "invalid_request", param);
function messagesOf(role, content, where) {
  if (typeof content === "string") return [{ role, content }];
  if (!Array.isArray(content)) throw invalid(`${where}.content must be a string or an array of content blocks`, "messages");
  const out = [];
  let current = null;
  content.forEach((block, index) => {
    if (!isRecord(block) || typeof block["type"] !== "string") {
      throw invalid(`${where}.content[${index}] must be a content block with a string "type"`, "messages");
    }
    if (block["type"] === "tool_result") {
      if (typeof block["tool_use_id"] !== "string") throw invalid(`${where}.content[${index}].tool_use_id must be a string`, "messages");
      out.push({ role: "tool", content: contentText(block["content"], `${where}.content[${index}].content`) });
      current = null;
      return;
    }
    if (block["type"] === "tool_use" && (typeof block["id"] !== "string" || typeof block["name"] !== "string")) {
      throw invalid(`${where}.content[${index}]: a tool_use block needs a string "id" and "name"`, "messages");
    }
    const text = block["type"] === "text" && typeof block["text"] === "string" ? block["text"] : "";
    if (current === null) {
      current = { role, content: "" };
      out.push(current);
    }
    current.content += text;
  });
  return out.length > 0 ? out : [{ role, content: "" }];
}
function parseMessages2(value) {
  if (!Array.isArray(value) || value.length === 0) throw invalid("messages: must be a non-empty array", "messages");
  return value.flatMap((message, index) => {
    const where = `messages[${index}]`;
    if (!isRecord(message) || message["role"] !== "user" && message["role"] !== "assistant") {
      throw invalid(`${where}.role must be "user" or "assistant"`, "messages");
    }
    return messagesOf(message["role"], message["content"], where);
  });
}
function parseSystem(value) {
  if (value === void 0 || value === null) return [];
  const text = contentText(value, "system");
  return text === "" ? [] : [{ role: "system", content: text }];
}
function parseTools2(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) throw invalid("tools: must be an array", "tools");
  return value.map((tool, index) => {
    if (!isRecord(tool) || typeof tool["name"] !== "string" || tool["name"] === "" || !isRecord(tool["input_schema"])) {
      throw invalid(`tools.${index}: a client tool needs a non-empty "name" and an "input_schema" object`, "tools");
    }
    return { name: tool["name"], parameters: tool["input_schema"] };
  });
}
function parseMessagesRequest(body) {
  if (!isRecord(body)) throw invalid("request body must be a JSON object");
  if (body["max_tokens"] === void 0 || body["max_tokens"] === null) throw invalid("max_tokens: Field required", "max_tokens");
  const maxTokens = parseLimit(body, "max_tokens");
  const thinking = body["thinking"];
  if (thinking !== void 0 && !(isRecord(thinking) && (thinking["type"] === "enabled" || thinking["type"] === "disabled"))) {
    throw invalid('thinking: must be {"type": "enabled", "budget_tokens": N} or {"type": "disabled"}', "thinking");
  }
  return {
    model: parseModel(body),
    messages: [...parseSystem(body["system"]), ...parseMessages2(body["messages"])],
    stream: body["stream"] === true,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: parseStop(body["stop_sequences"], "stop_sequences"),
    temperature: parseTemperature(body),
    tools: parseTools2(body["tools"]),
    toolsChars: toolsChars(body["tools"]),
    params: body,
    // Judged as chat's `thinking` parameter: `{type: "disabled"}` switches reasoning off where the profile honours it.
    reasoningParams: thinking === void 0 ? {} : { thinking }
  };
}

// src/sim/apis/anthropic-messages.ts
function stopReason(script) {
  switch (script.finishReason) {
    case "length":
      return "max_tokens";
    case "tool_calls":
      return "tool_use";
    case "stop":
      return script.stopSequence === null ? "end_turn" : "stop_sequence";
  }
}
function toolUseId(script) {
  return `toolu_${(script.toolCall?.id ?? "").replace(/^call_/, "")}`;
}
function signature(meta) {
  return Buffer.from(`streamgate-sim thinking signature ${meta.id}`).toString("base64");
}
function inputUsage(script) {
  const u = script.usage;
  return { input_tokens: u.promptTokens - u.cachedTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: u.cachedTokens };
}
function blockJson(segment, script, meta) {
  const text = segmentText(segment);
  switch (segment.kind) {
    case "reasoning":
      return { type: "thinking", thinking: text, signature: signature(meta) };
    case "text":
      return { type: "text", text };
    case "tool": {
      let input = {};
      try {
        input = JSON.parse(text);
      } catch {
      }
      return { type: "tool_use", id: toolUseId(script), name: segmentToolName(segment), input };
    }
  }
}
function messageBody(script, meta) {
  return {
    id: meta.id,
    type: "message",
    role: "assistant",
    model: meta.model,
    content: segmentsOf(script.tokens).map((segment) => blockJson(segment, script, meta)),
    stop_reason: stopReason(script),
    stop_sequence: script.stopSequence,
    usage: { ...inputUsage(script), output_tokens: script.usage.completionTokens }
  };
}
var OVERLOADED = "Overloaded (simulated): the answer broke off partway.";
function messagesStream(script, meta) {
  const event = (type, fields = {}) => ({ event: type, data: { type, ...fields } });
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;
  const start = {
    id: meta.id,
    type: "message",
    role: "assistant",
    model: meta.model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { ...inputUsage(script), output_tokens: 1 }
  };
  const groups = [
    // At the headers, which a buffering layer may hold back past the first token while the engine goes on.
    { atMs: Math.min(script.headersAtMs, firstMs), events: [event("message_start", { message: start }), event("ping")] }
  ];
  const segments = segmentsOf(script.tokens);
  const startBlock = (segment, index) => {
    const block = segment.kind === "reasoning" ? { type: "thinking", thinking: "" } : segment.kind === "text" ? { type: "text", text: "" } : { type: "tool_use", id: toolUseId(script), name: segmentToolName(segment), input: {} };
    return event("content_block_start", { index, content_block: block });
  };
  const stopBlock = (segment, index) => {
    const stop = event("content_block_stop", { index });
    if (segment.kind !== "reasoning") return [stop];
    return [event("content_block_delta", { index, delta: { type: "signature_delta", signature: signature(meta) } }), stop];
  };
  const delta = (index, token) => {
    switch (token.kind) {
      case "toolName":
        return [];
      case "toolArgs":
        return [event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: token.text } })];
      case "reasoning":
        return [event("content_block_delta", { index, delta: { type: "thinking_delta", thinking: token.text } })];
      case "content":
        return [event("content_block_delta", { index, delta: { type: "text_delta", text: token.text } })];
    }
  };
  segments.forEach((segment, index) => {
    segment.tokens.forEach((token, k) => {
      const events = [];
      if (k === 0) {
        if (index > 0) events.push(...stopBlock(segments[index - 1], index - 1));
        events.push(startBlock(segment, index));
      }
      events.push(...delta(index, token));
      groups.push({ atMs: token.atMs, events });
    });
  });
  const end = [];
  if (script.outcome === "stream_error") {
    end.push(event("error", { error: { type: "overloaded_error", message: OVERLOADED } }));
  } else {
    const last = segments.length - 1;
    if (last >= 0) end.push(...stopBlock(segments[last], last));
    end.push(
      event("message_delta", {
        delta: { stop_reason: stopReason(script), stop_sequence: script.stopSequence },
        usage: { output_tokens: script.usage.completionTokens }
      }),
      event("message_stop")
    );
  }
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}
var ERROR_TYPES = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  405: "invalid_request_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  529: "overloaded_error"
};
function outcomeError(outcome) {
  switch (outcome) {
    case "rate_limited":
      return {
        error: { status: 429, message: "Rate limited (simulated). Please retry after 1 s.", type: "requests", code: "rate_limit_exceeded" },
        headers: { "retry-after": "1" }
      };
    case "server_error":
      return { error: { status: 500, message: "Internal server error (simulated).", type: "server_error", code: "internal_error" } };
    case "stream_error":
      return { error: { status: 529, message: OVERLOADED, type: "server_error", code: "overloaded" } };
  }
}
var anthropicMessages = {
  id: "anthropic-messages",
  route: "v1/messages",
  idPrefix: "msg_sim_",
  knownParams: KNOWN_PARAMS2,
  parse(body) {
    return { request: parseMessagesRequest(body), stream: messagesStream, body: messageBody };
  },
  outcomeError,
  errorBody: (error) => ({ type: "error", error: { type: ERROR_TYPES[error.status] ?? "api_error", message: error.message } })
};

// src/sim/apis/openai-shared.ts
var openAiErrors = {
  outcomeError(outcome) {
    switch (outcome) {
      case "rate_limited":
        return {
          error: {
            status: 429,
            message: "Rate limit reached (simulated). Please retry after 1 s.",
            type: "requests",
            code: "rate_limit_exceeded"
          },
          headers: { "retry-after": "1" }
        };
      case "server_error":
        return {
          error: {
            status: 500,
            message: "The server had an error while processing your request (simulated).",
            type: "server_error",
            code: "internal_error"
          }
        };
      case "stream_error":
        return { error: streamError };
    }
  },
  errorBody: openAiErrorBody
};
var streamError = {
  status: 503,
  message: "The server is overloaded and stopped generating (simulated). Please retry.",
  type: "server_error",
  code: "overloaded"
};
function timingsJson(t) {
  return {
    cache_n: t.cacheN,
    prompt_n: t.promptN,
    prompt_ms: t.promptMs,
    predicted_n: t.predictedN,
    predicted_ms: t.predictedMs,
    predicted_per_second: t.predictedPerSecond,
    ...t.draft && t.draft.drafted > 0 ? { draft_n: t.draft.drafted, draft_n_accepted: t.draft.accepted } : {}
  };
}
function usageJson(usage, details) {
  const json = {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens
  };
  if (!details) return json;
  return {
    ...json,
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens },
    ...usage.cachedReported ? { prompt_tokens_details: { cached_tokens: usage.cachedTokens } } : {}
  };
}

// src/sim/apis/chat-completions.ts
function chunk(meta, choices) {
  return { id: meta.id, object: "chat.completion.chunk", created: meta.created, model: meta.model, choices };
}
function deltaChunk(meta, delta, finishReason2) {
  return chunk(meta, [{ index: 0, delta, finish_reason: finishReason2 }]);
}
function roleChunk(meta) {
  return deltaChunk(meta, { role: "assistant", content: "" }, null);
}
function tokenDelta(token, toolCallId2) {
  switch (token.kind) {
    case "content":
      return { content: token.text };
    case "reasoning":
      return { reasoning_content: token.text };
    case "toolName":
      return {
        tool_calls: [{ index: 0, id: toolCallId2, type: "function", function: { name: token.text, arguments: "" } }]
      };
    case "toolArgs":
      return { tool_calls: [{ index: 0, function: { arguments: token.text } }] };
  }
}
function finishChunk(meta, finishReason2, timings) {
  const finish = deltaChunk(meta, {}, finishReason2);
  return timings ? { ...finish, timings: timingsJson(timings) } : finish;
}
function usageChunk(meta, usage, timings) {
  const last = { ...chunk(meta, []), usage: usageJson(usage, true) };
  return timings ? { ...last, timings: timingsJson(timings) } : last;
}
var data = (payload) => ({ event: null, data: payload });
function chatStream(script, meta, request) {
  const toolCallId2 = script.toolCall?.id ?? "";
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;
  const groups = [{ atMs: firstMs, events: [data(roleChunk(meta))] }];
  for (const token of script.tokens) {
    const delta = deltaChunk(meta, tokenDelta(token, toolCallId2), null);
    const logprobs = token.kind === "content" ? chatTokenLogprobs(token) : null;
    groups.push({ atMs: token.atMs, events: [data(logprobs ? withChoiceField(delta, "logprobs", logprobs) : delta)] });
  }
  if (script.outcome === "stream_error") {
    groups.push({ atMs: script.endMs, events: [data(openAiErrorBody(streamError))] });
    return groups;
  }
  const end = [data(finishChunk(meta, script.finishReason, request.includeUsage ? null : script.timings))];
  if (request.includeUsage) end.push(data(usageChunk(meta, script.usage, script.timings)));
  end.push(DONE_EVENT);
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}
function toolCallJson(call) {
  return { id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } };
}
function completionBody(script, meta) {
  const message = { role: "assistant", content: script.toolCall ? null : textOf(script.tokens, "content") };
  if (script.usage.reasoningTokens > 0) message["reasoning_content"] = textOf(script.tokens, "reasoning");
  if (script.toolCall) message["tool_calls"] = [toolCallJson(script.toolCall)];
  return {
    id: meta.id,
    object: "chat.completion",
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message, finish_reason: script.finishReason, ...logprobsField(chatAnswerLogprobs(script.tokens)) }],
    usage: usageJson(script.usage, true),
    ...script.timings ? { timings: timingsJson(script.timings) } : {}
  };
}
var chatCompletions = {
  id: "chat-completions",
  route: "v1/chat/completions",
  idPrefix: "chatcmpl-sim-",
  knownParams: KNOWN_PARAMS,
  parse(body) {
    const request = parseChatRequest(body);
    return { request, stream: (script, meta) => chatStream(script, meta, request), body: completionBody };
  },
  ...openAiErrors
};

// src/sim/apis/completions.ts
var KNOWN_PARAMS3 = Object.freeze([
  "model",
  "prompt",
  "suffix",
  "max_tokens",
  "temperature",
  "top_p",
  "n",
  "stream",
  "stream_options",
  "logprobs",
  "echo",
  "stop",
  "presence_penalty",
  "frequency_penalty",
  "best_of",
  "logit_bias",
  "user",
  "seed"
]);
function parsePrompt(value) {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === "string") return value[0];
  throw new SimRequestError('"prompt" must be a string (the simulator serves one prompt per request)', "invalid_request", "prompt");
}
function parseCompletionsRequest(body) {
  if (!isRecord(body)) throw new SimRequestError("request body must be a JSON object");
  if (body["tools"] !== void 0) throw new SimRequestError("Unrecognized request argument supplied: tools", "invalid_request", "tools");
  const maxTokens = parseLimit(body, "max_tokens");
  const streamOptions = body["stream_options"];
  return {
    model: parseModel(body),
    messages: [{ role: "user", content: parsePrompt(body["prompt"]) }],
    stream: body["stream"] === true,
    includeUsage: isRecord(streamOptions) && streamOptions["include_usage"] === true,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: parseStop(body["stop"]),
    temperature: parseTemperature(body),
    tools: [],
    toolsChars: 0,
    params: body,
    reasoningParams: null
  };
}
function chunk2(meta, choices) {
  return { id: meta.id, object: "text_completion", created: meta.created, model: meta.model, choices };
}
function textChunk(meta, text, finishReason2) {
  return chunk2(meta, [{ index: 0, text, finish_reason: finishReason2, logprobs: null }]);
}
function usageJson2(usage) {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
    ...usage.cachedReported ? { prompt_tokens_details: { cached_tokens: usage.cachedTokens } } : {}
  };
}
function withTimings(json, timings) {
  return timings ? { ...json, timings: timingsJson(timings) } : json;
}
var data2 = (payload) => ({ event: null, data: payload });
function completionsStream(script, meta, request) {
  const groups = script.tokens.map((token) => {
    const logprobs = legacyTokenLogprobs(token);
    const text = textChunk(meta, token.text, null);
    return { atMs: token.atMs, events: [data2(logprobs ? withChoiceField(text, "logprobs", logprobs) : text)] };
  });
  if (script.outcome === "stream_error") {
    groups.push({ atMs: script.endMs, events: [data2(openAiErrorBody(streamError))] });
    return groups;
  }
  const end = [data2(withTimings(textChunk(meta, "", script.finishReason), request.includeUsage ? null : script.timings))];
  if (request.includeUsage) end.push(data2(withTimings({ ...chunk2(meta, []), usage: usageJson2(script.usage) }, script.timings)));
  end.push(DONE_EVENT);
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}
function completionBody2(script, meta) {
  const body = {
    ...textChunk(meta, textOf(script.tokens, "content"), script.finishReason),
    usage: usageJson2(script.usage)
  };
  return withTimings(body, script.timings);
}
var completions = {
  id: "completions",
  route: "v1/completions",
  idPrefix: "cmpl-sim-",
  knownParams: KNOWN_PARAMS3,
  parse(body) {
    const request = parseCompletionsRequest(body);
    return { request, stream: (script, meta) => completionsStream(script, meta, request), body: completionBody2 };
  },
  ...openAiErrors
};

// src/sim/apis/gemini-request.ts
var KNOWN_PARAMS4 = Object.freeze(
  "contents systemInstruction generationConfig tools toolConfig safetySettings cachedContent labels".split(" ")
);
var invalid2 = (message, param) => new SimRequestError(message, "INVALID_ARGUMENT", param);
function messagesOf2(role, parts, where) {
  if (!Array.isArray(parts)) throw invalid2(`${where}.parts must be an array of parts`, "contents");
  const out = [];
  let current = null;
  parts.forEach((part, index) => {
    if (!isRecord(part)) throw invalid2(`${where}.parts[${index}] must be an object`, "contents");
    if (isRecord(part["functionResponse"])) {
      out.push({ role: "tool", content: JSON.stringify(part["functionResponse"]["response"] ?? {}) });
      current = null;
      return;
    }
    const text = typeof part["text"] === "string" ? part["text"] : "";
    if (current === null) {
      current = { role, content: "" };
      out.push(current);
    }
    current.content += text;
  });
  return out.length > 0 ? out : [{ role, content: "" }];
}
function parseContents(value) {
  if (!Array.isArray(value) || value.length === 0) throw invalid2("contents: must be a non-empty array", "contents");
  return value.flatMap((content, index) => {
    const where = `contents[${index}]`;
    const role = isRecord(content) ? content["role"] ?? "user" : void 0;
    if (!isRecord(content) || role !== "user" && role !== "model") throw invalid2(`${where}.role must be "user" or "model"`, "contents");
    return messagesOf2(role === "model" ? "assistant" : "user", content["parts"], where);
  });
}
function parseSystem2(value) {
  if (value === void 0 || value === null) return [];
  if (!isRecord(value)) throw invalid2("systemInstruction: must be a content with parts", "systemInstruction");
  const text = messagesOf2("system", value["parts"], "systemInstruction").map((m) => m.content).join("");
  return text === "" ? [] : [{ role: "system", content: text }];
}
function parseTools3(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) throw invalid2("tools: must be an array", "tools");
  return value.flatMap((tool, index) => {
    const declarations = isRecord(tool) ? tool["functionDeclarations"] : void 0;
    if (declarations === void 0) return [];
    if (!Array.isArray(declarations)) throw invalid2(`tools[${index}].functionDeclarations must be an array`, "tools");
    return declarations.map((fn, at) => {
      if (!isRecord(fn) || typeof fn["name"] !== "string" || fn["name"] === "") {
        throw invalid2(`tools[${index}].functionDeclarations[${at}].name must be a non-empty string`, "tools");
      }
      return { name: fn["name"], parameters: fn["parameters"] ?? {} };
    });
  });
}
function reasoningParams(config) {
  const thinking = config["thinkingConfig"];
  return isRecord(thinking) && thinking["thinkingBudget"] === 0 ? { reasoning_effort: "none" } : {};
}
function parseGeminiRequest(body, model, stream) {
  if (!isRecord(body)) throw invalid2("request body must be a JSON object");
  const config = body["generationConfig"] ?? {};
  if (!isRecord(config)) throw invalid2("generationConfig: must be an object", "generationConfig");
  const maxTokens = parseLimit(config, "maxOutputTokens");
  return {
    model,
    messages: [...parseSystem2(body["systemInstruction"]), ...parseContents(body["contents"])],
    stream,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: parseStop(config["stopSequences"], "stopSequences"),
    temperature: parseTemperature(config),
    tools: parseTools3(body["tools"]),
    toolsChars: toolsChars(body["tools"]),
    params: body,
    reasoningParams: reasoningParams(config)
  };
}

// src/sim/apis/gemini.ts
var OVERLOADED2 = "The model is overloaded (simulated). Please try again later.";
var STATUS_NAMES = {
  400: "INVALID_ARGUMENT",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  405: "INVALID_ARGUMENT",
  413: "INVALID_ARGUMENT",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE"
};
var errorBody = (error) => ({
  error: { code: error.status, message: error.message, status: STATUS_NAMES[error.status] ?? "UNKNOWN" }
});
function finishReason(script) {
  return script.finishReason === "length" ? "MAX_TOKENS" : "STOP";
}
function usageMetadata(script) {
  const u = script.usage;
  const candidates = u.completionTokens - u.reasoningTokens;
  return {
    promptTokenCount: u.promptTokens,
    candidatesTokenCount: candidates,
    totalTokenCount: u.promptTokens + u.completionTokens,
    ...u.cachedTokens > 0 ? { cachedContentTokenCount: u.cachedTokens } : {},
    ...u.reasoningTokens > 0 ? { thoughtsTokenCount: u.reasoningTokens } : {}
  };
}
function functionCallPart(segment) {
  let args = {};
  try {
    args = JSON.parse(segmentText(segment));
  } catch {
  }
  return { functionCall: { name: segmentToolName(segment), args } };
}
function response(meta, parts, extra = {}) {
  return {
    candidates: [{ content: { role: "model", parts }, index: 0, ...extra }],
    modelVersion: meta.model,
    responseId: meta.id
  };
}
var data3 = (payload) => ({ event: null, data: payload });
function geminiStream(script, meta, thoughts) {
  const groups = [];
  for (const segment of segmentsOf(script.tokens)) {
    if (segment.kind === "tool") {
      const last2 = segment.tokens.at(-1);
      groups.push({ atMs: last2.atMs, events: [data3(response(meta, [functionCallPart(segment)]))] });
      continue;
    }
    if (segment.kind === "reasoning" && !thoughts) continue;
    for (const token of segment.tokens) {
      const part = segment.kind === "reasoning" ? { text: token.text, thought: true } : { text: token.text };
      groups.push({ atMs: token.atMs, events: [data3(response(meta, [part]))] });
    }
  }
  if (script.outcome === "stream_error") {
    groups.push({
      atMs: script.endMs,
      events: [data3(errorBody(simError(503, OVERLOADED2, "overloaded")))]
    });
    return groups;
  }
  const last = response(meta, [{ text: "" }], { finishReason: finishReason(script) });
  groups.push({ atMs: script.endMs, events: [data3({ ...last, usageMetadata: usageMetadata(script) })] });
  return groups;
}
function geminiBody(script, meta, thoughts) {
  const parts = segmentsOf(script.tokens).flatMap((segment) => {
    if (segment.kind === "tool") return [functionCallPart(segment)];
    if (segment.kind === "reasoning") return thoughts ? [{ text: segmentText(segment), thought: true }] : [];
    return [{ text: segmentText(segment) }];
  });
  return { ...response(meta, parts, { finishReason: finishReason(script) }), usageMetadata: usageMetadata(script) };
}
var simError = (status, message, code) => ({
  status,
  message,
  type: status === 429 ? "requests" : "server_error",
  code
});
function outcomeError2(outcome) {
  switch (outcome) {
    case "rate_limited":
      return {
        error: simError(429, "Resource has been exhausted (simulated). Please retry after 1 s.", "rate_limit_exceeded"),
        headers: { "retry-after": "1" }
      };
    case "server_error":
      return { error: simError(500, "An internal error has occurred (simulated).", "internal_error") };
    case "stream_error":
      return { error: simError(503, OVERLOADED2, "overloaded") };
  }
}
function includesThoughts(body) {
  const config = isRecord(body) ? body["generationConfig"] : void 0;
  const thinking = isRecord(config) ? config["thinkingConfig"] : void 0;
  return isRecord(thinking) && thinking["includeThoughts"] === true;
}
var gemini = {
  id: "gemini",
  route: "v1beta/models/{model}:streamGenerateContent",
  pattern: "v1beta/models/(?<model>[^/:]+):(?<method>streamGenerateContent|generateContent)",
  idPrefix: "gemini_sim_",
  knownParams: KNOWN_PARAMS4,
  parse(body, route = {}) {
    const thoughts = includesThoughts(body);
    const request = parseGeminiRequest(body, route["model"] ?? null, route["method"] !== "generateContent");
    return {
      request,
      stream: (script, meta) => geminiStream(script, meta, thoughts),
      body: (script, meta) => geminiBody(script, meta, thoughts)
    };
  },
  outcomeError: outcomeError2,
  errorBody
};

// src/sim/apis/responses-request.ts
var KNOWN_PARAMS5 = Object.freeze([
  "model",
  "input",
  "instructions",
  "max_output_tokens",
  "max_tool_calls",
  "reasoning",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "temperature",
  "top_p",
  "top_logprobs",
  "stream",
  "stream_options",
  "store",
  "metadata",
  "previous_response_id",
  "conversation",
  "prompt",
  "prompt_cache_key",
  "text",
  "truncation",
  "include",
  "background",
  "service_tier",
  "safety_identifier",
  "user"
]);
var MESSAGE_ROLES = ["user", "assistant", "system", "developer"];
function parseInput(value) {
  if (value === void 0 || value === null)
    throw new SimRequestError("Missing required parameter: 'input'.", "missing_required_parameter", "input");
  if (typeof value === "string") return [{ role: "user", content: value }];
  if (!Array.isArray(value) || value.length === 0) {
    throw new SimRequestError('"input" must be a string or a non-empty array of items', "invalid_request", "input");
  }
  const messages = [];
  value.forEach((item, index) => {
    const where = `input[${index}]`;
    if (!isRecord(item)) throw new SimRequestError(`${where} must be an object`, "invalid_request", "input");
    const type = item["type"];
    if (type === "function_call") {
      if (typeof item["call_id"] !== "string" || typeof item["name"] !== "string") {
        throw new SimRequestError(`${where}: a function_call needs a string "call_id" and "name"`, "invalid_request", "input");
      }
      messages.push({ role: "assistant", content: "" });
    } else if (type === "function_call_output") {
      if (typeof item["call_id"] !== "string") {
        throw new SimRequestError(`${where}: a function_call_output needs a string "call_id"`, "invalid_request", "input");
      }
      messages.push({ role: "tool", content: contentText(item["output"], `${where}.output`) });
    } else if (type === "reasoning") {
    } else if (type === void 0 || type === "message") {
      const role = item["role"];
      if (typeof role !== "string" || !MESSAGE_ROLES.includes(role)) {
        throw new SimRequestError(`${where}.role must be one of ${MESSAGE_ROLES.join(", ")}`, "invalid_request", "input");
      }
      messages.push({ role: role === "developer" ? "system" : role, content: contentText(item["content"], `${where}.content`) });
    } else {
      throw new SimRequestError(`${where}.type ${JSON.stringify(type)} is not served by the simulator`, "invalid_request", "input");
    }
  });
  return messages;
}
function parseTools4(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) throw new SimRequestError('"tools" must be an array', "invalid_request", "tools");
  return value.map((tool, index) => {
    if (!isRecord(tool) || tool["type"] !== "function" || typeof tool["name"] !== "string" || tool["name"] === "") {
      throw new SimRequestError(`tools[${index}] must be a function tool with a non-empty "name"`, "invalid_request", "tools");
    }
    return { name: tool["name"], parameters: tool["parameters"] };
  });
}
function parseResponsesRequest(body) {
  if (!isRecord(body)) throw new SimRequestError("request body must be a JSON object");
  if (body["stop"] !== void 0) throw new SimRequestError("Unknown parameter: 'stop'.", "unknown_parameter", "stop");
  const instructions = body["instructions"];
  if (instructions !== void 0 && instructions !== null && typeof instructions !== "string") {
    throw new SimRequestError('"instructions" must be a string', "invalid_request", "instructions");
  }
  const reasoning = body["reasoning"];
  if (reasoning !== void 0 && reasoning !== null && !isRecord(reasoning)) {
    throw new SimRequestError('"reasoning" must be an object', "invalid_request", "reasoning");
  }
  const input = parseInput(body["input"]);
  const maxTokens = parseLimit(body, "max_output_tokens");
  return {
    model: parseModel(body),
    messages: typeof instructions === "string" && instructions !== "" ? [{ role: "system", content: instructions }, ...input] : input,
    stream: body["stream"] === true,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: [],
    temperature: parseTemperature(body),
    tools: parseTools4(body["tools"]),
    toolsChars: toolsChars(body["tools"]),
    params: body,
    // `reasoning.effort` is judged as chat's `reasoning` parameter: "none" off, "minimal" and "low" shorter.
    reasoningParams: isRecord(reasoning) ? { reasoning } : {}
  };
}

// src/sim/apis/responses.ts
function itemId(meta, prefix, outputIndex) {
  return `${prefix}_${meta.id.replace(/^resp_/, "")}_${outputIndex}`;
}
var ITEM_PREFIX = { reasoning: "rs", text: "msg", tool: "fc" };
function itemJson(segment, id, script, status, whole) {
  const text = whole ? segmentText(segment) : "";
  switch (segment.kind) {
    case "reasoning":
      return { id, type: "reasoning", status, summary: [], content: whole ? [{ type: "reasoning_text", text }] : [] };
    case "text":
      return { id, type: "message", status, role: "assistant", content: whole ? [outputText(text)] : [] };
    case "tool":
      return { id, type: "function_call", status, call_id: script.toolCall?.id ?? "", name: segmentToolName(segment), arguments: text };
  }
}
function outputText(text) {
  return { type: "output_text", text, annotations: [], logprobs: [] };
}
function usageJson3(script) {
  const u = script.usage;
  return {
    input_tokens: u.promptTokens,
    input_tokens_details: { cached_tokens: u.cachedTokens },
    output_tokens: u.completionTokens,
    output_tokens_details: { reasoning_tokens: u.reasoningTokens },
    total_tokens: u.promptTokens + u.completionTokens
  };
}
function responseJson(meta, status, output, usage, extra = {}) {
  return {
    id: meta.id,
    object: "response",
    created_at: meta.created,
    status,
    error: null,
    incomplete_details: null,
    model: meta.model,
    output,
    usage,
    ...extra
  };
}
function finalItems(script, meta, segments, cut) {
  return segments.map(
    (segment, i) => itemJson(
      segment,
      itemId(meta, ITEM_PREFIX[segment.kind], i),
      script,
      cut && i === segments.length - 1 ? "incomplete" : "completed",
      true
    )
  );
}
function finalResponse(script, meta) {
  const cut = script.finishReason === "length";
  const output = finalItems(script, meta, segmentsOf(script.tokens), cut);
  return cut ? responseJson(meta, "incomplete", output, usageJson3(script), { incomplete_details: { reason: "max_output_tokens" } }) : responseJson(meta, "completed", output, usageJson3(script));
}
function responsesStream(script, meta) {
  let sequence = 0;
  const event = (type, fields) => ({ event: type, data: { type, sequence_number: sequence++, ...fields } });
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;
  const created = responseJson(meta, "in_progress", [], null);
  const groups = [
    // At the headers, which a buffering layer may hold back past the first token while the engine goes on.
    {
      atMs: Math.min(script.headersAtMs, firstMs),
      events: [event("response.created", { response: created }), event("response.in_progress", { response: created })]
    }
  ];
  const segments = segmentsOf(script.tokens);
  const opening = (segment, index) => {
    const id = itemId(meta, ITEM_PREFIX[segment.kind], index);
    const added = event("response.output_item.added", { output_index: index, item: itemJson(segment, id, script, "in_progress", false) });
    if (segment.kind === "tool") return [added];
    const part = segment.kind === "reasoning" ? { type: "reasoning_text", text: "" } : outputText("");
    return [added, event("response.content_part.added", { item_id: id, output_index: index, content_index: 0, part })];
  };
  const closing = (segment, index, status) => {
    const id = itemId(meta, ITEM_PREFIX[segment.kind], index);
    const text = segmentText(segment);
    const at = { item_id: id, output_index: index, content_index: 0 };
    const events = [];
    if (segment.kind === "tool") {
      events.push(
        event("response.function_call_arguments.done", {
          item_id: id,
          output_index: index,
          name: segmentToolName(segment),
          arguments: text
        })
      );
    } else if (segment.kind === "reasoning") {
      events.push(event("response.reasoning_text.done", { ...at, text }));
      events.push(event("response.content_part.done", { ...at, part: { type: "reasoning_text", text } }));
    } else {
      events.push(event("response.output_text.done", { ...at, text, logprobs: [] }));
      events.push(event("response.content_part.done", { ...at, part: outputText(text) }));
    }
    events.push(event("response.output_item.done", { output_index: index, item: itemJson(segment, id, script, status, true) }));
    return events;
  };
  const delta = (segment, index, token) => {
    const id = itemId(meta, ITEM_PREFIX[segment.kind], index);
    switch (token.kind) {
      case "toolName":
        return [];
      case "toolArgs":
        return [event("response.function_call_arguments.delta", { item_id: id, output_index: index, delta: token.text })];
      case "reasoning":
        return [event("response.reasoning_text.delta", { item_id: id, output_index: index, content_index: 0, delta: token.text })];
      case "content":
        return [
          event("response.output_text.delta", {
            item_id: id,
            output_index: index,
            content_index: 0,
            delta: token.text,
            logprobs: token.score ? [logprobEntry(token.text, token.score)] : []
          })
        ];
    }
  };
  segments.forEach((segment, index) => {
    segment.tokens.forEach((token, k) => {
      const events = [];
      if (k === 0) {
        if (index > 0) events.push(...closing(segments[index - 1], index - 1, "completed"));
        events.push(...opening(segment, index));
      }
      events.push(...delta(segment, index, token));
      groups.push({ atMs: token.atMs, events });
    });
  });
  const end = [];
  if (script.outcome === "stream_error") {
    const error = { code: "server_error", message: streamError.message };
    end.push(event("error", { ...error, param: null }));
    const output = finalItems(script, meta, segments, true);
    end.push(event("response.failed", { response: responseJson(meta, "failed", output, usageJson3(script), { error }) }));
  } else {
    const last = segments.length - 1;
    if (last >= 0) end.push(...closing(segments[last], last, script.finishReason === "length" ? "incomplete" : "completed"));
    const response2 = finalResponse(script, meta);
    end.push(event(response2["status"] === "incomplete" ? "response.incomplete" : "response.completed", { response: response2 }));
  }
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}
var responses = {
  id: "responses",
  route: "v1/responses",
  idPrefix: "resp_sim_",
  knownParams: KNOWN_PARAMS5,
  parse(body) {
    return { request: parseResponsesRequest(body), stream: responsesStream, body: finalResponse };
  },
  ...openAiErrors
};

// src/sim/apis/index.ts
var SIM_APIS = Object.freeze({
  "chat-completions": chatCompletions,
  responses,
  "anthropic-messages": anthropicMessages,
  completions,
  gemini
});
var escaped = (route) => route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var ROUTES = Object.values(SIM_APIS).map((api) => ({
  api,
  pattern: new RegExp(`^/(?<profile>[^/]+)/${api.pattern ?? escaped(api.route)}/?$`)
}));
function matchApiRoute(path) {
  for (const { api, pattern } of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const { profile: profile2, ...route } = match.groups;
    const bound = { ...api, parse: (body) => api.parse(body, route) };
    return { api: bound, profile: profile2 };
  }
  return null;
}
var ROUTE_LIST = Object.freeze([
  ...Object.values(SIM_APIS).map((api) => `POST /<profile>/${api.route}`),
  "GET /<profile>/v1/models"
]);

// src/sim/routes.ts
function isDialect(name) {
  return METRICS_DIALECTS.includes(name);
}
var MODELS_ROUTE = /^\/([^/]+)\/v1\/models\/?$/;
var METRICS_ROUTE = /^\/([^/]+)\/metrics\/?$/;
function parseBodyForRecord(raw) {
  if (raw.length === 0) return null;
  const text = raw.toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function knownProfile(name) {
  return Object.prototype.hasOwnProperty.call(PROFILES, name) ? PROFILES[name] : void 0;
}
function unknownProfile(res, name, errorBody2 = openAiErrorBody) {
  const message = `unknown profile "${name}"; known profiles: ${PROFILE_NAMES.join(", ")}`;
  sendJson(res, 404, errorBody2({ status: 404, message, type: "invalid_request_error", code: "unknown_profile" }));
}
function methodNotAllowed(res, allowed, errorBody2 = openAiErrorBody) {
  const message = `method not allowed; use ${allowed}`;
  sendJson(res, 405, errorBody2({ status: 405, message, type: "invalid_request_error", code: "method_not_allowed" }), { allow: allowed });
}
function noRoute(method, path) {
  return `no route for ${method} ${path}; use ${ROUTE_LIST.join(", ")} with a profile from: ${PROFILE_NAMES.join(", ")}`;
}
async function routeRequest(gens, requests, req, res) {
  const arrivedMs = performance.now();
  req.socket.setNoDelay(true);
  const path = new URL(req.url ?? "/", "http://sim.invalid").pathname;
  const raw = await readBody(req);
  const route = matchApiRoute(path);
  const models = MODELS_ROUTE.exec(path);
  const metrics = METRICS_ROUTE.exec(path);
  const profile2 = route?.profile ?? models?.[1] ?? metrics?.[1] ?? (path === "/health" ? "" : path.split("/")[1] ?? "");
  const record = {
    profile: profile2,
    path,
    api: route?.api.id ?? null,
    headers: flatHeaders(req),
    body: parseBodyForRecord(raw),
    cacheHit: false,
    slot: null,
    at: arrivedMs,
    schedule: null,
    writes: 0
  };
  requests.push(record);
  if (path === "/health") {
    if (req.method !== "GET") return methodNotAllowed(res, "GET");
    return sendJson(res, 200, { status: "ok", profiles: PROFILE_NAMES, routes: ROUTE_LIST });
  }
  if (route) {
    const { api } = route;
    const errorBody2 = api.errorBody.bind(api);
    const settings = knownProfile(profile2);
    if (!settings) return unknownProfile(res, profile2, errorBody2);
    if (req.method !== "POST") return methodNotAllowed(res, "POST", errorBody2);
    return gens.serve(req, res, api, profile2, settings, record, arrivedMs);
  }
  if (metrics) {
    if (!knownProfile(profile2)) return unknownProfile(res, profile2);
    if (req.method !== "GET") return methodNotAllowed(res, "GET");
    const query = new URL(req.url ?? "/", "http://sim.invalid").searchParams;
    const names = query.get("names") ?? "vllm";
    if (!isDialect(names)) {
      const message = `unknown metric names "${names}"; use names=${METRICS_DIALECTS.join(" | ")}`;
      return sendError(res, 400, { message, type: "invalid_request_error", code: "unknown_names" });
    }
    const key = metricsKey(profile2, query.get("server") ?? "");
    const send = () => {
      res.writeHead(200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" });
      res.end(gens.metrics.render(key, names, performance.now(), `sim-${profile2}`));
    };
    const until = query.get("queued") === "1" ? gens.metrics.prefillInProgressUntil(key, performance.now()) : null;
    if (until === null) return send();
    const timer = setTimeout(send, Math.max(0, until - performance.now()));
    res.once("close", () => clearTimeout(timer));
    return;
  }
  if (models) {
    if (!knownProfile(profile2)) return unknownProfile(res, profile2);
    if (req.method !== "GET") return methodNotAllowed(res, "GET");
    return sendJson(res, 200, {
      object: "list",
      data: [{ id: `sim-${profile2}`, object: "model", created: 0, owned_by: "streamgate-sim" }]
    });
  }
  sendError(res, 404, { message: noRoute(req.method ?? "", path), type: "invalid_request_error", code: "not_found" });
}

// src/sim/server.ts
async function startSimulator(opts = {}) {
  const host = opts.host ?? "127.0.0.1";
  const requests = [];
  const errors = [];
  const gens = new Generations(opts.seed ?? 1, opts.slots);
  const timelines = gens.timelines;
  const server = createServer({ noDelay: true }, (req, res) => {
    routeRequest(gens, requests, req, res).catch((error) => {
      if (error instanceof BodyTooLargeError && !res.headersSent) {
        sendError(res, 413, { message: error.message, type: "invalid_request_error", code: "body_too_large" }, { connection: "close" });
        return;
      }
      const clientGone = req.socket.destroyed;
      if (!clientGone) errors.push(error instanceof Error ? error : new Error(String(error)));
      if (!res.headersSent && !clientGone) {
        sendError(res, 500, { message: `simulator error: ${error.message}`, type: "server_error", code: "simulator_error" });
      } else {
        res.destroy();
      }
    });
  });
  await new Promise((resolve6, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve6();
    });
  });
  const port = server.address().port;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  let closing = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    errors,
    activeStreams: () => {
      for (const timeline of timelines) if (!timeline.active) timelines.delete(timeline);
      return timelines.size;
    },
    close() {
      closing ??= new Promise((resolve6, reject) => {
        for (const timeline of timelines) timeline.cancel();
        timelines.clear();
        server.close((error) => error ? reject(error) : resolve6());
        server.closeAllConnections();
      });
      return closing;
    }
  };
}

// src/cli/gate.ts
import { copyFileSync as copyFileSync2, mkdirSync as mkdirSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join5, resolve as resolve4 } from "node:path";
async function gateCommand(workloadPath, flags, env) {
  if (flags["no-history"] && flags.history !== void 0)
    throw new OptionError("--history names a history to compare with and --no-history turns it off: give one of them", "gate");
  const fromResults = flags["from-results"];
  agreedStartOf(flags);
  const loaded = load(workloadPath, flags, env, !fromResults && flags.plan !== true);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags["fail-on"]);
  const aaRuns = flags["aa-runs"] !== void 0 ? parseInteger(flags["aa-runs"], "--aa-runs") : flags.aa ? DEFAULT_AA_RUNS : workload.gate.aaRuns;
  const history = await historyForGate(flags, workload, (line) => logger.info(line));
  const record = recordCommand(cliInvocation(env), workloadPath);
  const plan = planGate(workload, {
    recordCommand: record,
    baseline: flags.baseline ?? null,
    workloadFile: workloadPath,
    aaRuns,
    cwd: process.cwd(),
    history: history?.baseline,
    driftPrior: history?.driftPrior?.priors ?? null
  });
  const out = flags.json ? process.stderr : process.stdout;
  const sequential = fromResults || flags.shard ? null : sequentialRun(plan, (line) => logger.info(line));
  if (!fromResults) {
    const size = planLines(
      runSize(workload, { sequential: sequential !== null, extraLooks: plan.rules.extraLooks }),
      workload.run.concurrency,
      workload.run.ratePerSecond
    );
    if (flags.plan) {
      process.stdout.write(`${size.join("\n")}
`);
      return EXIT_OK;
    }
    logger.info(size.join("\n"));
  }
  const results = fromResults ? readResultsOf(fromResults, workload) : await measure(loaded, flags, sequential?.hook ?? null);
  const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
  const dir = resultsDir(flags);
  mkdirSync2(dir, { recursive: true });
  const resultsPath = join5(dir, "results.json");
  if (fromResults && resolve4(fromResults) !== resolve4(resultsPath)) copyFileSync2(fromResults, resultsPath);
  const judged = evaluation.outcome ? "nothing to compare with" : "measured only";
  const noComparison = `no baseline at ${displayPath(plan.baselinePath)}: ${judged}. Record one with \`${record}\`, or add a reference endpoint.`;
  const decision = decideGateRun(results, evaluation, failOn, noComparison);
  const shown = [];
  const show = (text) => {
    shown.push(text);
    out.write(text);
  };
  show(`
${workload.name}
${renderTerminalReport(results, workload.endpoints)}

`);
  if (!evaluation.comparand && decision.failed.length === 0) out.write(`${noComparison}
`);
  if (evaluation.conformanceTerminal) show(`${evaluation.conformanceTerminal}

`);
  show(`${renderRunTerminal(decision, colourEnabled(out, process.env))}
`);
  if (decision.verdict === "fail") {
    const kind = evaluation.comparand?.kind ?? "none";
    const lines = nextStepLines({
      comparison: kind === "reference" ? "reference" : kind === "none" ? "none" : "baseline",
      ...failureFacts(evaluation),
      reportPath: displayPath(join5(dir, "report.md")),
      record,
      workloadFile: workloadPath,
      historyAccept: history?.baseline && kind === "baseline" ? `\`${acceptCommand(workloadPath, flags.history ?? null)}\`` : null
    });
    out.write(`${lines.flatMap((l) => wrap(`  ${l}`, TERMINAL_WIDTH, "    ")).join("\n")}
`);
  }
  const notes = runNotes(plan, evaluation, history, results);
  show(notes.terminal);
  const legend = terminalLegend(shown.join(""));
  if (legend) out.write(`${wrap(legend, TERMINAL_WIDTH, "  ").join("\n")}
`);
  const reportPath = join5(dir, "report.md");
  writeFileSync2(
    reportPath,
    loaded.redact(renderRunReport(workload.name, results, evaluation, decision, { notes: notes.report }) + notes.appendix)
  );
  const verdictPath = join5(dir, "verdict.json");
  const file = verdictFile({
    command: "gate",
    workload: { name: workload.name, fingerprint: workloadIdentity(workload).fingerprint },
    verdict: decision.verdict,
    exitCode: decision.exitCode,
    failOn,
    reason: decision.reason,
    comparison: comparisonOf(evaluation),
    endpoints: decision.endpoints,
    files: {
      results: resolve4(resultsPath),
      samples: fromResults ? null : resolve4(dir, "samples.jsonl"),
      report: resolve4(reportPath),
      baseline: evaluation.comparand?.kind === "baseline" ? plan.baselinePath : null
    }
  });
  writeVerdictFile(verdictPath, file, loaded.redact);
  logger.info(`report: ${displayPath(reportPath)}
verdict: ${displayPath(verdictPath)}`);
  if (decision.failed.length > 0) {
    process.stderr.write(`error: ${failedEndpointsText(decision.failed, [], workload.endpoints)}
`);
  }
  if (flags.json) process.stdout.write(`${loaded.redact(JSON.stringify(file, null, 2))}
`);
  return decision.exitCode;
}

// src/cli/sweep.ts
import { join as join7, resolve as resolve5 } from "node:path";

// src/sweep/open-capacity.ts
function openCapacities(sweep) {
  if (!sweep.hasSlo) return [];
  return sweep.endpoints.filter((e) => e.levels.length > 0 && e.capacity.lower === null && e.capacity.upper === null).map((e) => {
    const open = e.levels.flatMap((l) => l.slo).filter((v) => v.verdict !== "met" && v.verdict !== "violated");
    const needs = open.map((v) => v.requestsToMeet).filter((n) => n !== null);
    return {
      endpoint: e.name,
      objectives: [...new Set(open.map((v) => v.id))],
      needed: needs.length > 0 ? Math.max(...needs) : null,
      measured: Math.max(0, ...open.map((v) => v.n))
    };
  });
}
function openCapacityText(open, spec) {
  return open.map((o) => {
    const shown = o.objectives.slice(0, 3).join(", ") + (o.objectives.length > 3 ? ` and ${o.objectives.length - 3} more` : "");
    const need = o.needed === null ? "these objectives cannot be shown met at the configured confidence" : `showing them met takes at least ${o.needed} requests per cell, the levels judged at most ${o.measured}; raise sweep.requests or sweep.looks (now ${spec.requests} requests \xD7 ${spec.looks} looks per level)`;
    return `${o.endpoint}: no level was decided (${shown} still open); ${need}`;
  }).join("\n");
}

// src/cli/sweep-shards.ts
import { writeFileSync as writeFileSync3 } from "node:fs";
import { join as join6 } from "node:path";
async function sweepShardCommand(loaded, plan, flags) {
  const start = agreedStartOf(flags, "sweep");
  const seconds = Number(flags["level-seconds"]);
  if (start === null || !(seconds > 0))
    throw new OptionError(
      "a sweep across shards needs --start-at, --run-id and --level-seconds (the time each level has), the same in every shard",
      "sweep"
    );
  const { workload, logger } = loaded;
  const dir = resultsDir(flags);
  const levels = await withInterrupt(
    logger,
    (signal) => runShardSweep({
      workload,
      spec: plan.spec,
      apiKeys: loaded.apiKeys,
      resultsDir: dir,
      redact: loaded.redact,
      logger,
      identity: workloadIdentity(workload),
      runId: flags["run-id"],
      shard: parseShard(flags.shard),
      schedule: { startMs: start.atMs, levelMs: seconds * 1e3 },
      signal
    })
  );
  logger.info(
    `shard ${flags.shard}: ${levels} level(s) measured into ${displayPath(dir)}; merge the shards with \`streamgate sweep --merge <folder>\``
  );
  return levels === 0 ? EXIT_INTERRUPTED : EXIT_OK;
}
function mergeSweepShards(loaded, plan, flags) {
  const dir = resultsDir(flags);
  const sweep = mergeShardSweep({
    workload: loaded.workload,
    spec: plan.spec,
    rules: plan.rules,
    identity: workloadIdentity(loaded.workload),
    shardsDir: flags.merge,
    resultsDir: dir
  });
  const sweepPath = join6(dir, "sweep.json");
  writeFileSync3(sweepPath, `${JSON.stringify(sweep, null, 2)}
`);
  return gateAndWriteSweep(plan, sweep, sweepPath, { resultsDir: dir, redact: loaded.redact });
}

// src/cli/sweep.ts
async function sweepCommand(workloadPath, flags, env) {
  const loaded = load(workloadPath, flags, env, flags.merge === void 0);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags["fail-on"]);
  const identity = workloadIdentity(workload);
  const levels = flags.levels === void 0 ? null : parseLevels(flags.levels, workload.sweep?.load ?? "concurrency");
  const plan = planSweep(workload, {
    baseline: flags.baseline ? resolve5(flags.baseline) : null,
    record: flags.record ?? false,
    levels,
    identity,
    cwd: process.cwd()
  });
  if (flags.shard) return sweepShardCommand(loaded, plan, flags);
  const out = flags.json ? process.stderr : process.stdout;
  const dir = resultsDir(flags);
  const outcome = flags.merge !== void 0 ? mergeSweepShards(loaded, plan, flags) : await withInterrupt(
    logger,
    (signal) => sweepAndGate(plan, { workload, apiKeys: loaded.apiKeys, resultsDir: dir, redact: loaded.redact, logger, identity, signal })
  );
  out.write(`
${outcome.terminal}
`);
  logger.info(
    `sweep: ${displayPath(outcome.sweepPath)}
report: ${displayPath(outcome.reportPath)}
chart: ${displayPath(outcome.chartPath)}`
  );
  const dead = deadEndpointsText(outcome.sweep, dir, workload.endpoints);
  const decision = decideSweepRun(outcome.sweep, outcome.gate, failOn, dead);
  let verdict = decision.verdict;
  let exitCode = decision.exitCode;
  let reason = decision.reason;
  if (dead !== null) process.stderr.write(`error: ${dead}
`);
  else if (plan.record && decision.verdict !== "interrupted") {
    const open = openCapacities(outcome.sweep);
    if (open.length > 0) {
      reason = `no sweep baseline written: ${openCapacityText(open, plan.spec)}`;
      process.stderr.write(`error: ${reason}
`);
      verdict = "error";
      exitCode = EXIT_ERROR;
    } else {
      recordSweepBaseline(plan.baselinePath, outcome.sweep);
      out.write(`sweep baseline written: ${displayPath(plan.baselinePath)}
commit it with the change that it describes.
`);
      verdict = "recorded";
      exitCode = EXIT_OK;
      reason = `sweep baseline written to ${displayPath(plan.baselinePath)}`;
    }
  } else if (plan.comparand.kind === "none") {
    out.write(
      `no sweep baseline at ${displayPath(plan.baselinePath)}: measured only. Record one with \`streamgate sweep --workload ${workloadPath} --record\`.
`
    );
  }
  const file = verdictFile({
    command: "sweep",
    workload: { name: workload.name, fingerprint: identity.fingerprint },
    verdict,
    exitCode,
    failOn,
    reason,
    comparison: { kind: plan.comparand.kind, label: plan.comparand.kind === "reference" ? plan.comparand.reference : null },
    endpoints: decision.endpoints,
    files: {
      results: resolve5(outcome.sweepPath),
      samples: null,
      report: resolve5(outcome.reportPath),
      baseline: plan.comparand.kind === "baseline" || verdict === "recorded" ? plan.baselinePath : null
    }
  });
  writeVerdictFile(join7(dir, "verdict.json"), file, loaded.redact);
  if (flags.json) process.stdout.write(`${loaded.redact(JSON.stringify(file, null, 2))}
`);
  return exitCode;
}

// src/cli/demo.ts
function example(name) {
  for (const up of ["../", "../../"]) {
    const path = fileURLToPath(new URL(`${up}examples/${name}`, import.meta.url));
    if (existsSync3(path)) return relative2(process.cwd(), path);
  }
  throw new Error(`the bundled examples/${name} is missing from this installation`);
}
async function demoCommand(flags) {
  const sim = await startSimulator({ seed: 7 });
  process.stderr.write(`simulator listening at ${sim.url} (profiles: ${PROFILE_NAMES.join(", ")})
`);
  const out = flags.json ? process.stderr : process.stdout;
  try {
    const env = { ...process.env, STREAMGATE_SIM_URL: sim.url };
    if (flags.sweep) {
      const code2 = await sweepCommand(
        example("sweep.yaml"),
        { ...flags, "results-dir": flags["results-dir"] ?? ".streamgate/demo-sweep" },
        env
      );
      out.write(
        "\nThe sweep finds the 4-slot reference sustaining about 4 streams within the SLO and holds the 2-slot candidate to 3 of them: it breaks there, so a FAIL above is the expected outcome.\n"
      );
      return code2 === EXIT_INTERRUPTED ? code2 : EXIT_OK;
    }
    const code = await gateCommand(example("demo.yaml"), { ...flags, "results-dir": flags["results-dir"] ?? ".streamgate/demo" }, env);
    out.write(
      "\nThe demo gates the buffered endpoint against the clean one (its reference): buffering is a regression the gate must catch, so a FAIL above is the expected outcome.\n"
    );
    return code === EXIT_INTERRUPTED ? code : EXIT_OK;
  } finally {
    await sim.close();
  }
}

// src/cli/help.ts
var COMMAND_HELP = {
  gate: `usage: streamgate gate --workload <file> [--baseline <file>] [--from-results <results.json>] [--aa [runs]]
                       [--fail-on regression|inconclusive|never] [--results-dir <dir>] [--shard i/n] [--seed <n>] [--json]
                       [--start-at <ISO time> --run-id <id>] [--plan] [--history <store>] [--history-branch <name>]
                       [--history-runs <k>] [--no-history]
    run the workload (or read a results file) and compare it with the workload's reference endpoint, or with the
    baseline (default: baselines/<workload name>.json at the root of the repository holding the workload file);
    prints tables and the verdict, writes report.md and verdict.json to the results folder (default .streamgate).
    With no reference endpoint and no --baseline (nor gate.baseline), the run history in ${DEFAULT_STORE} is
    compared with once it holds 2 runs of the workload, its last --history-runs (default ${DEFAULT_HISTORY_RUNS}) pooled; --history
    names another store (a folder, a bare repository or a git URL; branch --history-branch, default
    ${DEFAULT_HISTORY_BRANCH}), --no-history keeps to the baseline file. --json prints verdict.json on stdout (the
    tables go to stderr). The run's size (requests, tokens, an estimated time) is printed before the first request;
    --plan prints it and sends nothing. --shard i/n measures a share of the plan (the action's mode: merge gates the
    shards together); with --start-at and --run-id, shared by every shard, measuring waits for that moment and
    the shard's clocks and measuring window are stamped, for the merge to check the load was applied together.`,
  "baseline:update": `usage: streamgate baseline:update --workload <file> [--baseline <file>] [--runs <k>]
                                  [--from-results <a.json>[,<b.json>\u2026]] [--allow-errors] [--results-dir <dir>] [--plan]
    record the baseline from a fresh run (or from existing results files); with --runs k (each run in
    <results-dir>/run-<i>) or several results files the runs are pooled and each cell's run-to-run spread is
    recorded, which the gate then allows for. A cell with more than 5 % failed requests makes no baseline (nothing
    is written, exit 2) unless --allow-errors. --plan prints the run's size (requests, tokens, an estimated time)
    and sends nothing.`,
  sweep: `usage: streamgate sweep --workload <file> [--baseline <file>] [--record] [--levels <a,b,\u2026>] [--fail-on \u2026]
                        [--results-dir <dir>] [--seed <n>] [--json]
                        [--shard i/n --start-at <ISO time> --run-id <id> --level-seconds <s>] [--merge <folder>]
    raise the load on each endpoint (concurrency levels or Poisson rates, the workload's sweep: section) to find the
    highest load that meets the workload's slo:, with its confidence bracket; compares it with the sweep baseline
    (baselines/<workload>.sweep.json beside the gate's baseline) or the reference endpoint and fails when it dropped
    by more than the margin; --record writes the sweep baseline instead (refused while a capacity is still open for
    lack of requests). Writes sweep.json, report.md, sweep.svg and verdict.json. Across shards: each --shard process
    drives its share of every listed level, level k from --start-at + k \xD7 --level-seconds, and writes the levels'
    results; --merge <folder> (the shards' results folders under it) judges each level on all shards' requests
    together, refusing a level whose shards did not overlap, and finds and gates the capacity.`,
  demo: `usage: streamgate demo [--sweep] [--results-dir <dir>]
    start the bundled simulator and run the bundled demo workload against a clean and a buffered endpoint; with
    --sweep, the capacity sweep (a 4-slot reference against a 2-slot candidate, about a minute).`,
  history: `usage: ${HISTORY_USAGE.trimStart().replace(/^streamgate history add/, "streamgate history add")}`,
  sim: `usage: streamgate sim [--port <n>] [--host <addr>] [--seed <n>] [--slots <n>] [--list]
    run the bundled simulator (profiles by path: /<profile>/v1/chat/completions and every other API's route, which
    GET /health lists); --list prints every profile with what it does.`
};
var COMMANDS = Object.keys(COMMAND_HELP);
var EXIT_CODES = `exit codes: 0 pass (or nothing to fail on), 1 regression (per --fail-on), 2 usage, configuration or endpoint
error, 130 interrupted`;
function globalUsage() {
  const lines = COMMANDS.map((c) => COMMAND_HELP[c].replace(/^usage: /, "  ").replace(/\n {5}( {15,})/g, "\n$1"));
  return [
    `streamgate ${TOOL_VERSION}: measure and gate the streaming behaviour of OpenAI-compatible endpoints`,
    "",
    "usage: streamgate <command> [options]      streamgate <command> --help      streamgate --version",
    "",
    ...lines.map((l) => l.replace(/\n {4}(?=\S)/g, "\n      ")),
    "",
    EXIT_CODES
  ].join("\n");
}
function commandUsage(command) {
  return `${COMMAND_HELP[command] ?? globalUsage()}

${EXIT_CODES}`;
}

// src/cli/sim.ts
var ListenError = class extends UserError {
  name = "ListenError";
  code = "STREAMGATE_SIM_LISTEN";
  exitStatus = EXIT_USER_ERROR;
};
function listenError(error, host, port) {
  const code = error?.code;
  if (code === "EADDRINUSE")
    return new ListenError(
      `${host}:${port} is already in use: stop what listens there, or pick another port with --port <n> (0: any free port)`
    );
  if (code === "EADDRNOTAVAIL")
    return new ListenError(`${host} is not an address of this machine: use --host 127.0.0.1 or a local address`);
  if (code === "EACCES")
    return new ListenError(`not allowed to listen on ${host}:${port}: ports below 1024 need privileges; use --port 8787`);
  return error;
}
async function simCommand(flags) {
  if (flags.list) {
    process.stdout.write(`${profileListText()}
`);
    return EXIT_OK;
  }
  const slots = flags.slots === void 0 ? void 0 : parseInteger(flags.slots, "--slots");
  if (slots !== void 0 && (slots < 0 || slots > MAX_SLOTS))
    throw new OptionError(`--slots must be 0 (one shared cache) to ${MAX_SLOTS}, got ${slots}`, "sim");
  const port = flags.port ? parseInteger(flags.port, "--port") : 8787;
  if (port < 0 || port > 65535) throw new OptionError(`--port must be 0 to 65535, got ${port}`, "sim");
  const host = flags.host ?? "127.0.0.1";
  const server = await startSimulator({
    port,
    host,
    seed: flags.seed ? parseInteger(flags.seed, "--seed") : 1,
    ...slots !== void 0 ? { slots } : {}
  }).catch((error) => {
    throw listenError(error, host, port);
  });
  process.stdout.write(
    `simulator listening at ${server.url}
base URLs: ${server.url}/<profile>/v1, profiles: ${PROFILE_NAMES.join(", ")} (streamgate sim --list says what each does)
`
  );
  await new Promise((done) => {
    process.once("SIGINT", () => done());
    process.once("SIGTERM", () => done());
  });
  await server.close();
  return EXIT_OK;
}

// src/cli/main.ts
async function cli(argv) {
  const [first, ...rest] = argv;
  if (first === "--version" || first === "-V" || first === "version") {
    process.stdout.write(`${TOOL_VERSION}
`);
    return EXIT_OK;
  }
  if (first === void 0 || first === "help" || first === "--help" || first === "-h") {
    const topic = first === "help" ? rest[0] : void 0;
    process.stdout.write(`${topic && COMMANDS.includes(topic) ? commandUsage(topic) : globalUsage()}
`);
    return first === void 0 ? EXIT_USER_ERROR : EXIT_OK;
  }
  if (first === "history" && !rest.includes("--help") && !rest.includes("-h"))
    return historyCommand(rest, (text) => process.stdout.write(text));
  if (!COMMANDS.includes(first)) throw new UsageError(`unknown command "${first}"; the commands are ${COMMANDS.join(", ")}`);
  const flags = parseFlags(rest, first);
  if (flags.help) {
    process.stdout.write(`${commandUsage(first)}
`);
    return EXIT_OK;
  }
  if (flags.version) {
    process.stdout.write(`${TOOL_VERSION}
`);
    return EXIT_OK;
  }
  switch (first) {
    case "gate":
      return gateCommand(requireWorkload(flags, first), flags, process.env);
    case "baseline:update":
      return baselineUpdate(requireWorkload(flags, first), flags);
    case "sweep":
      return sweepCommand(requireWorkload(flags, first), flags, process.env);
    case "demo":
      return demoCommand(flags);
    default:
      return simCommand(flags);
  }
}
function runCli(argv) {
  cli(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      if (error instanceof UserError) {
        process.stderr.write(`error: ${error.message}
`);
        if (error instanceof OptionError) {
          const command = error.command ?? (COMMANDS.includes(argv[0] ?? "") ? argv[0] : void 0);
          if (command) process.stderr.write(`(\`streamgate ${command} --help\` lists the other options)
`);
        } else if (error instanceof UsageError) process.stderr.write(`
${error.command ? commandUsage(error.command) : globalUsage()}
`);
        process.exitCode = error.exitStatus;
        return;
      }
      process.stderr.write(`error: ${error instanceof Error ? error.stack ?? error.message : String(error)}
`);
      process.exitCode = EXIT_USER_ERROR;
    }
  );
}
export {
  cli,
  runCli
};
//# sourceMappingURL=main-JPGKOCTV.js.map
