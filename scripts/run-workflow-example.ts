/**
 * Runs a sharded example workflow (examples/workflows/sharded-load.yml, sharded-sweep.yml) on this machine against
 * the bundled simulator, as GitHub would run it: the planning job's start-at becomes a moment `--lead` seconds ahead,
 * every matrix entry of the shard job runs at once in its own workspace, each streamgate step through
 * `npm run action:local` (dist/index.js in a child process, inputs as INPUT_* variables), the shards' artifacts are
 * downloaded into the merge job's workspace, and the merge job gates them. Prints each step's exit status and
 * verdict, then the merged verdict and the figures the merge states: the agreed start, the overlap of the shards'
 * measuring windows, the clock disagreement and each shard's window (for a sweep, per level).
 *
 *   npm run action:workflow -- --workflow examples/workflows/sharded-load.yml --workload examples/demo.yaml
 *
 * --workload   the workload file given to every streamgate step, in place of the path the workflow names (required)
 * --lead       seconds from now to the agreed start (default 20: every shard must start and warm up before it)
 * --set k=v    an input set on every streamgate step that has it, over the workflow's (e.g. level-seconds=20)
 * --bundle     another build of the action than dist/index.js (passed to action:local)
 * --keep       a folder to keep the jobs' workspaces, artifacts and step logs in (default: a temporary one, removed)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSimulator } from '../src/sim/server.js';
import { runJob, type JobRun, type JobSettings } from './workflow-example/jobs.js';
import { describeMerge } from './workflow-example/figures.js';
import { jobLabel, matrixEntries, readWorkflow, substitute, type ExpressionContext } from './workflow-example/workflow.js';

interface Options {
  workflow: string;
  workload: string;
  leadSeconds: number;
  overrides: Record<string, string>;
  bundle: string | null;
  keep: string | null;
}

/** A job entry's workspace: a folder under `base` named after its label (`shard-1`). */
const workspaceOf = (base: string, label: string): string => join(base, label.replace(/[^\w-]+/g, '-').replace(/-+$/, ''));

function parseArgs(args: readonly string[]): Options {
  const o: Options = { workflow: '', workload: '', leadSeconds: 20, overrides: {}, bundle: null, keep: null };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = args[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--workflow') o.workflow = resolve(value);
    else if (flag === '--workload') o.workload = resolve(value);
    else if (flag === '--lead') o.leadSeconds = Number(value);
    else if (flag === '--bundle') o.bundle = resolve(value);
    else if (flag === '--keep') o.keep = resolve(value);
    else if (flag === '--set' && value.includes('=')) o.overrides[value.slice(0, value.indexOf('='))] = value.slice(value.indexOf('=') + 1);
    else throw new Error(`unexpected argument ${flag} ${value}`);
  }
  if (!o.workflow || !o.workload) throw new Error('--workflow <file> and --workload <file> are required');
  if (!Number.isFinite(o.leadSeconds) || o.leadSeconds < 1) throw new Error(`--lead must be a number of seconds ≥ 1, got ${o.leadSeconds}`);
  return o;
}

/** The step's line: exit status, and the verdict (and capacity) a streamgate step gave. */
function stepLine(job: JobRun, step: JobRun['steps'][number]): string {
  const said = ['verdict', 'capacity'].filter((k) => step.outputs[k]).map((k) => `${k} ${step.outputs[k]}`);
  const first = step.log.split('\n')[0] ?? '';
  return `${job.label} · ${step.label}: exit ${step.code}${said.length > 0 ? `, ${said.join(', ')}` : step.code === 0 && first ? `, ${first}` : ''}`;
}

async function main(): Promise<number> {
  const o = parseArgs(process.argv.slice(2));
  const jobs = readWorkflow(o.workflow);
  const base = o.keep ?? mkdtempSync(join(tmpdir(), 'streamgate-workflow-'));
  mkdirSync(base, { recursive: true });
  const sim = await startSimulator({ seed: 7 });
  const startAt = new Date(Math.ceil((Date.now() + o.leadSeconds * 1000) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  process.stdout.write(`simulator at ${sim.url}; agreed start ${startAt} (${o.leadSeconds} s ahead); workspaces in ${base}\n`);
  const settings: JobSettings = {
    workload: o.workload,
    startAt,
    overrides: o.overrides,
    bundle: o.bundle,
    artifacts: join(base, 'artifacts'),
    // One workflow run: every job derives the same run id from these, as on GitHub.
    env: { STREAMGATE_SIM_URL: sim.url, GITHUB_RUN_ID: String(Date.now()), GITHUB_RUN_ATTEMPT: '1' },
  };
  const needs: Record<string, Record<string, string>> = {};
  const failed = new Set<string>();
  let last: JobRun | null = null;
  try {
    for (const job of jobs) {
      if (job.needs.some((n) => failed.has(n))) {
        process.stdout.write(`${job.name}: skipped (a job it needs failed)\n`);
        failed.add(job.name);
        continue;
      }
      const secrets = (name: string): string => process.env[name] ?? '';
      const runs = await Promise.all(
        matrixEntries(job.matrix).map((matrix) => {
          const label = jobLabel(job, matrix);
          return runJob(label, job.steps, workspaceOf(base, label), { matrix, needs, secrets }, settings);
        }),
      );
      for (const run of runs) for (const step of run.steps) process.stdout.write(`${stepLine(run, step)}\n`);
      if (runs.some((r) => !r.ok)) failed.add(job.name);
      const ctx: ExpressionContext = { matrix: {}, needs, steps: runs[0]!.stepOutputs, secrets };
      needs[job.name] = Object.fromEntries(Object.entries(job.outputs).map(([k, v]) => [k, substitute(v, ctx)]));
      last = runs.at(-1)!;
    }
    const gate = last?.steps.filter((s) => s.outputs.verdict !== undefined).at(-1);
    if (!last || !gate) {
      process.stdout.write('no streamgate step ran in the last job\n');
      return 1;
    }
    const workspace = workspaceOf(base, last.label);
    const read = (path: string): unknown => JSON.parse(readFileSync(join(workspace, path), 'utf8'));
    process.stdout.write(`\n${describeMerge(gate, read)}\n`);
    return gate.code;
  } finally {
    await sim.close();
    if (!o.keep) rmSync(base, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
