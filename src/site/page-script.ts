/** A failed run's point on every chart, and its row in the runs table. */
export const FAILED_COLOUR = '#991b1b';

/**
 * The dashboard's own page code, written to assets/dashboard.js: plain JavaScript run in the browser, no build step.
 * It reads the page's JSON (the model of site/model.ts), draws one uPlot chart per chart container with the change
 * points as dashed lines (red worse, green better) and failed runs as dark red discs, its y axis from 0 (said on the
 * axis and under the chart), shows the newest run's commit, verdict and value in the legend until the cursor points
 * at another run, and opens the commit's page on a click when the repository is known.
 */
export const PAGE_SCRIPT = `'use strict';
(function () {
  var data = JSON.parse(document.getElementById('site-data').textContent);
  var runs = data.runs;
  var FAILED = '${FAILED_COLOUR}';
  function short(run) { return run && run.commit ? run.commit.slice(0, 7) : run ? '#' + run.runId : ''; }
  function fmt(v, unit) {
    if (v === null || v === undefined) return '–';
    var text = v === 0 ? '0' : Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1);
    return text + (unit ? ' ' + unit : '');
  }
  function describe(run) { return short(run) + ' · ' + run.time.slice(0, 16).replace('T', ' ') + ' · ' + run.verdict; }
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
            return run ? describe(run) + (v === null || v === undefined ? ' (latest)' : '') : '–';
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

/** The dashboard's own style sheet, written to assets/dashboard.css next to uPlot's. */
export const PAGE_STYLE = `body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 1100px; padding: 0 1rem; color: #111827; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; } td, th { border: 1px solid #d1d5db; padding: 0.2rem 0.5rem; text-align: left; }
.chart { min-height: 300px; } .worse { color: #b91c1c; } .better { color: #15803d; } .muted { color: #6b7280; }
tr.verdict-fail td { background: #fee2e2; } .verdict-fail { color: ${FAILED_COLOUR}; font-weight: 600; }
.axis-note { margin: 0.2rem 0 0; font-size: 0.9em; }
code { font-size: 0.95em; }
`;
