/**
 * Runs the bundled action (dist/index.js) on this machine the way a runner would: every `--name value` flag becomes
 * the input `INPUT_NAME`, and the step's output and summary files are temporary files printed at the end.
 * `--sim` starts the bundled simulator first and exports its address as STREAMGATE_SIM_URL (for examples/demo.yaml).
 *
 *   npm run action:local -- --sim --workload examples/demo.yaml --mode gate
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, type Simulator } from '../src/sim/server.js';

const bundle = fileURLToPath(new URL('../dist/index.js', import.meta.url));

function parseFlags(args: readonly string[]): { inputs: Record<string, string>; sim: boolean } {
  const inputs: Record<string, string> = {};
  let sim = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--sim') {
      sim = true;
      continue;
    }
    const match = /^--([A-Za-z0-9-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unexpected argument ${JSON.stringify(arg)}; use --<input-name> <value>`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value`);
    inputs[match[1]!] = value;
  }
  return { inputs, sim };
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
  const { inputs, sim: withSim } = parseFlags(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-action-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  let sim: Simulator | null = null;
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile };
    if (withSim) {
      sim = await startSimulator({ seed: 7 });
      env.STREAMGATE_SIM_URL = sim.url;
      process.stderr.write(`simulator listening at ${sim.url}\n`);
    }
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const code = await new Promise<number>((done, fail) => {
      const child = spawn(process.execPath, [bundle], { env, stdio: 'inherit' });
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
