import { describe, expect, it } from 'vitest';
import { describeWorkloadDifference } from '../../src/baseline/difference.js';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';
import { parseWorkload } from '../../src/config/load.js';
import { toolTimeAfter } from '../../src/runner/execute-item.js';

const workload = (agent: string) =>
  parseWorkload(
    `
version: 1
name: tools
endpoints: [{ name: a, baseUrl: http://127.0.0.1:1/v1, model: m }]
scenarios:
  - name: agent
    prompt: Find the bug.
    turns: 3
${agent}
`,
    { format: 'yaml', env: {} },
  );

const TOOLS = `    tools:
      - type: function
        function: { name: search, parameters: { type: object } }
      - type: function
        durationMs: 500
        function: { name: read_file, parameters: { type: object } }`;

describe('tool time of an agent loop', () => {
  it('keeps a tool’s durationMs for the client and sends the tool without it', () => {
    const agent = workload(`    toolMs: 200\n${TOOLS}`).scenarios[0]!.agent!;
    expect(agent.toolMs).toBe(200);
    expect(agent.toolDurationsMs).toEqual({ read_file: 500 });
    expect(agent.tools.every((t) => !('durationMs' in (t as object)))).toBe(true);
  });

  it('waits each call’s duration in turn, toolMs for a tool without one, and toolMs once after a plain answer', () => {
    const agent = workload(`    toolMs: 200\n${TOOLS}`).scenarios[0]!.agent!;
    const calls = (...names: string[]) => ({ toolCalls: names.map((name, i) => ({ id: `c${i}`, name, arguments: '{}' })) });
    expect(toolTimeAfter(calls('read_file'), agent)).toBe(500);
    expect(toolTimeAfter(calls('read_file', 'search'), agent)).toBe(700);
    expect(toolTimeAfter(calls(), agent)).toBe(200);
    expect(toolTimeAfter(calls('search'), workload(TOOLS).scenarios[0]!.agent!)).toBe(0);
  });

  it('is part of the fingerprint only when declared, so a loop without it keeps the fingerprint it had', () => {
    const plain = workloadIdentity(workload(''));
    expect(plain.parts.scenarios['agent']!.agent).toEqual({ turns: 3, followUps: expect.any(String), tools: expect.any(String) });
    const timed = workloadIdentity(workload('    toolMs: 300'));
    expect(timed.fingerprint).not.toBe(plain.fingerprint);
    expect(describeWorkloadDifference(plain.parts, timed.parts)).toEqual(['scenario agent: agent.toolTime added']);
    expect(describeWorkloadDifference(timed.parts, workloadIdentity(workload('    toolMs: 400')).parts)).toEqual([
      'scenario agent: agent.toolTime changed',
    ]);
  });
});
