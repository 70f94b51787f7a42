import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ActionInputError, deriveRunId, readActionConfig } from '../../src/action/config.js';
import { mayCreateComment } from '../../src/action/comment.js';
import { actionTables, parseActionYml, sectionBody } from '../../scripts/docs-tables.js';
import { INPUTS, OUTPUTS } from '../../src/action/inputs.js';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload, selectEndpoints } from '../../src/config/load.js';

const read = (name: string): string => readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');
const action = parseActionYml(read('action.yml'));

function config(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return readActionConfig((name) => inputs[name] ?? '', env);
}

describe('action.yml, the input constants and docs/action.md agree', () => {
  it('declares exactly the inputs and outputs the code reads and sets', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(INPUTS).sort());
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(OUTPUTS).sort());
    expect(read('action.yml')).toMatch(/runs:\n {2}using: node24\n {2}main: dist\/index\.js/);
  });

  it('the docs/action.md tables are the ones generated from action.yml (run `npm run generate` when this fails)', () => {
    expect(sectionBody(read('docs/action.md'), 'action-table')).toBe(actionTables(action));
  });
});

describe('readActionConfig', () => {
  it('applies the documented defaults', () => {
    const c = config({ workload: 'w.yaml' });
    expect(c).toMatchObject({
      workload: 'w.yaml',
      baseline: null,
      mode: 'gate',
      endpoints: null,
      comment: 'always',
      commentId: 'streamgate',
      failOn: 'regression',
      shard: null,
      resultsDir: 'streamgate-results',
      results: null,
      missingSecrets: 'auto',
      allowErrors: false,
      pullRequest: null,
    });
    // The defaults in action.yml are the same ones.
    expect(action.inputs[INPUTS.mode]!.default).toBe(c.mode);
    expect(action.inputs[INPUTS.comment]!.default).toBe(c.comment);
    expect(action.inputs[INPUTS.commentId]!.default).toBe(c.commentId);
    expect(action.inputs[INPUTS.failOn]!.default).toBe(c.failOn);
    expect(action.inputs[INPUTS.resultsDir]!.default).toBe(c.resultsDir);
    expect(action.inputs[INPUTS.missingSecrets]!.default).toBe(c.missingSecrets);
  });

  it('parses lists, shards and numbers', () => {
    const c = config({ workload: 'w.yaml', endpoints: 'a, b\nc', shard: '2/3', 'pull-request': '17', mode: 'merge' });
    expect(c.endpoints).toEqual(['a', 'b', 'c']);
    expect(c.shard).toEqual({ index: 1, count: 3 });
    expect(c.pullRequest).toBe(17);
    expect(c.mode).toBe('merge');
  });

  it('rejects bad values with the input name', () => {
    expect(() => config({})).toThrow(/input "workload" is required/);
    expect(() => config({ workload: 'w', comment: 'sometimes' })).toThrow(ActionInputError);
    expect(() => config({ workload: 'w', 'fail-on': 'x' })).toThrow(/input "fail-on" must be regression, inconclusive, never/);
    expect(() => config({ workload: 'w', 'comment-id': 'a -->b' })).toThrow(/input "comment-id"/);
    expect(() => config({ workload: 'w', 'pull-request': '0' })).toThrow(/input "pull-request"/);
    expect(() => config({ workload: 'w', 'record-runs': '0' })).toThrow(
      /input "record-runs" must be a whole number of runs from 1 to 20, got "0"/,
    );
    expect(config({ workload: 'w', 'record-runs': '3' }).recordRuns).toBe(3);
    expect(config({ workload: 'w' }).recordRuns).toBe(1);
    expect(() => config({ workload: 'w', shard: '4/3' })).toThrow(ConfigError);
  });

  it('takes a start-at for shards of mode: gate only', () => {
    expect(config({ workload: 'w' }).startAt).toBeNull();
    expect(config({ workload: 'w', shard: '1/4', 'start-at': ' 2026-05-01T12:00:00Z ' }).startAt).toBe('2026-05-01T12:00:00Z');
    expect(() => config({ workload: 'w', 'start-at': '2026-05-01T12:00:00Z' })).toThrow(
      /input "start-at" is for shards applying load together: give "shard: i\/n" in mode: gate/,
    );
    expect(() => config({ workload: 'w', shard: '1/4', mode: 'merge', 'start-at': '2026-05-01T12:00:00Z' })).toThrow(/input "start-at"/);
  });
});

describe('the history input', () => {
  const actions = { GITHUB_REPOSITORY: 'octo/widgets', GITHUB_SERVER_URL: 'https://github.example' };
  const repository = 'https://github.example/octo/widgets.git';

  it('empty in mode: gate is this repository, read only if it can be (implicit); outside Actions, none', () => {
    expect(config({ workload: 'w' }, actions).history).toEqual({
      location: repository,
      branch: 'streamgate-history',
      runs: 10,
      maxRuns: 100,
      implicit: true,
      acceptChange: false,
    });
    expect(config({ workload: 'w' }).history).toBeNull();
    expect(config({ workload: 'w' }, { GITHUB_REPOSITORY: 'o/r' }).history?.location).toBe('https://github.com/o/r.git');
  });

  it('empty in the other modes: none, except mode: history (this repository, named)', () => {
    for (const mode of ['record', 'aa', 'merge', 'sweep']) expect(config({ workload: 'w', mode }, actions).history, mode).toBeNull();
    expect(config({ workload: 'w', mode: 'history' }, actions).history).toMatchObject({ location: repository, implicit: false });
    expect(() => config({ workload: 'w', mode: 'history' })).toThrow(/input "history" needs a git URL or folder outside GitHub Actions/);
  });

  it("true, a URL or a folder are named (implicit: false); 'false' is none", () => {
    expect(config({ workload: 'w', history: 'true' }, actions).history).toMatchObject({ location: repository, implicit: false });
    expect(config({ workload: 'w', history: 'hist', mode: 'record' }, actions).history).toMatchObject({
      location: 'hist',
      implicit: false,
    });
    for (const mode of ['gate', 'record']) expect(config({ workload: 'w', mode, history: 'false' }, actions).history).toBeNull();
    expect(() => config({ workload: 'w', mode: 'history', history: 'false' }, actions)).toThrow(
      /input "history" is false, but mode: history appends to a history/,
    );
  });

  it("accept-change: 'true' marks an intended change in mode: history only; anything but true or false is refused", () => {
    expect(config({ workload: 'w', mode: 'history', 'accept-change': 'true' }, actions).history?.acceptChange).toBe(true);
    expect(config({ workload: 'w', mode: 'history', 'accept-change': 'false' }, actions).history?.acceptChange).toBe(false);
    expect(config({ workload: 'w', mode: 'history' }, actions).history?.acceptChange).toBe(false);
    expect(() => config({ workload: 'w', mode: 'gate', 'accept-change': 'true' }, actions)).toThrow(
      /input "accept-change" marks an intended change in the history mode: history appends to/,
    );
    expect(() => config({ workload: 'w', mode: 'history', 'accept-change': 'yes' }, actions)).toThrow(
      /input "accept-change" must be true or false, got "yes"/,
    );
  });
});

describe('run id', () => {
  it('is shared by every job of a workflow run attempt, and new on a re-run', () => {
    expect(deriveRunId('', { GITHUB_RUN_ID: '99', GITHUB_RUN_ATTEMPT: '1' })).toBe('gh-99-1');
    expect(deriveRunId('', { GITHUB_RUN_ID: '99', GITHUB_RUN_ATTEMPT: '2' })).toBe('gh-99-2');
    expect(deriveRunId('nightly-7', { GITHUB_RUN_ID: '99' })).toBe('nightly-7');
    expect(deriveRunId('', {})).toMatch(/^[0-9a-f]{12}$/);
    expect(deriveRunId('', {})).not.toBe(deriveRunId('', {}));
  });
});

describe('comment policy', () => {
  it('decides when a new comment may be created', () => {
    const table = (['always', 'on-change', 'on-failure', 'never'] as const).map((p) => [
      p,
      (['pass', 'inconclusive', 'fail', 'none'] as const).map((v) => mayCreateComment(p, v)),
    ]);
    expect(table).toEqual([
      ['always', [true, true, true, true]],
      ['on-change', [false, true, true, false]],
      ['on-failure', [false, false, true, false]],
      ['never', [false, false, false, false]],
    ]);
  });
});

describe('endpoints subset', () => {
  const workload = parseWorkload(
    `version: 1
name: subset
endpoints:
  - { name: ref, baseUrl: http://127.0.0.1:9/v1, model: m, reference: true }
  - { name: a, baseUrl: http://127.0.0.1:9/v1, model: m }
  - { name: b, baseUrl: http://127.0.0.1:9/v1, model: m }
scenarios:
  - { name: s, prompt: Hi }
`,
    { format: 'yaml', env: {} },
  );

  it('keeps the named endpoints and always the reference', () => {
    expect(selectEndpoints(workload, null)).toBe(workload);
    expect(selectEndpoints(workload, ['b']).endpoints.map((e) => e.name)).toEqual(['ref', 'b']);
  });

  it('names an unknown endpoint and the known ones', () => {
    expect(() => selectEndpoints(workload, ['c'])).toThrow(/no endpoint named "c"; the workload has "ref", "a", "b"/);
  });
});
