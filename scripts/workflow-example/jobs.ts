/**
 * One job of a workflow run on this machine, as a runner runs it: its own workspace folder, its steps in order, a
 * failed step skipping the rest but those marked `if: always()`. `actions/checkout` puts the workload where the
 * workflow names it, each streamgate step runs through `npm run action:local` (dist/index.js in a child process,
 * inputs as INPUT_* variables), `actions/upload-artifact` and `actions/download-artifact` copy folders through a shared
 * artifacts folder, and a `run:` step that writes `start-at=` to GITHUB_OUTPUT is the planning job's agreed moment.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { substitute, substituteAll, type ExpressionContext, type WorkflowStep } from './workflow.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface JobSettings {
  /** The workload file every streamgate step is given, copied to the path the workflow names. */
  workload: string;
  /** The agreed moment (ISO) a planning step's `start-at` stands for. */
  startAt: string;
  /** Inputs set on every streamgate step that has them (`level-seconds`), over the workflow's. */
  overrides: Record<string, string>;
  /** Passed to action:local (`--bundle`), or null for dist/index.js. */
  bundle: string | null;
  /** Variables every step sees: the simulator's address, the run id's parts. */
  env: Record<string, string>;
  /** Where the jobs' artifacts are kept between jobs. */
  artifacts: string;
}

export interface StepRun {
  label: string;
  code: number;
  outputs: Record<string, string>;
  /** The job summary the step wrote (streamgate steps). */
  summary: string;
  log: string;
}

export interface JobRun {
  label: string;
  ok: boolean;
  steps: StepRun[];
  stepOutputs: Record<string, Record<string, string>>;
}

/** action:local's printout: the job summary and the outputs blocks it ends with. */
function readPrintout(stdout: string): { summary: string; outputs: Record<string, string> } {
  const summaryAt = stdout.lastIndexOf('\n--- job summary\n');
  const outputsAt = stdout.lastIndexOf('\n--- outputs\n');
  const endAt = stdout.lastIndexOf('\n--- exit code ');
  if (summaryAt < 0 || outputsAt < 0 || endAt < 0) return { summary: '', outputs: {} };
  const outputs: Record<string, string> = {};
  for (const line of stdout.slice(outputsAt + 13, endAt).split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) outputs[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return { summary: stdout.slice(summaryAt + 17, outputsAt), outputs };
}

/**
 * This process's environment without what a runner of its own would set (`GITHUB_*`, `RUNNER_*`, `ACTIONS_*`,
 * `INPUT_*`): run inside a workflow, the example's jobs must not read that run's event, history or token.
 */
function localEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB|RUNNER|ACTIONS|INPUT)_/.test(name)));
}

function actionLocal(workspace: string, inputs: Record<string, string>, env: Record<string, string>, bundle: string | null) {
  const flags = [
    '--workdir',
    workspace,
    ...(bundle ? ['--bundle', bundle] : []),
    ...Object.entries(inputs).flatMap(([k, v]) => [`--${k}`, v]),
  ];
  return new Promise<{ code: number; log: string }>((done, fail) => {
    const child = spawn('npm', ['run', '--silent', 'action:local', '--', ...flags], {
      cwd: root,
      env: { ...localEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (log += c.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? 1, log }));
  });
}

/** Copies the artifacts a pattern (`*` the only wildcard) names into `into/<name>/`, as download-artifact@v4 does. */
function download(artifacts: string, pattern: string, into: string): string[] {
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  const names = existsSync(artifacts) ? readdirSync(artifacts).filter((n) => re.test(n)) : [];
  for (const name of names) cpSync(join(artifacts, name), join(into, name), { recursive: true });
  return names;
}

type StepOutcome = Omit<StepRun, 'label'>;

async function runStep(step: WorkflowStep, workspace: string, ctx: ExpressionContext, s: JobSettings): Promise<StepOutcome> {
  const uses = step.uses ?? '';
  const inputs = substituteAll(step.with, ctx);
  const done = (log: string, outputs: Record<string, string> = {}): StepOutcome => ({ code: 0, outputs, summary: '', log });
  if (uses.startsWith('actions/checkout@')) return done('checked out');
  if (uses.startsWith('actions/upload-artifact@')) {
    const from = join(workspace, inputs.path ?? '');
    if (!existsSync(from)) return done(`nothing at ${inputs.path}: no artifact`);
    cpSync(from, join(s.artifacts, inputs.name ?? 'artifact'), { recursive: true });
    return done(`uploaded ${inputs.path} as ${inputs.name}`);
  }
  if (uses.startsWith('actions/download-artifact@')) {
    const names = download(s.artifacts, inputs.pattern ?? inputs.name ?? '*', join(workspace, inputs.path ?? '.'));
    return done(`downloaded ${names.join(', ') || 'nothing'} into ${inputs.path}`);
  }
  if (/(^|\/)streamgate@/.test(uses)) {
    const env = { ...s.env, ...substituteAll(step.env, ctx) };
    const given = { ...inputs, ...Object.fromEntries(Object.entries(s.overrides).filter(([k]) => k in inputs)) };
    const { code, log } = await actionLocal(workspace, given, env, s.bundle);
    return { code, ...readPrintout(log), log };
  }
  if (step.run !== undefined) {
    if (/start-at=.*GITHUB_OUTPUT/s.test(step.run)) return done(`start-at=${s.startAt}`, { 'start-at': s.startAt });
    const echo = /^echo\s+"(.*)"\s*$/s.exec(step.run.trim());
    if (echo) return done(substitute(echo[1], ctx));
    throw new Error(`run: ${step.run.trim()} is not a step this runner takes (an echo, or the planning job's start-at)`);
  }
  throw new Error(`uses: ${uses} is not an action this runner takes (checkout, upload-artifact, download-artifact, streamgate)`);
}

/** Runs one job entry's steps in `workspace`; the workload goes where each streamgate step's `workload` names it. */
export async function runJob(
  label: string,
  steps: readonly WorkflowStep[],
  workspace: string,
  ctx: Omit<ExpressionContext, 'steps'>,
  s: JobSettings,
): Promise<JobRun> {
  mkdirSync(workspace, { recursive: true });
  const run: JobRun = { label, ok: true, steps: [], stepOutputs: {} };
  const context: ExpressionContext = { ...ctx, steps: run.stepOutputs };
  for (const [index, step] of steps.entries()) {
    if (!run.ok && step.if !== 'always()') continue;
    if (step.uses?.startsWith('actions/checkout@')) {
      for (const later of steps) {
        const path = later.with?.workload;
        if (typeof path !== 'string') continue;
        mkdirSync(dirname(join(workspace, path)), { recursive: true });
        cpSync(s.workload, join(workspace, path));
      }
    }
    const outcome = await runStep(step, workspace, context, s);
    const stepLabel = step.id ?? step.uses?.split('@')[0] ?? `step ${index + 1}`;
    writeFileSync(join(workspace, `step-${index + 1}.log`), outcome.log);
    run.steps.push({ label: stepLabel, ...outcome });
    if (step.id) run.stepOutputs[step.id] = outcome.outputs;
    if (outcome.code !== 0) run.ok = false;
  }
  return run;
}
