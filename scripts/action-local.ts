/**
 * Runs the bundled action (dist/index.js) on this machine the way a runner would: every `--name value` flag becomes
 * the input `INPUT_NAME` (a name action.yml does not declare is refused), and the step's output and summary files are
 * temporary files printed at the end.
 * `--sim` starts the bundled simulator first and exports its address as STREAMGATE_SIM_URL (for examples/demo.yaml);
 * without it, a STREAMGATE_SIM_URL already in the environment (a simulator several steps share) is passed on as is.
 * `--workdir <dir>` runs the step in that folder (a job's workspace: relative inputs resolve there), and
 * `--bundle <file>` runs another build of the action than dist/index.js.
 *
 *   npm run action:local -- --sim --workload examples/demo.yaml --mode gate
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { startSimulator, type Simulator } from '../src/sim/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));

interface LocalStep {
  inputs: Record<string, string>;
  sim: boolean;
  workdir: string;
  bundle: string;
}

/** The inputs action.yml declares. */
function actionInputNames(): string[] {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs?: Record<string, unknown> };
  return Object.keys(action.inputs ?? {});
}

function parseFlags(args: readonly string[]): LocalStep {
  const step: LocalStep = { inputs: {}, sim: false, workdir: process.cwd(), bundle: join(root, 'dist/index.js') };
  const known = new Set(actionInputNames());
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--sim') {
      step.sim = true;
      continue;
    }
    const match = /^--([A-Za-z0-9-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unexpected argument ${JSON.stringify(arg)}; use --<input-name> <value>`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value`);
    const name = match[1]!;
    if (name === 'workdir') step.workdir = resolve(value);
    else if (name === 'bundle') step.bundle = resolve(value);
    else if (!known.has(name)) throw new Error(`--${name}: action.yml declares no input "${name}" (its inputs: ${[...known].join(', ')})`);
    else step.inputs[name] = value;
  }
  return step;
}

/** `name<<delimiter` … `delimiter` blocks, as @actions/core writes GITHUB_OUTPUT. */
function readOutputs(text: string): [string, string][] {
  const out: [string, string][] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!head) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== head[2]; i++) value.push(lines[i]!);
    out.push([head[1]!, value.join('\n')]);
  }
  return out;
}

async function main(): Promise<number> {
  const step = parseFlags(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-action-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  let sim: Simulator | null = null;
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile };
    if (step.sim) {
      sim = await startSimulator({ seed: 7 });
      env.STREAMGATE_SIM_URL = sim.url;
      process.stderr.write(`simulator listening at ${sim.url}\n`);
    }
    for (const [name, value] of Object.entries(step.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const code = await new Promise<number>((done, fail) => {
      const child = spawn(process.execPath, [step.bundle], { cwd: step.workdir, env, stdio: 'inherit' });
      child.on('error', fail);
      child.on('exit', (status) => done(status ?? 1));
    });
    const outputs = readOutputs(readFileSync(outputFile, 'utf8'))
      .map(([name, value]) => `${name}=${value}`)
      .join('\n');
    process.stdout.write(`\n--- job summary\n${readFileSync(summaryFile, 'utf8')}\n--- outputs\n${outputs}\n--- exit code ${code}\n`);
    return code;
  } finally {
    await sim?.close();
    rmSync(dir, { recursive: true, force: true });
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
