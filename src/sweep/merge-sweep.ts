import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { WorkloadIdentity } from '../baseline/index.js';
import { ConfigError, sloByScenario, type SweepSpec, type Workload } from '../config/index.js';
import { capacityOf, type GateRules } from '../gate/index.js';
import { mergeResults, MergeError, parseResults, type Results, type SweepLevel, type SweepResults } from '../results/index.js';
import { judgeLevel, levelLabel, saturationOf } from './run-sweep.js';
import { levelFolder } from './shard-sweep.js';
import { shardedLevels, shardShares } from './shard-levels.js';
import { newSweep, newSweepEndpoint } from './sweep-record.js';
import { summariseLevel } from './level-summary.js';

export interface MergeSweepOptions {
  workload: Workload;
  spec: SweepSpec;
  rules: GateRules;
  identity: WorkloadIdentity | null;
  /** The folder holding every shard's sweep folder (one per downloaded artifact), at any depth. */
  shardsDir: string;
  /** Where the merged levels' results.json go (`<endpoint>/<level>/`). */
  resultsDir: string;
}

/**
 * The sweep across shards, merged: each level's shards merged as a gate's shards are (refused, naming the late shard,
 * when their windows did not overlap), its SLO judged on every shard's requests together, and the capacity bracketed
 * and its knee found as for one runner. Each level states every shard's share of its load and their overlap.
 */
export function mergeShardSweep(opts: MergeSweepOptions): SweepResults {
  const { workload, spec } = opts;
  const byLevel = shardResultsByLevel(opts.shardsDir);
  const first = [...byLevel.values()][0]?.[0];
  if (!first) throw mergeError(opts.shardsDir, 'no shard results.json found (download every shard artifact into this folder first)');
  const count = first.run.shard!.count;
  const levels = shardedLevels(spec, count);
  const slo = sloByScenario(workload.scenarios);
  const hasSlo = Object.keys(slo).length > 0;
  const levelBudget = levels.length + 1;
  const runId = first.run.runId.replace(/-\d+-[cr][\d.]+$/, '');
  const sweep = newSweep(opts, runId, hasSlo, levelBudget);
  const ordered = [...workload.endpoints].sort((a, b) => Number(b.reference) - Number(a.reference));
  for (const endpoint of ordered) {
    const record = newSweepEndpoint(endpoint);
    for (const load of levels) {
      const folder = levelFolder(endpoint.name, levelLabel(load, spec.load));
      const parts = byLevel.get(folder) ?? [];
      if (parts.length === 0)
        throw mergeError(opts.shardsDir, `no shard measured ${endpoint.name} at ${levelLabel(load, spec.load)} (${folder})`);
      let merged: Results;
      try {
        merged = mergeResults(parts);
      } catch (error) {
        if (error instanceof MergeError)
          throw mergeError(opts.shardsDir, `${endpoint.name} at ${levelLabel(load, spec.load)}: ${error.message}`);
        throw error;
      }
      merged = { ...merged, run: { ...merged.run, concurrency: spec.load === 'concurrency' ? load : merged.run.concurrency } };
      mkdirSync(join(opts.resultsDir, folder), { recursive: true });
      writeFileSync(join(opts.resultsDir, folder, 'results.json'), `${JSON.stringify(merged, null, 2)}\n`);
      record.levels.push(mergedLevel(merged, { load, folder, count, endpoint: endpoint.name, opts, slo, levelBudget }));
    }
    record.capacity = capacityOf(record.levels);
    record.saturation = saturationOf(record.levels);
    sweep.endpoints.push(record);
  }
  sweep.run.startedAt = first.run.startedAt;
  sweep.run.finishedAt = new Date().toISOString();
  return sweep;
}

interface LevelContext {
  load: number;
  folder: string;
  count: number;
  endpoint: string;
  opts: MergeSweepOptions;
  slo: ReturnType<typeof sloByScenario>;
  levelBudget: number;
}

/** One level of the merged sweep: its SLO judged once, on every shard's requests, over the shards' joint window. */
function mergedLevel(merged: Results, c: LevelContext): SweepLevel {
  const cells = merged.cells.filter((cell) => cell.endpoint === c.endpoint);
  const verdicts = judgeLevel(cells, c.slo, c.opts.rules, c.opts.workload.endpoints.length, c.levelBudget, { look: 1, looks: 1 }).map(
    (v) => (v.verdict === 'undecided' ? { ...v, verdict: 'inconclusive' as const } : v),
  );
  const window = merged.run.window;
  const spanMs = window ? Date.parse(window.end) - Date.parse(window.start) : 0;
  const level = summariseLevel({ load: c.load, results: merged, endpoint: c.endpoint, spanMs, verdicts, resultsDir: c.folder });
  const shards = merged.run.shards!;
  return {
    ...level,
    shards: {
      shares: shardShares(c.load, c.count, c.opts.spec.load),
      agreedAt: shards.agreedAt ?? '',
      overlapShare: shards.overlapShare,
      clockSpreadMs: shards.clockSpreadMs,
    },
  };
}

/** Every shard's level results under `folder`, grouped by their level folder (`<endpoint>/<level>`). */
function shardResultsByLevel(folder: string): Map<string, Results[]> {
  let names: string[];
  try {
    names = readdirSync(folder, { recursive: true }).map(String);
  } catch (error) {
    throw mergeError(folder, `cannot read the shards' folder: ${error instanceof Error ? error.message : String(error)}`);
  }
  const groups = new Map<string, Results[]>();
  for (const name of names.filter((n) => basename(n) === 'results.json').sort()) {
    const path = join(folder, name);
    const results = parseResults(path, () => readFileSync(path, 'utf8'));
    if (results.run.shard === null) continue;
    const level = `${basename(dirname(dirname(path)))}/${basename(dirname(path))}`;
    groups.set(level, [...(groups.get(level) ?? []), results]);
  }
  return groups;
}

function mergeError(folder: string, message: string): ConfigError {
  return new ConfigError([{ file: folder, path: 'shards', line: null, message }]);
}
