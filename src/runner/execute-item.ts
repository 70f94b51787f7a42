import type { ChatMessage, Workload } from '../config/index.js';
import { apiBody, apiHeaders, apiUrl, type PlannedItem, type PlannedSession } from '../plan/index.js';
import type { ProbeDeps, ProbeRequest, Sample, SamplePause } from '../probe/index.js';
import { systemClock, type Clock } from './clock.js';
import { roundToMicroseconds } from '../util/index.js';

export type ProbeFn = (req: ProbeRequest, deps?: ProbeDeps) => Promise<Sample>;

/** When an open-loop item was due (ms from the start of the measured phase) and how late it started. */
export interface ScheduleStamp {
  dueMs: number;
  lateMs: number;
}

export interface ItemContext {
  workload: Workload;
  apiKey: string | null;
  probe: ProbeFn;
  probeDeps: ProbeDeps;
  onSample: (sample: Sample) => void;
  /** The item's place in an open-loop schedule, recorded on its first request. */
  schedule?: ScheduleStamp;
  /** Where the pauses between an agent job's turns wait (default the system clock); aborted by `probeDeps.signal`. */
  clock?: Clock;
}

const DEFAULT_FOLLOW_UP: ChatMessage = { role: 'user', content: 'Continue with the next step.' };

/** Runs one plan item: a single request, or every turn of an agent loop (each turn resends the conversation). */
export async function executeItem(item: PlannedItem, ctx: ItemContext): Promise<Sample[]> {
  if (item.session) return executeSession(item, item.session, ctx);
  const { endpoint, scenario } = item;
  const headers = apiHeaders(endpoint, ctx.apiKey);
  const turns = scenario.agent?.turns ?? 1;
  const messages: unknown[] = [...item.messages];
  const samples: Sample[] = [];
  let pause: SamplePause | null = null;
  for (let turn = 0; turn < turns; turn++) {
    if (ctx.probeDeps.signal?.aborted && turn > 0) break;
    const request: ProbeRequest = {
      api: endpoint.api,
      url: apiUrl(endpoint),
      headers,
      body: apiBody(endpoint, scenario, messages, item),
      timeouts: ctx.workload.run.timeouts,
      captureHeaders: ctx.workload.run.captureHeaders,
      retries: ctx.workload.run.retries,
      meta: { item: item.index, turn, endpoint: endpoint.name, scenario: scenario.name, cache: item.cache },
      connection: endpoint.connection,
    };
    const sample = await ctx.probe(request, ctx.probeDeps);
    if (turn === 0) stampFirstTurn(sample, item, ctx.schedule);
    if (pause) sample.pause = pause;
    samples.push(sample);
    ctx.onSample(sample);
    if (sample.error) break;
    if (turn + 1 < turns) {
      appendTurn(messages, sample, scenario.agent?.followUps ?? [], turn);
      // A warm-up item primes the cache; it has no job to measure, so nothing is waited.
      pause = item.warmup ? null : await replayPause(toolTimeAfter(sample, scenario.agent), 0, ctx);
    }
  }
  return samples;
}

/**
 * The tool time after an answer (docs/agents.md): each tool call's tool `durationMs`, or `toolMs`, one after another;
 * `toolMs` once after an answer that called no tool.
 */
export function toolTimeAfter(sample: Pick<Sample, 'toolCalls'>, agent: Workload['scenarios'][number]['agent']): number {
  if (!agent) return 0;
  const each = agent.toolMs ?? 0;
  if (sample.toolCalls.length === 0) return each;
  return sample.toolCalls.reduce((sum, call) => sum + (agent.toolDurationsMs?.[call.name] ?? each), 0);
}

/** Waits out a pause on the clock (cut short by the run's signal); null when there is none to replay. */
export async function replayPause(
  toolMs: number,
  thinkMs: number,
  ctx: Pick<ItemContext, 'clock' | 'probeDeps'>,
): Promise<SamplePause | null> {
  if (toolMs <= 0 && thinkMs <= 0) return null;
  const clock = ctx.clock ?? systemClock;
  const start = clock.now();
  await clock.sleep(toolMs + thinkMs, ctx.probeDeps.signal);
  return { toolMs, thinkMs, waitedMs: roundToMicroseconds(clock.now() - start) };
}

/** The lengths the item aimed at and its schedule, beside what the server reported (only when there are any). */
function stampFirstTurn(sample: Sample, item: PlannedItem, schedule: ScheduleStamp | undefined): void {
  if (item.target) sample.target = { ...item.target };
  if (schedule) sample.schedule = { ...schedule };
}

/** What an agent appends after an answer: the assistant message, then tool results or the next user message. */
function appendTurn(messages: unknown[], sample: Sample, followUps: ChatMessage[], turn: number): void {
  if (sample.toolCalls.length > 0) {
    messages.push({
      role: 'assistant',
      content: sample.content || null,
      tool_calls: sample.toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    });
    for (const call of sample.toolCalls) {
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: `{"ok":true,"tool":${JSON.stringify(call.name)},"result":"(simulated tool output)"}`,
      });
    }
    return;
  }
  messages.push({ role: 'assistant', content: sample.content });
  messages.push(followUps.length > 0 ? followUps[turn % followUps.length]! : DEFAULT_FOLLOW_UP);
}

/**
 * Replays one session of a session trace as one agent job (docs/agents.md): its turns in order, each resending the
 * conversation so far with the turn's own messages; a fan-out's branches at once, each with its own messages, joined
 * before the turn's tool calls; the previous turn's tool time and this turn's think time waited before it. After each
 * turn the conversation grows by every request's messages and answer (the endpoint's, or the recorded one), in branch
 * order. A failed request ends the job there.
 */
export async function executeSession(item: PlannedItem, session: PlannedSession, ctx: ItemContext): Promise<Sample[]> {
  const { endpoint, scenario } = item;
  const headers = apiHeaders(endpoint, ctx.apiKey);
  const conversation: unknown[] = [...item.messages];
  const samples: Sample[] = [];
  let toolMs = 0;
  for (let turn = 0; turn < session.turns.length; turn++) {
    if (ctx.probeDeps.signal?.aborted && turn > 0) break;
    const planned = session.turns[turn]!;
    // A warm-up item primes the cache; it has no job to measure, so nothing is waited.
    const pause: SamplePause | null = turn === 0 || item.warmup ? null : await replayPause(toolMs, planned.thinkMs, ctx);
    if (ctx.probeDeps.signal?.aborted && turn > 0) break;
    const branches = planned.requests.length > 1;
    const answers = await Promise.all(
      planned.requests.map(async (request, branch) => {
        // Without a system prompt the item's prefix (cold nonce or warm prefix) goes in front of the first turn's text.
        const own = turn === 0 && item.messages.length === 0 ? withPrefix(request.messages, item.prefix) : request.messages;
        const probe: ProbeRequest = {
          api: endpoint.api,
          url: apiUrl(endpoint),
          headers,
          body: apiBody(endpoint, scenario, [...conversation, ...own], { ...item, maxTokens: request.maxTokens }),
          timeouts: ctx.workload.run.timeouts,
          captureHeaders: ctx.workload.run.captureHeaders,
          retries: ctx.workload.run.retries,
          meta: { item: item.index, turn, endpoint: endpoint.name, scenario: scenario.name, cache: item.cache },
          connection: endpoint.connection,
        };
        const sample = await ctx.probe(probe, ctx.probeDeps);
        if (branches) sample.branch = branch;
        if (turn === 0 && branch === 0) {
          stampFirstTurn(sample, item, ctx.schedule);
          sample.session = { id: session.id, line: session.line, turns: session.turns.length };
        }
        if (pause && branch === 0) sample.pause = pause;
        samples.push(sample);
        ctx.onSample(sample);
        return { own, sample, recorded: request.answer };
      }),
    );
    if (answers.some((a) => a.sample.error)) break;
    for (const { own, sample, recorded } of answers) conversation.push(...own, { role: 'assistant', content: recorded ?? sample.content });
    toolMs = planned.toolMs;
  }
  return samples;
}

function withPrefix(messages: readonly { role: string; content: string }[], prefix: string): { role: string; content: string }[] {
  return messages.map((m, i) => (i === 0 ? { ...m, content: prefix + m.content } : { ...m }));
}
