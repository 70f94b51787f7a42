import type { ProfileSettings, ReasoningOffParam } from './profiles/profiles.js';
import { isRecord, type EngineRequest, type SimTool } from './request.js';

/** What is said, before any timing: one entry per token-bearing SSE event (one token each). */
export type TokenKind = 'reasoning' | 'content' | 'toolName' | 'toolArgs';
export interface AnswerToken {
  kind: TokenKind;
  /** Text carried: a word, a tool name (toolName) or a piece of the arguments JSON (toolArgs). */
  text: string;
}
export type FinishReason = 'stop' | 'length' | 'tool_calls';
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}
export interface Answer {
  tokens: AnswerToken[];
  finishReason: FinishReason;
  /** The stop sequence the answer was cut at (finish reason `stop`), or null. */
  stopSequence: string | null;
  /** The tool call as far as it was emitted, or null when the answer is text. */
  toolCall: ToolCall | null;
}

/** Default length of an answer when nothing in the request suggests one. */
export const DEFAULT_CONTENT_TOKENS = 96;
/** A last user message this short gets a short answer (a greeting, a yes/no question). */
export const SHORT_PROMPT_CHARS = 20;
/** Roughly how many tokens an English word takes. */
export const TOKENS_PER_WORD = 1.33;

const WORD_COUNT_PATTERN = /\b(\d{1,6})(?:\s*-\s*|\s+)words?\b/i;

/** `reasoning_effort` values that shrink reasoning; other values leave it at full length. */
const EFFORT_SCALE: Record<string, number> = { none: 0, minimal: 0.25, low: 0.5 };

function effortScale(value: unknown): number {
  return typeof value === 'string' && value in EFFORT_SCALE ? EFFORT_SCALE[value]! : 1;
}

/**
 * Share of `reasoningTokens` produced given the request's parameters: 0 when an honoured parameter
 * switches reasoning off, reduced for low effort, 1 otherwise. Parameters named in `ignored` have
 * no effect at all, which is how an endpoint that silently ignores them is modelled.
 */
export function reasoningScale(params: Record<string, unknown>, ignored: readonly ReasoningOffParam[]): number {
  const honoured = (name: ReasoningOffParam): unknown => (ignored.includes(name) ? undefined : params[name]);
  const thinking = honoured('thinking');
  const kwargs = honoured('chat_template_kwargs');
  const reasoning = honoured('reasoning');
  const scales = [
    effortScale(honoured('reasoning_effort')),
    isRecord(thinking) && thinking['type'] === 'disabled' ? 0 : 1,
    isRecord(kwargs) && kwargs['enable_thinking'] === false ? 0 : 1,
    honoured('enable_thinking') === false ? 0 : 1,
    isRecord(reasoning) ? (reasoning['enabled'] === false ? 0 : effortScale(reasoning['effort'])) : 1,
  ];
  return Math.min(...scales);
}

/**
 * Content tokens for a text answer: `outputTokens` when set; else round(N × 1.33) when the prompt
 * asks for "N words" / "N-word" (last user message first, then any message); else 8–16 for a last
 * user message of at most 20 characters; else 96.
 */
export function contentTokenTarget(request: EngineRequest, settings: ProfileSettings, rng: () => number): number {
  // Drawn unconditionally so the text stream does not shift with the branch taken.
  const shortCount = 8 + Math.floor(rng() * 9);
  const asked = askedLength(request);
  if (asked !== null) return asked;
  if (settings.outputTokens !== null) return settings.outputTokens;
  const lastUser = [...request.messages].reverse().find((m) => m.role === 'user');
  const words =
    WORD_COUNT_PATTERN.exec(lastUser?.content ?? '') ?? WORD_COUNT_PATTERN.exec(request.messages.map((m) => m.content).join('\n'));
  if (words) return Math.max(1, Math.round(Number(words[1]) * TOKENS_PER_WORD));
  if (lastUser && lastUser.content.trim().length <= SHORT_PROMPT_CHARS) return shortCount;
  return DEFAULT_CONTENT_TOKENS;
}

/**
 * vLLM's and SGLang's length fields, as those servers honour them: `ignore_eos: true` generates up to the limit,
 * `min_tokens` at least that many (the limit still caps). Null when the request has neither.
 */
function askedLength(request: EngineRequest): number | null {
  const { ignore_eos: ignoreEos, min_tokens: minTokens } = request.params;
  if (ignoreEos === true && request.maxTokens !== null) return request.maxTokens;
  return Number.isInteger(minTokens) && (minTokens as number) >= 1 ? (minTokens as number) : null;
}

const ARITHMETIC_PATTERN = /what is\s+(-?\d{1,9})\s*([+*-])\s*(-?\d{1,9})\s*\?/i;
const COUNT_PATTERN = /count from\s+(\d{1,4})\s+to\s+(\d{1,4})/i;
const MAX_COUNT_TOKENS = 1000;

/**
 * Content tokens of a question with one right answer, or null: "What is A+B?" (also -, *) is answered with the
 * number (wrong in `wrongAnswerRate` of the answers), "Count from A to B" with the numbers. Answer-quality checks
 * and conformance probes need text whose right form is known.
 */
export function scriptedAnswer(text: string, settings: ProfileSettings, rng: () => number): string[] | null {
  const question = ARITHMETIC_PATTERN.exec(text);
  if (question) {
    const a = Number(question[1]);
    const b = Number(question[3]);
    const right = question[2] === '+' ? a + b : question[2] === '-' ? a - b : a * b;
    const wrong = rng() < settings.wrongAnswerRate;
    return [` ${wrong ? right + 1 + Math.floor(rng() * 9) : right}`];
  }
  const count = COUNT_PATTERN.exec(text);
  if (count) {
    const from = Number(count[1]);
    const to = Math.min(Number(count[2]), from + MAX_COUNT_TOKENS - 1);
    const numbers: string[] = [];
    for (let n = from; n <= to; n++) numbers.push(` ${n}`);
    return numbers.length > 0 ? numbers : null;
  }
  return null;
}

/**
 * Cuts content at the first stop sequence, as a server does: the sequence and everything after it are not sent.
 * Returns the tokens kept and the sequence found (the earliest in the text; the first listed of those starting at the
 * same place), or null when no sequence occurs.
 */
export function cutAtStop(tokens: readonly AnswerToken[], stop: readonly string[]): { tokens: AnswerToken[]; sequence: string } | null {
  if (stop.length === 0) return null;
  let text = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== 'content') continue;
    const before = text.length;
    text += token.text;
    let at = -1;
    let sequence = '';
    for (const s of stop) {
      const found = text.indexOf(s);
      if (found >= 0 && (at < 0 || found < at)) {
        at = found;
        sequence = s;
      }
    }
    if (at < 0) continue;
    const keep = at - before;
    const kept = tokens.slice(0, i);
    if (keep > 0) kept.push({ kind: 'content', text: token.text.slice(0, keep) });
    return { tokens: kept, sequence };
  }
  return null;
}

/** Words the simulator writes, one per token (with a leading space). Plain ASCII so that
 * characters, bytes and token counts stay easy to reason about in tests. */
export const VOCABULARY: readonly string[] = Object.freeze(
  (
    'the of and to in is that for it as was with be by on not he this are or his from at which but have an ' +
    'they you were her she there been one all we their has would when if so no will more what up out can ' +
    'only other new some could time these two may first then do any like my now over such our man me even ' +
    'most made after also did many before must through back years where much your way well down should ' +
    'because each just those people how too little state good very make world still own see men work long ' +
    'get here between both life being under never day same another know while last might us great old year ' +
    'off come since against go came right used take three stream token latency buffer cache model request ' +
    'response server client proxy gateway header event chunk delay signal measure budget window sample ' +
    'median tail percentile rate queue batch prefill decode reason answer simple clear steady quick slow ' +
    'river mountain garden window morning evening light water stone paper letter music story question ' +
    'number system process value result method design pattern detail balance moment careful gentle bright'
  ).split(' '),
);

function word(rng: () => number): string {
  return VOCABULARY[Math.floor(rng() * VOCABULARY.length)]!;
}

function argumentValue(schema: unknown, rng: () => number): unknown {
  if (!isRecord(schema)) return word(rng);
  const choices = schema['enum'];
  if (Array.isArray(choices) && choices.length > 0) return choices[Math.floor(rng() * choices.length)];
  switch (schema['type']) {
    case 'integer':
      return 1 + Math.floor(rng() * 100);
    case 'number':
      return Math.round(rng() * 1000) / 10;
    case 'boolean':
      return rng() < 0.5;
    case 'array':
      return [word(rng)];
    case 'object':
      return {};
    default:
      return `${word(rng)} ${word(rng)}`;
  }
}

/** Plausible arguments for a tool: one value per declared property, typed after its schema. */
export function toolArguments(tool: SimTool, rng: () => number): string {
  const properties = isRecord(tool.parameters) ? tool.parameters['properties'] : undefined;
  const args: Record<string, unknown> = {};
  if (isRecord(properties)) {
    for (const [name, schema] of Object.entries(properties)) args[name] = argumentValue(schema, rng);
  }
  return JSON.stringify(args);
}

/** Splits text into pieces of 3–8 characters, the way arguments arrive from real endpoints. */
function pieces(text: string, rng: () => number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length;) {
    const size = 3 + Math.floor(rng() * 6);
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function toolCallId(rng: () => number): string {
  let id = 'call_';
  for (let i = 0; i < 24; i++) id += ID_ALPHABET[Math.floor(rng() * ID_ALPHABET.length)];
  return id;
}

/**
 * Decides what the answer says: reasoning tokens, then either one tool call (the request has tools
 * and the last message is from the user) or content words. The `max_tokens` cap applies to
 * reasoning and answer together, as it does for OpenAI reasoning models.
 */
export function composeAnswer(request: EngineRequest, settings: ProfileSettings, rng: () => number): Answer {
  const tokens: AnswerToken[] = [];
  const scale = request.reasoningParams === null ? 0 : reasoningScale(request.reasoningParams, settings.ignoresReasoningOff);
  const reasoningCount = Math.round(settings.reasoningTokens * scale);
  for (let i = 0; i < reasoningCount; i++) tokens.push({ kind: 'reasoning', text: ` ${word(rng)}` });

  const lastRole = request.messages[request.messages.length - 1]?.role;
  const tool = lastRole === 'user' ? request.tools[0] : undefined;
  let call: ToolCall | null = null;
  if (tool) {
    const args = toolArguments(tool, rng);
    call = { id: toolCallId(rng), name: tool.name, arguments: args };
    tokens.push({ kind: 'toolName', text: tool.name });
    for (const piece of pieces(args, rng)) tokens.push({ kind: 'toolArgs', text: piece });
  } else {
    const lastUser = [...request.messages].reverse().find((m) => m.role === 'user');
    // An explicit `outputTokens` wins: timing tests set it and must get exactly that many tokens.
    const scripted = lastUser && settings.outputTokens === null ? scriptedAnswer(lastUser.content, settings, rng) : null;
    if (scripted) {
      for (const text of scripted) tokens.push({ kind: 'content', text });
    } else {
      const count = contentTokenTarget(request, settings, rng);
      for (let i = 0; i < count; i++) tokens.push({ kind: 'content', text: ` ${word(rng)}` });
    }
  }

  const natural: FinishReason = call ? 'tool_calls' : 'stop';
  const stopped = settings.ignoresStop ? null : cutAtStop(tokens, request.stop);
  if (stopped) tokens.splice(0, tokens.length, ...stopped.tokens);
  const cap = settings.ignoresMaxTokens ? request.limits.maxCompletionTokens : request.maxTokens;
  if (cap === null || tokens.length <= cap)
    return { tokens, finishReason: natural, stopSequence: stopped?.sequence ?? null, toolCall: call };
  const kept = tokens.slice(0, cap);
  const named = kept.some((t) => t.kind === 'toolName');
  return {
    tokens: kept,
    finishReason: 'length',
    stopSequence: null,
    toolCall:
      call && named
        ? {
            ...call,
            arguments: kept
              .filter((t) => t.kind === 'toolArgs')
              .map((t) => t.text)
              .join(''),
          }
        : null,
  };
}
