import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readActionConfig } from '../../src/action/config.js';
import { runAction, type ActionDeps } from '../../src/action/run-action.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';

/**
 * The action in process against the bundled simulator, with a bare git repository as the history's remote: a small
 * workload (one cell of 12 requests, one look), a fresh folder per test file, and one run of the action per call.
 */
const workload = (name: string): string => `version: 1
name: ${name}
endpoints:
  - name: api
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 400, "ttftMs": 40, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: hi
    prompt: Say hi.
    maxTokens: 16
run:
  requests: 12
  looks: 1
  warmup: 0
  concurrency: 4
gate:
  minSamples: 6
`;

export interface ActionRun {
  inputs: Record<string, string>;
  eventName: string;
  sha: string;
  /** GITHUB_REF, when the run has one. */
  ref?: string;
  /** The repository's default branch as the event names it, when it does. */
  defaultBranch?: string | null;
  /** More of the runner's environment (GITHUB_REPOSITORY, GITHUB_SERVER_URL, …). */
  env?: Record<string, string>;
}

export interface ActionFixture {
  /** The bare repository the history is pushed to. */
  readonly repo: string;
  /** The folder holding the workload file (w.yaml) and the runs' results; the action's working directory. */
  readonly dir: string;
  /** Runs the action once; its results go to a folder of their own (`resultsDir`). */
  run(run: ActionRun): Promise<{ result: Awaited<ReturnType<typeof runAction>>; log: string; resultsDir: string }>;
}

/** Registers the simulator and the folders for this test file (beforeAll / afterAll). */
export function actionFixture(name: string, seed: number): ActionFixture {
  let sim: Simulator;
  let dir = '';
  beforeAll(async () => {
    sim = await startSimulator({ seed });
    dir = mkdtempSync(join(tmpdir(), `streamgate-${name}-`));
    execFileSync('git', ['init', '-q', '--bare', join(dir, 'origin.git')]);
    writeFileSync(join(dir, 'w.yaml'), workload(name));
  });
  afterAll(async () => {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get repo() {
      return join(dir, 'origin.git');
    },
    get dir() {
      return dir;
    },
    async run(run) {
      const env: Record<string, string> = {
        SIM: sim.url,
        GITHUB_SHA: run.sha,
        ...(run.ref ? { GITHUB_REF: run.ref } : {}),
        ...run.env,
      };
      const lines: string[] = [];
      const resultsDir = join(dir, 'out', run.sha);
      const cfg = readActionConfig(
        (input) => ({ workload: join(dir, 'w.yaml'), 'results-dir': resultsDir, ...run.inputs })[input] ?? '',
        env,
      );
      const deps: ActionDeps = {
        env,
        cwd: dir,
        context: {
          eventName: run.eventName,
          pullRequest: null,
          repo: null,
          runUrl: null,
          ...(run.defaultBranch !== undefined ? { defaultBranch: run.defaultBranch } : {}),
        },
        logger: (redact) =>
          createLogger({ info: (l) => lines.push(l), warn: (l) => lines.push(l), error: (l) => lines.push(l), debug: () => {} }, redact),
        createRedactor,
        setSecret: () => {},
        writeSummary: () => Promise.resolve(true),
        comments: () => {
          throw new Error('no comment expected without a pull request');
        },
      };
      const result = await runAction(cfg, deps);
      return { result, log: lines.join('\n'), resultsDir };
    },
  };
}
