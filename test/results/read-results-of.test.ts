import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintWorkload, workloadIdentity } from '../../src/baseline/fingerprint.js';
import type { Workload } from '../../src/config/types.js';
import { ConfigError } from '../../src/config/errors.js';
import { readResultsOf } from '../../src/compare/flow.js';
import type { Results } from '../../src/results/types.js';
import { makeResults, makeWorkload } from '../baseline/factory.js';

// Saved results gated again (the CLI's --from-results, the action's `results:` input) or recorded as a baseline are
// refused when they were measured with another workload: cell by cell they would be compared with the wrong thing.
const dir = mkdtempSync(join(tmpdir(), 'streamgate-results-of-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const workload = makeWorkload();

function saved(name: string, fingerprint: string | null): string {
  const results: Results = makeResults(workload, { requestsPerCell: 12, errorsPerCell: 0 });
  results.workload.fingerprint = fingerprint;
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(results));
  return path;
}

function identityOf(w: Workload): { fingerprint: string; fingerprintParts: ReturnType<typeof workloadIdentity>['parts'] } {
  const { fingerprint, parts } = workloadIdentity(w);
  return { fingerprint, fingerprintParts: parts };
}

function refusal(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('readResultsOf', () => {
  it('reads results measured with this workload, and older ones that carry no fingerprint', () => {
    expect(readResultsOf(saved('same', fingerprintWorkload(workload)), workload).cells.length).toBeGreaterThan(0);
    expect(readResultsOf(saved('unfingerprinted', null), workload).workload.fingerprint).toBeNull();
  });

  it('refuses results measured with another workload, naming the file and both fingerprints', () => {
    const other = { ...workload, run: { ...workload.run, requests: workload.run.requests + 1 } };
    const path = saved('other', fingerprintWorkload(other));
    const error = refusal(() => readResultsOf(path, workload));
    expect(error.issues).toEqual([
      {
        file: path,
        path: 'workload.fingerprint',
        line: null,
        message: `measured with a different workload (fingerprint ${fingerprintWorkload(other)}, the workload file gives ${fingerprintWorkload(workload)}); these results cannot be compared or recorded with it`,
      },
    ]);
  });

  it('names what differs when the results carry what their fingerprint was computed from', () => {
    const other = { ...workload, run: { ...workload.run, requests: workload.run.requests + 1 } };
    const results: Results = makeResults(workload, { requestsPerCell: 12, errorsPerCell: 0 });
    results.workload = { ...results.workload, ...identityOf(other) };
    const path = join(dir, 'other-with-parts.json');
    writeFileSync(path, JSON.stringify(results));
    const error = refusal(() => readResultsOf(path, workload));
    expect(error.issues[0]!.message).toBe(
      `measured with a different workload: run: requests ${workload.run.requests + 1} → ${workload.run.requests}; these results cannot be compared or recorded with it`,
    );
  });

  it('still reports a file that is not results at all as such, before any fingerprint', () => {
    const path = join(dir, 'not-results.json');
    writeFileSync(path, '{"version": 1}');
    expect(refusal(() => readResultsOf(path, workload)).issues.length).toBeGreaterThan(0);
  });
});
