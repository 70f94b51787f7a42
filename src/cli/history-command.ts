import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_HISTORY_RUNS,
  historyEntryFromResults,
  readBaselineStamp,
  stepMarkerEntry,
  workloadIdentity,
  type HistoryEntry,
  type HistoryStepMark,
} from '../baseline/index.js';
import {
  baselinePathFor,
  blindHistoryNotes,
  decideNotes,
  historySideReachLines,
  parityNotes,
  readResultsOf,
  type Evaluation,
  type GatePlan,
  type LoadedBaseline,
} from '../compare/index.js';
import { loadWorkload, type Workload } from '../config/index.js';
import {
  DEFAULT_HISTORY_BRANCH,
  DEFAULT_HISTORY_MAX_RUNS,
  headCommit,
  historyChangesFor,
  HistoryError,
  historyNoteLines,
  historyRows,
  historyTrendMarkdown,
  loadHistorySide,
  openStore,
  type HistoryStore,
  type StoreDriftPrior,
} from '../history/index.js';
import { driftPriorLine, renderHistoryChanges, renderHistoryTable } from '../report/index.js';
import { historyRender, RENDER_USAGE } from './history-render.js';
import { HISTORY_VERDICTS, historyVerdict } from './history-verdict.js';
import type { Results } from '../results/index.js';

/** Where `history add` writes and `gate` reads when no store is named (relative to the current folder). */
export const DEFAULT_STORE = '.streamgate/history';

export const HISTORY_USAGE = `  streamgate history add --workload <file> --results <dir|results.json> [--store <git-url|bare repo|folder>]
                         [--branch <name>] [--max-runs <n>] [--commit <sha>] [--verdict <word>]
      append the run to the workload's history with its verdict (--verdict: ${HISTORY_VERDICTS.join(', ')}; by default the
      one \`streamgate gate\` wrote beside results.json in verdict.json, else recorded) (history/<workload>.jsonl on the branch, default
      ${DEFAULT_HISTORY_BRANCH}; in a folder, <folder>/history/<workload>.jsonl; default store .streamgate/history),
      keeping the last --max-runs (default ${DEFAULT_HISTORY_MAX_RUNS})
  streamgate history accept --workload <file> [--reason "<why>"] [--store …] [--branch …] [--commit <sha>]
      mark an intended change of the stack: the comparison side pools only the runs recorded after it (a marker entry,
      no measurement; until 2 runs follow, the newer baseline file or the one run since is compared with)
  streamgate history show --workload <file> [--store …] [--branch …]
      the recorded runs (commit, time, verdict, TTFT p50 per cell) and the change points found over them
${RENDER_USAGE}
  streamgate gate … [--history <store>] [--history-branch <name>] [--history-runs <k>] [--no-history]
      with no reference endpoint and no --baseline, compare with the last k (default ${DEFAULT_HISTORY_RUNS}) runs of the history
      once it holds 2 (by default the folder ${DEFAULT_STORE}, when it exists; --no-history: the baseline file)`;

/** The gate's history flags, for the CLI's own option table. */
export const HISTORY_GATE_OPTIONS = {
  history: { type: 'string' },
  'history-branch': { type: 'string' },
  'history-runs': { type: 'string' },
  'no-history': { type: 'boolean' },
} as const;

export interface HistoryGateFlags {
  history?: string;
  /** The baseline file named with --baseline (its recorded time can start the history's segment). */
  baseline?: string;
  'history-branch'?: string;
  'history-runs'?: string;
  /** Compare with the baseline file even where the default store holds a history. */
  'no-history'?: boolean;
}

export interface HistoryGateSide {
  baseline: LoadedBaseline | null;
  entries: HistoryEntry[];
  /** The drift prior the store gives (src/history/drift-prior.ts), or null. */
  driftPrior?: StoreDriftPrior | null;
}

/**
 * The gate's history: the store `--history` names, else the folder `.streamgate/history` of the current folder when it
 * exists (none with `--no-history`); its pooled side (or null, said in one line through `note`) and the entries, read
 * before anything is measured. Null: no history.
 */
export async function historyForGate(
  flags: HistoryGateFlags,
  workload: Workload,
  note: (line: string) => void,
): Promise<HistoryGateSide | null> {
  if (flags['no-history']) return null;
  const location = flags.history ?? (existsSync(DEFAULT_STORE) && statSync(DEFAULT_STORE).isDirectory() ? DEFAULT_STORE : null);
  if (location === null) return null;
  const k = count(flags['history-runs'], '--history-runs', DEFAULT_HISTORY_RUNS, 2);
  const store = openStore(location, {
    branch: flags['history-branch'] ?? DEFAULT_HISTORY_BRANCH,
    token: process.env.GITHUB_TOKEN ?? null,
  });
  const baselineFile = flags.baseline !== undefined ? flags.baseline : baselinePathFor(workload, process.cwd());
  const side = await loadHistorySide(workload, store, k, { baseline: readBaselineStamp(baselineFile) });
  if (!side.baseline && side.note) note(side.note);
  if (side.driftPrior) note(driftPriorLine(side.driftPrior.priors, side.driftPrior.series));
  return side;
}

/** Appends a step marker (an intended change accepted, a baseline recorded) to the workload's history. */
export async function appendStepMarker(
  store: HistoryStore,
  workload: Workload,
  step: HistoryStepMark,
  commit: string | null,
  maxRuns: number = DEFAULT_HISTORY_MAX_RUNS,
): Promise<HistoryEntry> {
  const identity = workloadIdentity(workload);
  const entry = stepMarkerEntry({ workload: workload.name, fingerprint: identity.fingerprint }, step, {
    commit,
    time: new Date().toISOString(),
  });
  await store.append(entry, maxRuns);
  return entry;
}

/** `streamgate history <add|show|render> …`. */
export async function historyCommand(argv: readonly string[], out: (text: string) => void): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'render') return historyRender(rest, out, DEFAULT_STORE);
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: [...rest],
      options: {
        workload: { type: 'string', short: 'w' },
        results: { type: 'string' },
        store: { type: 'string' },
        branch: { type: 'string' },
        'max-runs': { type: 'string' },
        commit: { type: 'string' },
        verdict: { type: 'string' },
        reason: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new HistoryError(`${error instanceof Error ? error.message : String(error)}\n\n${HISTORY_USAGE}`);
  }
  if (sub !== 'add' && sub !== 'show' && sub !== 'accept')
    throw new HistoryError(`history needs add, accept, show or render, got ${JSON.stringify(sub ?? '')}\n\n${HISTORY_USAGE}`);
  if (!values.workload) throw new HistoryError(`history ${sub} needs --workload <file>`);
  const workload = loadWorkload(values.workload, { env: process.env, requireApiKeys: false });
  const store = openStore(values.store ?? DEFAULT_STORE, {
    branch: values.branch ?? DEFAULT_HISTORY_BRANCH,
    token: process.env.GITHUB_TOKEN ?? null,
  });
  if (sub === 'accept') {
    const commit = values.commit ?? process.env.GITHUB_SHA ?? (await headCommit(process.cwd()));
    const maxRuns = count(values['max-runs'], '--max-runs', DEFAULT_HISTORY_MAX_RUNS, 1);
    const reason = values.reason?.trim();
    await appendStepMarker(store, workload, { kind: 'accepted', ...(reason ? { reason } : {}) }, commit, maxRuns);
    out(
      `change accepted in the history of ${workload.name} (${store.describe})${commit ? ` at ${commit.slice(0, 7)}` : ''}: ` +
        `the gate compares with the runs recorded from now on (until 2 are, with the newer baseline file or the one run since)\n`,
    );
    return 0;
  }
  if (sub === 'show') {
    const entries = (await store.read(workload.name)).filter((e) => e.fingerprint === workloadIdentity(workload).fingerprint);
    out(`${workload.name}: ${entries.length} run(s) in ${store.describe}\n${renderHistoryTable(historyRows(entries))}\n`);
    const changes = renderHistoryChanges(historyChangesFor(entries, null));
    if (changes) out(`${changes}\n`);
    return 0;
  }
  if (!values.results) throw new HistoryError('history add needs --results <folder or results.json> of a complete run');
  const path = existsSync(values.results) && statSync(values.results).isDirectory() ? join(values.results, 'results.json') : values.results;
  const results = readResultsOf(path, workload);
  if (results.run.partial || results.run.shard !== null)
    throw new HistoryError(`${path}: the history keeps complete runs; this one is ${results.run.partial ? 'interrupted' : 'a shard'}`);
  const maxRuns = count(values['max-runs'], '--max-runs', DEFAULT_HISTORY_MAX_RUNS, 1);
  const commit = values.commit ?? process.env.GITHUB_SHA ?? (await headCommit(process.cwd()));
  const judged = historyVerdict(values.verdict, path, workloadIdentity(workload).fingerprint);
  const entry = historyEntryFromResults(results, workload, { commit, verdict: judged.verdict });
  const before = (await store.read(workload.name)).filter((e) => e.fingerprint === entry.fingerprint);
  await store.append(entry, maxRuns);
  const how = { flag: 'from --verdict', 'verdict.json': `from ${join(dirname(path), 'verdict.json')}`, default: 'the run was not gated' }[
    judged.from
  ];
  out(
    `run ${entry.runId}${commit ? ` at ${commit.slice(0, 7)}` : ''} appended to the history of ${workload.name} (${store.describe}), verdict ${entry.verdict} (${how})\n`,
  );
  // Change points after each append: the new run is the latest point.
  const changes = renderHistoryChanges(historyChangesFor([...before, entry].slice(-maxRuns), null));
  if (changes) out(`${changes}\n`);
  // What the history the next gate compares with can catch, beside a reference in the same run (docs/history.md).
  const reach = historySideReachLines((await loadHistorySide(workload, store, DEFAULT_HISTORY_RUNS)).baseline, workload);
  if (reach.length > 0) out(`what this history can catch:\n${reach.map((l) => `  - ${l}`).join('\n')}\n`);
  return 0;
}

function count(text: string | undefined, flag: string, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min)
    throw new HistoryError(`${flag} must be a whole number ≥ ${min}, got "${text}"`);
  return n;
}

/**
 * Lines after the verdict: the history's recent steps and creeps (this run the latest point) and, for an inconclusive
 * run, what would have decided it; the same lines go into the report's notes.
 */
export function runNotes(
  plan: GatePlan,
  evaluation: Evaluation,
  side: HistoryGateSide | null,
  results: Results,
): { terminal: string; report: string[]; appendix: string } {
  const history = side ? [...historyNoteLines(side.entries, results), ...blindHistoryNotes(plan)] : [];
  const appendix = side ? historyTrendMarkdown(side.entries, results, evaluation.outcome) : '';
  const answers = parityNotes(plan, evaluation, results);
  const decide = decideNotes(plan, evaluation);
  const block = (title: string, lines: string[]): string =>
    lines.length > 0 ? `${title}\n${lines.map((l) => `  - ${l}`).join('\n')}\n` : '';
  return {
    terminal: block('history:', history) + block('answers:', answers) + block('what would decide it:', decide),
    report: [...history, ...answers, ...decide],
    appendix,
  };
}

/** The command that accepts an intended change in the history: `npx streamgate history accept --workload w.yaml …`. */
export function acceptCommand(workloadFile: string, store: string | null): string {
  const prefix = 'npx streamgate ';
  const quoted = (s: string): string => (/^[\w./:@-]+$/.test(s) ? s : JSON.stringify(s));
  return `${prefix}history accept --workload ${quoted(workloadFile)}${store !== null ? ` --store ${quoted(store)}` : ''} --reason "…"`;
}
