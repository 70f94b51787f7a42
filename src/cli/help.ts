import { TOOL_VERSION } from '../version.js';
import { DEFAULT_HISTORY_RUNS } from '../baseline/index.js';
import { DEFAULT_HISTORY_BRANCH } from '../history/index.js';
import { DEFAULT_STORE, HISTORY_USAGE } from './history-command.js';

/** Each command's usage and what it does; `streamgate <command> --help` prints one, `streamgate --help` all. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
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
  'baseline:update': `usage: streamgate baseline:update --workload <file> [--baseline <file>] [--runs <k>]
                                  [--from-results <a.json>[,<b.json>…]] [--allow-errors] [--results-dir <dir>] [--plan]
    record the baseline from a fresh run (or from existing results files); with --runs k (each run in
    <results-dir>/run-<i>) or several results files the runs are pooled and each cell's run-to-run spread is
    recorded, which the gate then allows for. A cell with more than 5 % failed requests makes no baseline (nothing
    is written, exit 2) unless --allow-errors. --plan prints the run's size (requests, tokens, an estimated time)
    and sends nothing.`,
  sweep: `usage: streamgate sweep --workload <file> [--baseline <file>] [--record] [--levels <a,b,…>] [--fail-on …]
                        [--results-dir <dir>] [--seed <n>] [--json]
                        [--shard i/n --start-at <ISO time> --run-id <id> --level-seconds <s>] [--merge <folder>]
    raise the load on each endpoint (concurrency levels or Poisson rates, the workload's sweep: section) to find the
    highest load that meets the workload's slo:, with its confidence bracket; compares it with the sweep baseline
    (baselines/<workload>.sweep.json beside the gate's baseline) or the reference endpoint and fails when it dropped
    by more than the margin; --record writes the sweep baseline instead (refused while a capacity is still open for
    lack of requests). Writes sweep.json, report.md, sweep.svg and verdict.json. Across shards: each --shard process
    drives its share of every listed level, level k from --start-at + k × --level-seconds, and writes the levels'
    results; --merge <folder> (the shards' results folders under it) judges each level on all shards' requests
    together, refusing a level whose shards did not overlap, and finds and gates the capacity.`,
  demo: `usage: streamgate demo [--sweep] [--results-dir <dir>]
    start the bundled simulator and run the bundled demo workload against a clean and a buffered endpoint; with
    --sweep, the capacity sweep (a 4-slot reference against a 2-slot candidate, about a minute).`,
  history: `usage: ${HISTORY_USAGE.trimStart().replace(/^streamgate history add/, 'streamgate history add')}`,
  sim: `usage: streamgate sim [--port <n>] [--host <addr>] [--seed <n>] [--slots <n>] [--list]
    run the bundled simulator (profiles by path: /<profile>/v1/chat/completions and every other API's route, which
    GET /health lists); --list prints every profile with what it does.`,
};

export const COMMANDS = Object.keys(COMMAND_HELP);

const EXIT_CODES = `exit codes: 0 pass (or nothing to fail on), 1 regression (per --fail-on), 2 usage, configuration or endpoint
error, 130 interrupted`;

export function globalUsage(): string {
  // `usage: streamgate …` becomes `  streamgate …`: option lines aligned under it move left by the same 5 columns.
  const lines = COMMANDS.map((c) => COMMAND_HELP[c]!.replace(/^usage: /, '  ').replace(/\n {5}( {15,})/g, '\n$1'));
  return [
    `streamgate ${TOOL_VERSION}: measure and gate the streaming behaviour of OpenAI-compatible endpoints`,
    '',
    'usage: streamgate <command> [options]      streamgate <command> --help      streamgate --version',
    '',
    ...lines.map((l) => l.replace(/\n {4}(?=\S)/g, '\n      ')),
    '',
    EXIT_CODES,
  ].join('\n');
}

export function commandUsage(command: string): string {
  return `${COMMAND_HELP[command] ?? globalUsage()}\n\n${EXIT_CODES}`;
}
