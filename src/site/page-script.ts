/**
 * The dashboard's own page code, written to assets/dashboard.js: plain JavaScript run in the browser, no build step.
 * It reads the page's JSON (the model of site/model.ts), draws one uPlot chart per chart container with the change
 * points as dashed lines (red worse, green better), shows the run's commit and value under the cursor, and opens the
 * commit's page on a click when the repository is known.
 */
export const PAGE_SCRIPT = `'use strict';
(function () {
  var data = JSON.parse(document.getElementById('site-data').textContent);
  var runs = data.runs;
  function short(run) { return run && run.commit ? run.commit.slice(0, 7) : run ? '#' + run.runId : ''; }
  function fmt(v, unit) {
    if (v === null || v === undefined) return '–';
    return (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1)) + (unit ? ' ' + unit : '');
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
  function draw(chart) {
    var el = document.getElementById(chart.id);
    var xs = runs.map(function (_, i) { return i; });
    var opts = {
      width: Math.max(320, el.clientWidth || 800),
      height: 260,
      scales: { x: { time: false, range: [-0.5, Math.max(0.5, runs.length - 0.5)] } },
      series: [
        {
          label: 'run',
          value: function (u, i) {
            var run = runs[i];
            return run ? short(run) + ' · ' + run.time.slice(0, 16).replace('T', ' ') + ' · ' + run.verdict : '–';
          },
        },
        {
          label: chart.label,
          stroke: '#2563eb',
          width: 2,
          spanGaps: false,
          points: { show: true, size: 6 },
          value: function (u, v) { return fmt(v, chart.unit); },
        },
      ],
      axes: [
        {
          incrs: [1, 2, 5, 10, 20, 50, 100],
          values: function (u, splits) {
            return splits.map(function (i) { return Number.isInteger(i) && runs[i] ? short(runs[i]) : ''; });
          },
        },
        { label: chart.label + (chart.unit ? ' (' + chart.unit + ')' : ''), size: 60 },
      ],
      hooks: { draw: [changeLines(chart)] },
    };
    var plot = new uPlot(opts, [xs, chart.values], el);
    plot.over.addEventListener('click', function () {
      var run = runs[plot.cursor.idx];
      if (run && run.commitUrl) window.location.href = run.commitUrl;
    });
  }
  data.charts.forEach(draw);
})();
`;

/** The dashboard's own style sheet, written to assets/dashboard.css next to uPlot's. */
export const PAGE_STYLE = `body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 1100px; padding: 0 1rem; color: #111827; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; } td, th { border: 1px solid #d1d5db; padding: 0.2rem 0.5rem; text-align: left; }
.chart { min-height: 300px; } .worse { color: #b91c1c; } .better { color: #15803d; } .muted { color: #6b7280; }
code { font-size: 0.95em; }
`;
