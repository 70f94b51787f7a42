import { describe, expect, it } from 'vitest';
import { nextStepLines } from '../../src/report/next-step.js';
import { TOOL_VERSION } from '../../src/version.js';
import { cliCommand, cliInvocation, recordCommand } from '../../src/vocabulary/invocation.js';

// The docs a consumer can open: the released pages of this version, never a docs/ path their repository lacks.
const DOCS = `https://github.com/streamgate/streamgate/blob/v${TOOL_VERSION}/docs`;
const base = { reportPath: '.streamgate/report.md', workloadFile: 'w.yaml' } as const;

describe('the next step after a FAIL', () => {
  it('names the command as the user runs streamgate: npm scripts here, npx in a consumer, mode: record in the action', () => {
    expect(cliInvocation({ npm_lifecycle_event: 'gate', npm_package_name: 'streamgate' })).toBe('npm-script');
    // Another package's npm script running the binary is a consumer.
    expect(cliInvocation({ npm_lifecycle_event: 'test', npm_package_name: 'my-app' })).toBe('npx');
    expect(cliInvocation({})).toBe('npx');
    expect(recordCommand('npm-script', 'w.yaml')).toBe('npm run baseline:update -- --workload w.yaml');
    expect(recordCommand('npx', 'w.yaml')).toBe('npx streamgate baseline:update --workload w.yaml');
    expect(recordCommand('action', 'w.yaml')).toBe('mode: record');
    expect(cliCommand('npx', 'gate', '--plan')).toBe('npx streamgate gate --plan');
  });

  it('against a baseline: the report section to read and the record command', () => {
    expect(
      nextStepLines({
        ...base,
        comparison: 'baseline',
        contractsBroken: false,
        othersFailed: true,
        record: recordCommand('npx', 'w.yaml'),
      }),
    ).toEqual([
      'next: the findings say what failed; read "Details" (every percentile of each cell) in .streamgate/report.md',
      'an intended change? accept it by recording a new baseline with `npx streamgate baseline:update --workload w.yaml`, and commit the baseline with the change',
    ]);
  });

  it('in the action: a run with mode: record, and the report is the text itself', () => {
    const lines = nextStepLines({
      ...base,
      reportPath: null,
      comparison: 'baseline',
      contractsBroken: false,
      othersFailed: true,
      record: 'mode: record',
    });
    expect(lines[0]).toBe('next: the findings say what failed; read "Details" (every percentile of each cell) below');
    expect(lines[1]).toContain('a run of the action with `mode: record`');
  });

  it('a broken expectation is accepted in the workload, not by a baseline; a reference has no baseline to re-record', () => {
    const contract = nextStepLines({ ...base, comparison: 'none', contractsBroken: true, othersFailed: false, record: 'x' });
    expect(contract).toEqual([
      'next: the findings say what failed; read "Parameter conformance and answer quality" (each assertion\'s pass count) in .streamgate/report.md',
      `an intended change of behaviour? change the scenario's expect: (or expect.minPassRate) in w.yaml (${DOCS}/conformance.md, "Expectations are contracts")`,
    ]);
    const reference = nextStepLines({ ...base, comparison: 'reference', contractsBroken: false, othersFailed: true, record: 'x' });
    expect(reference[1]).toMatch(/^an intended difference from the reference endpoint\? .* no baseline to re-record/);
    expect(reference.join('\n')).not.toContain('baseline:update');
  });

  it('against a pooled history: the way to accept the change in the history, not a baseline to record', () => {
    const cli = nextStepLines({
      ...base,
      comparison: 'baseline',
      contractsBroken: false,
      othersFailed: true,
      record: recordCommand('npx', 'w.yaml'),
      historyAccept: '`npx streamgate history accept --workload w.yaml --reason "…"`',
    });
    expect(cli[1]).toBe(
      `an intended change? the comparison side is the run history: accept it with \`npx streamgate history accept --workload w.yaml --reason "…"\`; the gate then pools only the runs recorded after it (${DOCS}/history.md, "Intended changes and segments")`,
    );
    expect(cli.join('\n')).not.toContain('baseline:update');
    const action = nextStepLines({
      ...base,
      comparison: 'baseline',
      contractsBroken: false,
      othersFailed: true,
      record: 'mode: record',
      historyAccept: "`accept-change: 'true'`",
    });
    expect(action[1]).toContain("accept it with `accept-change: 'true'`");
  });
  it('after a parity failure: what tells a changed model from non-determinism, or a lost token from a changed model', () => {
    const changed = nextStepLines({
      ...base,
      comparison: 'reference',
      contractsBroken: false,
      othersFailed: false,
      answersFailed: ['changed'],
      record: 'x',
    });
    expect(changed[0]).toBe('next: the findings say what failed in .streamgate/report.md');
    expect(changed[1]).toMatch(
      /^answers changed\? .*non-deterministic.*the self-agreement measure.*quality\.repeat.*agrees with itself.*quality\.logprobs.*near-tie.*expect: distribution \(https:\/\/github\.com\/streamgate\/streamgate\/blob\/v[\d.]+\/docs\/quality\.md, "Self-agreement"\)$/,
    );
    // Nothing about the gate's rules, the reference or a baseline: neither would tell the two apart.
    expect(changed.join('\n')).not.toMatch(/gate: section|baseline|reference endpoint/);
    const short = nextStepLines({
      ...base,
      comparison: 'baseline',
      contractsBroken: false,
      othersFailed: false,
      answersFailed: ['length'],
      record: 'x',
    });
    expect(short).toHaveLength(2);
    expect(short[1]).toMatch(
      /^answers ended early or ran on\? that is the server, not the model: .*usage.*\(https:\/\/github\.com\/.*\/docs\/quality\.md, "What kind of difference"\)$/,
    );
  });
});
