import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFromResults, writeBaseline } from '../../src/baseline/index.js';
import { computeMetrics } from '../../src/metrics/compute.js';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import type { Timeouts } from '../../src/config/types.js';
import type { ErrorKind } from '../../src/probe/sample.js';
import { renderTerminalReport } from '../../src/report/terminal/render.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { gateResults } from '../../src/compare/sequential.js';
import { baselineComparand, loadBaseline, resolveGateRules } from '../../src/compare/comparand.js';
import { faultWorkload, runAndRead } from '../helpers/fault-run.js';
import { everyOther, FAULTS, GENEROUS_TIMEOUTS, healthyStream, TOLERATED, type Fault } from '../helpers/faults.js';
import {
  chatEvent,
  DONE_EVENT,
  sseHeadUntilClose,
  startScriptedServer,
  unusedPort,
  type Script,
  type ScriptedServer,
  type ScriptSource,
} from '../helpers/scripted-server.js';
import { markdownOf } from '../helpers/decided-report.js';

// Each fault twice: one probe (is it classified right?) and a whole run where every other request to the faulty
// endpoint misbehaves and a second endpoint is healthy (does the run carry on, and is every sample kept and counted?).

const agent = createProbeAgent();
const servers: ScriptedServer[] = [];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-faults-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await agent.close();
  rmSync(dir, { recursive: true, force: true });
});

async function serve(source: ScriptSource): Promise<ScriptedServer> {
  const server = await startScriptedServer(source);
  servers.push(server);
  return server;
}

/** Base URL that produces the fault; scripted faults alternate with healthy answers when `alternate` is set. */
async function faultBaseUrl(fault: Fault, alternate: boolean): Promise<string> {
  switch (fault.target.kind) {
    case 'refused':
      return `http://127.0.0.1:${await unusedPort()}/v1`;
    case 'dns':
      return 'http://nonexistent.invalid/v1';
    default: {
      const script: Script = fault.target.script;
      return `${(await serve(alternate ? everyOther(script) : script)).url}/v1`;
    }
  }
}

function request(baseUrl: string, timeouts: Timeouts): ProbeRequest {
  return {
    url: `${baseUrl}/chat/completions`,
    headers: {},
    body: { model: 'test-model', messages: [{ role: 'user', content: 'hi' }] },
    timeouts,
    captureHeaders: ['retry-after'],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'faulty', scenario: 's', cache: 'cold' },
  };
}

/** The deadline (ms after t0) a timeout kind stands for; idle counts from the last read, so it has no fixed one. */
function fixedDeadlineMs(kind: ErrorKind, timeouts: Timeouts): number | null {
  switch (kind) {
    case 'headers_timeout':
      return timeouts.headersMs;
    case 'first_token_timeout':
      return timeouts.firstTokenMs;
    case 'total_timeout':
      return timeouts.totalMs;
    default:
      return null;
  }
}

describe.concurrent('each fault is classified by the probe', () => {
  for (const fault of FAULTS) {
    it(`${fault.name} → ${fault.expected}`, async () => {
      const sample = await probe(request(await faultBaseUrl(fault, false), fault.timeouts), { dispatcher: agent });
      expect(sample.error?.kind).toBe(fault.expected);
      expect(sample.error!.message).toMatch(fault.message);
      expect(sample.status).toBe(fault.status);
      expect(sample.endMs).not.toBeNull();
      if (fault.expected === 'http_429') expect(sample.error!.retryAfterS).toBe(7);
      // A timeout ends at its deadline (timers fire at or after it), never before.
      const deadline = fixedDeadlineMs(fault.expected, fault.timeouts);
      if (deadline !== null) expect(sample.endMs!).toBeGreaterThanOrEqual(deadline - 1);
    });
  }
});

describe.concurrent('tolerated endings are not errors', () => {
  it('finish_reason then a clean close without [DONE] is a complete answer', async () => {
    const server = await serve(TOLERATED.missingDoneAfterFinish);
    const sample = await probe(request(`${server.url}/v1`, GENEROUS_TIMEOUTS), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.doneMs).toBeNull();
    expect(sample.finishReason).toBe('stop');
    expect(sample.content).toBe('Hello there');
  });

  it('a JSON body (stream: true ignored) is one arrival of the whole answer', async () => {
    const server = await serve(TOLERATED.nonStreamedJson);
    const sample = await probe(request(`${server.url}/v1`, GENEROUS_TIMEOUTS), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.eventMs).toHaveLength(1);
    expect(sample.usage?.completionTokens).toBe(10);
    // The whole answer in one burst: the delivery class must say so.
    expect(computeMetrics(sample).deliveryClass).toBe('buffered');
  });
});

const REQUESTS = 4;
const classified = (classes: Record<string, number>): number => Object.values(classes).reduce((a, b) => a + b, 0);

describe.concurrent('a run carries on past each fault and keeps every sample', () => {
  for (const fault of FAULTS) {
    it(`${fault.name}: ${fault.expected} counted, the healthy endpoint unaffected`, async () => {
      const healthy = await serve(healthyStream());
      const workload = faultWorkload(
        [
          { name: 'faulty', baseUrl: await faultBaseUrl(fault, true) },
          { name: 'healthy', baseUrl: `${healthy.url}/v1` },
        ],
        { requests: REQUESTS, concurrency: 2, timeouts: fault.timeouts },
      );
      const out = await runAndRead(workload, join(dir, fault.name.replace(/[^a-z0-9]+/gi, '-')));
      const { results } = out;
      expect(resultsProblems(results)).toEqual([]);
      expect(results.run.partial).toBe(false);

      const total = results.cells.reduce((n, c) => n + c.n, 0);
      expect(total).toBe(2 * REQUESTS);
      expect(out.lines).toHaveLength(total);

      // Scripted faults hit every other request; refused and DNS failures hit all of them.
      const expectedErrors = fault.target.kind === 'script' ? REQUESTS / 2 : REQUESTS;
      const faulty = results.cells.find((c) => c.endpoint === 'faulty')!;
      expect(faulty.n).toBe(REQUESTS);
      expect(faulty.errors).toBe(expectedErrors);
      expect(faulty.errorKinds).toEqual({ [fault.expected]: expectedErrors });
      expect(out.lines.filter((s) => s.error?.kind === fault.expected)).toHaveLength(expectedErrors);
      // The healthy answers between the faults were measured normally (each gets a delivery class; which one
      // depends on how the loopback reads fall, so it is not asserted here).
      expect(classified(faulty.classes)).toBe(REQUESTS - expectedErrors);
      expect(faulty.values.ttftMs ?? []).toHaveLength(REQUESTS - expectedErrors);

      const healthyCell = results.cells.find((c) => c.endpoint === 'healthy')!;
      expect(healthyCell).toMatchObject({ n: REQUESTS, errors: 0, errorKinds: {} });
      expect(classified(healthyCell.classes)).toBe(REQUESTS);

      const table = renderTerminalReport(results);
      expect(table).toContain(`faulty · s · cold: ${fault.expected} ×${expectedErrors}`);
      expect(table).not.toMatch(/healthy \/ s \/ cold:/);
    });
  }
});

describe.concurrent('tolerated endings in a run: counted as answers, not errors', () => {
  const cases = [
    { name: 'finish_reason then close without [DONE]', script: TOLERATED.missingDoneAfterFinish, buffered: 0, tooShort: REQUESTS / 2 },
    { name: 'JSON body instead of a stream', script: TOLERATED.nonStreamedJson, buffered: REQUESTS / 2, tooShort: 0 },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const server = await serve(everyOther(c.script));
      const workload = faultWorkload([{ name: 'odd', baseUrl: `${server.url}/v1` }], {
        requests: REQUESTS,
        concurrency: 2,
        timeouts: GENEROUS_TIMEOUTS,
      });
      const out = await runAndRead(workload, join(dir, c.name.replace(/[^a-z0-9]+/gi, '-')));
      const cell = out.results.cells[0]!;
      expect(out.lines).toHaveLength(REQUESTS);
      expect(cell).toMatchObject({ n: REQUESTS, errors: 0, errorKinds: {} });
      // The odd half is classed by what arrived (two tokens are too few to class; a JSON body is one burst).
      expect(cell.classes.buffered).toBeGreaterThanOrEqual(c.buffered);
      expect(cell.classes.undefined).toBe(c.tooShort);
      expect(classified(cell.classes)).toBe(REQUESTS);
    });
  }
});

describe('hostile values from the server', () => {
  it('finish reasons named like Object.prototype members are counted as plain keys', async () => {
    const reasons = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    const server = await serve((_request, index) => ({
      parts: [
        {
          afterMs: 0,
          bytes: sseHeadUntilClose() + chatEvent({ content: 'Hi' }) + chatEvent({}, reasons[index % reasons.length]!) + DONE_EVENT,
        },
      ],
      after: 'end',
    }));
    const workload = faultWorkload([{ name: 'odd', baseUrl: `${server.url}/v1` }], {
      requests: 8,
      concurrency: 1,
      timeouts: GENEROUS_TIMEOUTS,
    });
    const out = await runAndRead(workload, join(dir, 'hostile-finish'));
    expect(resultsProblems(out.results)).toEqual([]);
    const counts = out.results.cells[0]!.finishReasons;
    expect(Object.getPrototypeOf(counts)).toBe(Object.prototype);
    expect(Object.entries(counts).sort()).toEqual(reasons.map((r) => [r, 2]).sort());
    const written = JSON.parse(readFileSync(out.resultsPath, 'utf8')) as { cells: { finishReasons: Record<string, number> }[] };
    expect(Object.entries(written.cells[0]!.finishReasons).sort()).toEqual(reasons.map((r) => [r, 2]).sort());
    // The rest of the pipeline takes them too: a baseline recorded from these results, read back and gated against.
    const baselinePath = join(dir, 'hostile-finish', 'baseline.json');
    writeBaseline(baselinePath, baselineFromResults(out.results, workload));
    const baseline = loadBaseline(workload, baselinePath, true, 'faults.json')!;
    // One run: its drift assumed, or taken from a history store's other runs when a store gave a prior.
    expect(baseline.label).toMatch(/one run: drift between runs assumed at 5 %, not measured/);
    const priored = loadBaseline(workload, baselinePath, true, 'faults.json', null, { ttftMs: { logSd: 0.042, df: 12 } })!;
    expect(priored.label).toMatch(/one run: drift between runs taken from the history store's other runs \(TTFT ±4\.2 %\)/);
    const outcome = gateResults(baselineComparand(out.results, baseline), resolveGateRules(workload), out.results);
    expect(outcome.counts.fail).toBe(0);
    expect(
      markdownOf({
        title: 't',
        candidate: out.results,
        baseline: { label: baseline.label, cells: baseline.cells },
        gate: outcome,
        aa: null,
      }),
    ).toContain('finish reasons');
  });
});
