import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeouts } from '../../src/config/types.js';
import { computeMetrics } from '../../src/metrics/compute.js';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import { ERROR_KINDS, type Sample } from '../../src/probe/sample.js';
import { startScriptedServer, type ScriptedServer } from '../helpers/scripted-server.js';
import { sseFuzzCases, type FuzzCase } from '../helpers/sse-fuzz.js';

// Hundreds of generated event streams through the real probe over loopback. Wire-form changes (split points, CR/LF
// mixes, comments, framing) must not change what the probe reads; damaged streams must still give a well-formed
// sample with a typed error kind. No probe may throw or hang.

const SEED = 77_031;
const CASES = 1_200;
const CONCURRENCY = 30;
const MAX_EVENT_BYTES = 64 * 1024;
// Idle is what ends a stream left open; long enough that a loaded machine does not trip it on a preserved stream.
const TIMEOUTS: Timeouts = { headersMs: 3_000, firstTokenMs: 3_000, idleMs: 1_000, totalMs: 5_000 };
/** A probe still pending this long after its total deadline counts as hung. */
const HANG_MS = TIMEOUTS.totalMs + 3_000;

const cases = sseFuzzCases(SEED, CASES, MAX_EVENT_BYTES);
const agent = createProbeAgent();
let server: ScriptedServer;

beforeAll(async () => {
  server = await startScriptedServer((request) => {
    const index = Number(/^\/c\/(\d+)\//.exec(request?.path ?? '')?.[1] ?? -1);
    return cases[index]?.script ?? { parts: [], after: 'end' };
  });
});
afterAll(async () => {
  await server.close();
  await agent.close();
});

function request(c: FuzzCase): ProbeRequest {
  return {
    url: `${server.url}/c/${c.index}/v1/chat/completions`,
    headers: {},
    body: { model: 'm', messages: [{ role: 'user', content: 'fuzz' }] },
    timeouts: TIMEOUTS,
    captureHeaders: [],
    retries: 0,
    meta: { item: c.index, turn: 0, endpoint: 'fuzz', scenario: 'sse', cache: 'cold' },
  };
}

/** Structural problems with a sample (parallel arrays out of step, stamps out of order, unknown error kind). */
function sampleProblems(s: Sample): string[] {
  const problems: string[] = [];
  if (s.error !== null && !(ERROR_KINDS as readonly string[]).includes(s.error.kind)) problems.push(`unknown kind ${s.error.kind}`);
  if (s.endMs === null) problems.push('no endMs');
  if (s.readMs.length !== s.readBytes.length) problems.push('readMs/readBytes lengths differ');
  const n = s.eventMs.length;
  if (s.eventRead.length !== n || s.eventChars.length !== n || s.eventChannel.length !== n) problems.push('event arrays differ in length');
  for (let i = 1; i < n; i++) if (s.eventMs[i]! < s.eventMs[i - 1]!) problems.push('event stamps out of order');
  for (const r of s.eventRead) if (r < 0 || r >= s.readMs.length) problems.push(`event read index ${r} out of range`);
  try {
    computeMetrics(s);
  } catch (error) {
    problems.push(`computeMetrics threw: ${(error as Error).message}`);
  }
  return problems;
}

type Outcome = { kind: 'sample'; sample: Sample } | { kind: 'threw'; error: unknown } | { kind: 'hung' };

async function runCase(c: FuzzCase): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'hung' }), HANG_MS);
  });
  const run = probe(request(c), { dispatcher: agent, maxEventBytes: MAX_EVENT_BYTES }).then(
    (sample): Outcome => ({ kind: 'sample', sample }),
    (error: unknown): Outcome => ({ kind: 'threw', error }),
  );
  const outcome = await Promise.race([run, hung]);
  clearTimeout(timer);
  return outcome;
}

describe('event-stream fuzz through the probe', () => {
  it(`${CASES} generated streams: preserved ones read exactly, damaged ones typed, none throws or hangs`, async () => {
    const failures: string[] = [];
    const byKind = new Map<string, number>();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < cases.length) {
        const c = cases[next++]!;
        const outcome = await runCase(c);
        const where = `case ${c.index} (${c.preserving ? 'preserving' : 'destructive'}: ${c.label})`;
        if (outcome.kind !== 'sample') {
          failures.push(`${where}: ${outcome.kind === 'hung' ? 'hung' : `threw ${String(outcome.error)}`}`);
          continue;
        }
        const s = outcome.sample;
        const key = `${c.preserving ? 'preserving' : 'destructive'} → ${s.error?.kind ?? 'ok'}`;
        byKind.set(key, (byKind.get(key) ?? 0) + 1);
        for (const p of sampleProblems(s)) failures.push(`${where}: ${p}`);
        if (c.preserving) {
          if (s.error !== null) failures.push(`${where}: ${s.error.kind}: ${s.error.message}`);
          else if (s.content !== c.expected.content)
            failures.push(`${where}: content ${JSON.stringify(s.content)} ≠ ${JSON.stringify(c.expected.content)}`);
          else if (s.eventMs.length !== c.expected.tokenEvents)
            failures.push(`${where}: ${s.eventMs.length} token events, expected ${c.expected.tokenEvents}`);
          else if (s.usage?.completionTokens !== c.expected.completionTokens || s.finishReason !== c.expected.finishReason)
            failures.push(`${where}: usage/finish differ`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const counts = [...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`);
    console.log(`sse fuzz: ${CASES} streams (seed ${SEED}), ${failures.length} failures\n  ${counts.join('\n  ')}`);
    expect(failures.slice(0, 15)).toEqual([]);
    // Nearly every request reaches the server. A destructive case may close a kept-alive connection just as the
    // next request is written on it: that request never arrives, and its sample says so (early_close, typed).
    expect(server.requests.length).toBeGreaterThanOrEqual(CASES - 5);
  }, 60_000);
});
