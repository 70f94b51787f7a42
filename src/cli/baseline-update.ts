import { join, resolve } from 'node:path';
import { writeBaseline } from '../baseline/index.js';
import { baselinePathFor, readResultsOf, baselineOfRuns, baselineReachLines } from '../compare/index.js';
import { EXIT_ERROR, EXIT_INTERRUPTED, EXIT_OK } from '../decision/index.js';
import { unrecordableText, planLines, terminalLegend, renderTerminalReport } from '../report/index.js';
import { runSize } from '../plan/index.js';
import type { Results } from '../results/index.js';
import { OptionError, UsageError, type Flags } from './args.js';
import { displayPath, load, measure, resultsDir } from './run-support.js';

function parseRuns(flags: Flags): { fromResults: string[] | null; runs: number } {
  const fromResults =
    flags['from-results']
      ?.split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '') ?? null;
  if (fromResults?.length === 0) throw new UsageError('--from-results needs a results file (several: a.json,b.json)', 'baseline:update');
  const runs = flags.runs === undefined ? 1 : Number(flags.runs);
  if (flags.runs !== undefined && (flags.runs.trim() === '' || !Number.isInteger(runs) || runs < 1)) {
    throw new OptionError(`--runs must be an integer ≥ 1, got "${flags.runs}"`, 'baseline:update');
  }
  if (fromResults && runs > 1)
    throw new UsageError(
      '--runs measures the workload again: to pool saved runs, list their results instead (--from-results a.json,b.json)',
      'baseline:update',
    );
  return { fromResults, runs };
}

/** `streamgate baseline:update`: record the baseline from one run, k runs pooled, or saved results. */
export async function baselineUpdate(workloadPath: string, flags: Flags): Promise<number> {
  const { fromResults, runs } = parseRuns(flags);
  const loaded = load(workloadPath, flags, process.env, fromResults === null && flags.plan !== true);
  const target = flags.baseline ? resolve(flags.baseline) : baselinePathFor(loaded.workload, process.cwd());

  if (fromResults === null) {
    const w = loaded.workload;
    const size = planLines(runSize(w, { runs }), w.run.concurrency, w.run.ratePerSecond);
    if (flags.plan) {
      process.stdout.write(`${size.join('\n')}\n`);
      return EXIT_OK;
    }
    loaded.logger.info(size.join('\n'));
  }
  const parts: Results[] = [];
  if (fromResults) {
    parts.push(...fromResults.map((file) => readResultsOf(file, loaded.workload)));
  } else if (runs === 1) {
    parts.push(await measure(loaded, flags));
  } else {
    for (let i = 1; i <= runs; i++) {
      loaded.logger.info(`run ${i} of ${runs}`);
      // A folder per run: each keeps its own results.json and samples, so none overwrites another and any can be re-pooled.
      const run = await measure(loaded, { ...flags, 'results-dir': join(resultsDir(flags), `run-${i}`) });
      parts.push(run);
      if (run.run.partial) break;
    }
  }
  if (parts.some((p) => p.run.partial)) {
    process.stderr.write('interrupted: a partial run makes no baseline; nothing was written\n');
    return EXIT_INTERRUPTED;
  }

  const recorded = baselineOfRuns(parts, loaded.workload);
  if (recorded.unrecordable.length > 0 && !flags['allow-errors']) {
    process.stdout.write(`\n${renderTerminalReport(recorded.results)}\n\n`);
    process.stderr.write(
      `error: ${unrecordableText(recorded.unrecordable, recorded.results.errorExamples ?? [], loaded.workload.endpoints, '--allow-errors')}\n`,
    );
    return EXIT_ERROR;
  }
  writeBaseline(target, recorded.baseline);
  const pooled = recorded.spreadLine ? `${recorded.spreadLine}\n` : '';
  const table = renderTerminalReport(recorded.results);
  const legend = terminalLegend(table);
  const reach = baselineReachLines(recorded.baseline, loaded.workload);
  process.stdout.write(
    `\n${table}\n\n${pooled}baseline written: ${displayPath(target)}\n${reach.lines.length > 0 ? `${reach.lines.join('\n')}\n` : ''}commit it with the change that it describes.\n${legend ? `${legend}\n` : ''}`,
  );
  for (const warning of reach.warnings) process.stderr.write(`warning: ${warning}\n`);
  return EXIT_OK;
}
