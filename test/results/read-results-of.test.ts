import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintWorkload } from '../../src/baseline/fingerprint.js';
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
        message: `measured with a different workload (fingerprint ${fingerprintWorkload(other)}, the workload file gives ${fingerprintWorkload(workload)})`,
      },
    ]);
  });

  it('still reports a file that is not results at all as such, before any fingerprint', () => {
    const path = join(dir, 'not-results.json');
    writeFileSync(path, '{"version": 1}');
    expect(refusal(() => readResultsOf(path, workload)).issues.length).toBeGreaterThan(0);
  });
});
