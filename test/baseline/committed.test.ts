import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baselinePathFor, loadBaseline } from '../../src/compare/comparand.js';
import { loadWorkload } from '../../src/config/load.js';

// baselines/ holds the baselines this repository gates against (the self-test workflow's): each must still match
// its workload, or the workflow would stop on a fingerprint mismatch instead of testing the action.
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('committed baselines', () => {
  it('baselines/selftest.json is the baseline of examples/selftest.yaml, readable and current', () => {
    const workload = loadWorkload(`${root}examples/selftest.yaml`, { env: { STREAMGATE_SIM_URL: 'http://127.0.0.1:8787' } });
    const path = baselinePathFor(workload, root);
    expect(path).toBe(`${root}baselines/selftest.json`);
    const loaded = loadBaseline(workload, path, true, 'examples/selftest.yaml');
    expect(loaded).not.toBeNull();
    expect(loaded!.cells.map((c) => `${c.endpoint}/${c.scenario}/${c.cache}`)).toEqual([
      'sim/hello/cold',
      'sim/essay/cold',
      'sim/essay/warm',
    ]);
    // Recorded from three runs, so the gate allows for measured run-to-run drift rather than an assumed one.
    for (const cell of loaded!.cells) expect(cell.spread?.runs).toBe(3);
  });
});
