/**
 * One gated run of the sequential engine against the bundled simulator, as `streamgate gate` runs it: a candidate
 * endpoint (a simulator profile) gated against a reference endpoint (the clean profile) in the same run, default run
 * settings (20 requests per look, up to 3 looks) and default gate rules. Shared by bench/sequential-sim.ts and the
 * end-to-end test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWorkload } from '../src/config/load.js';
import { runWorkload } from '../src/engine.js';
import { evaluateRun, planGate, sequentialRun, type Evaluation } from '../src/compare/flow.js';
import type { Results } from '../src/results/types.js';
import { createLogger } from '../src/util/logger.js';

/** Decoding sped up to keep a run short; TTFT keeps each profile's own median and spread (clean 300 ms, slow 450 ms, σ 0.25). */
export const SEQUENTIAL_TOKENS_PER_SECOND = 300;

/** Two short cold scenarios, so a per-endpoint verdict pools two cells. */
export function sequentialWorkload(
  simUrl: string,
  profile: string,
  seed: number,
  concurrency: number,
  tokensPerSecond = SEQUENTIAL_TOKENS_PER_SECOND,
  candidateSim: Record<string, unknown> = {},
): string {
  const candidate = JSON.stringify({ tokensPerSecond, prefixCache: false, ...candidateSim });
  return `
version: 1
name: sequential-${profile}
endpoints:
  - name: reference
    baseUrl: ${simUrl}/clean/v1
    model: sim
    reference: true
    headers: { x-sim: '{"tokensPerSecond": ${tokensPerSecond}, "prefixCache": false}' }
  - name: candidate
    baseUrl: ${simUrl}/${profile}/v1
    model: sim
    headers: { x-sim: '${candidate}' }
scenarios:
  - name: hello
    prompt: Hello
    maxTokens: 24
  - name: answer
    prompt: Write a 20-word answer about rivers.
    maxTokens: 32
run:
  concurrency: ${concurrency}
  seed: ${seed}
`;
}

export interface SequentialOutcome {
  results: Results;
  evaluation: Evaluation;
  /** One line per look, as the CLI logs them. */
  looks: string[];
}

export interface SequentialOptions {
  concurrency?: number;
  /** The simulator's decode pace on both endpoints. */
  tokensPerSecond?: number;
  /** More simulator settings for the candidate only (x-sim), e.g. `{ ttftSigma: 0.8 }`. */
  candidateSim?: Record<string, unknown>;
}

export async function runSequential(
  simUrl: string,
  profile: string,
  seed: number,
  options: SequentialOptions = {},
): Promise<SequentialOutcome> {
  const { concurrency = 4, tokensPerSecond = SEQUENTIAL_TOKENS_PER_SECOND, candidateSim = {} } = options;
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-seq-'));
  try {
    const workload = parseWorkload(sequentialWorkload(simUrl, profile, seed, concurrency, tokensPerSecond, candidateSim), {
      format: 'yaml',
    });
    const plan = planGate(workload, { baseline: null, workloadFile: 'sequential.yaml', aaRuns: 0, cwd: dir });
    const looks: string[] = [];
    const sequential = sequentialRun(plan, (line) => looks.push(line));
    const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
    const { results } = await runWorkload({
      workload,
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger: quiet,
      sequential: sequential?.hook ?? null,
    });
    return { results, evaluation: evaluateRun(plan, results, sequential?.gate ?? null), looks };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
