/**
 * The project's sample session trace, examples/data/sessions.jsonl (docs/agents.md): 12 agent sessions over two shared
 * system prompts (a coding agent and a support agent), written from a seed so `npm run generate` rewrites it byte for
 * byte. Made for this project, no licence but the project's. Every feature of the format is in it: turns as messages
 * and as token counts, tool calls with their durations, think time, recorded answers, and fan-outs of 2–3 branches.
 * Sized for the simulator: short answers, tool calls of 80–600 ms, think time under 1.5 s.
 */
import { createRng } from '../src/stats/rng.js';

export const SESSIONS_PATH = 'examples/data/sessions.jsonl';
const SESSIONS = 12;
const SEED = 20261207;

const CODER_SYSTEM =
  'You are Harbor, a coding agent working in a developer’s repository. Read before you change anything: search for ' +
  'the symbols involved, read the code around them, its tests and its callers, and never invent an API. Keep changes ' +
  'small and touch only the files the task needs. When you fix a bug, first find or write a test that fails because ' +
  'of it, then make it pass, and say which command you ran. Answer with what you found, then the steps you took, each ' +
  'with its file and lines, then the commands to run.';

const TASKS = [
  'The nightly export fails with "cannot read properties of undefined (reading \'id\')". Find where the rows are built.',
  'Add a --dry-run flag to the deploy script that prints the plan and changes nothing.',
  'The cache hit rate dropped after the last release. Find what changed in the key.',
  'Make the retry helper give up after the deadline instead of after a fixed count.',
  'Explain why the integration test for the billing job is flaky on CI.',
  'Rename the UserRecord type to Account across the service, keeping the public API.',
];

const FOLLOW_UPS = [
  'The tool returned 3 matches in src/export/rows.ts, src/export/writer.ts and test/export.test.ts.',
  'The test fails with: expected 42 rows, got 41.',
  'Here is the file: a loop over orders that reads order.customer.id without a check.',
  'The search found no other callers.',
  'CI log: timeout after 30 s waiting for the queue to drain.',
  'The diff applies cleanly; the tests pass locally.',
];

const ANSWERS = [
  'I will search for where the export builds its rows.',
  'The rows are built in src/export/rows.ts; an order without a customer breaks it.',
  'I added a test with an order that has no customer; it fails as reported.',
  'Guarding the lookup fixes it; the new test passes.',
];

const TOOLS = ['search_code', 'read_file', 'run_tests', 'apply_patch'];

interface Turn {
  thinkMs?: number;
  messages?: { role: 'user'; content: string }[];
  inputTokens?: number;
  outputTokens?: number;
  answer?: string;
  toolCalls?: { name: string; durationMs: number }[];
  branches?: { inputTokens?: number; messages?: { role: 'user'; content: string }[]; outputTokens: number }[];
}

export function sessionTrace(): string {
  const rng = createRng(SEED);
  const int = (low: number, high: number): number => low + Math.floor(rng() * (high - low + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  const lines: string[] = [
    JSON.stringify({ type: 'system', id: 'coder', content: CODER_SYSTEM }),
    JSON.stringify({ type: 'system', id: 'support', tokens: 600 }),
  ];
  for (let s = 0; s < SESSIONS; s++) {
    const coder = s % 3 !== 2;
    const turns: Turn[] = [];
    const count = int(2, 5);
    for (let t = 0; t < count; t++) {
      const turn: Turn = {};
      if (t > 0) turn.thinkMs = int(0, 3) * 250 + (rng() < 0.3 ? 500 : 0);
      // Every fourth session fans out on its second turn: sub-agents read files at once, joined before the next turn.
      if (t === 1 && s % 4 === 1) {
        const branches = int(2, 3);
        turn.branches = Array.from({ length: branches }, (_, b) => ({
          messages: [{ role: 'user', content: `Read part ${b + 1} of ${branches} of the module and summarise it in one sentence.` }],
          outputTokens: int(16, 40),
        }));
      } else if (coder) {
        turn.messages = [{ role: 'user', content: t === 0 ? pick(TASKS) : pick(FOLLOW_UPS) }];
        turn.outputTokens = int(24, 64);
        if (rng() < 0.5) turn.answer = ANSWERS[Math.min(t, ANSWERS.length - 1)]!;
      } else {
        turn.inputTokens = int(40, 160);
        turn.outputTokens = int(24, 64);
      }
      if (t + 1 < count && rng() < 0.7) {
        const calls = int(1, 2);
        turn.toolCalls = Array.from({ length: calls }, () => ({ name: pick(TOOLS), durationMs: int(80, 600) }));
      }
      turns.push(turn);
    }
    lines.push(JSON.stringify({ type: 'session', id: `s${String(s + 1).padStart(2, '0')}`, system: coder ? 'coder' : 'support', turns }));
  }
  return `${lines.join('\n')}\n`;
}
