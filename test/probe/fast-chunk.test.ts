import { describe, expect, it } from 'vitest';
import { emptyChunkFields, learnedPrefix, scanChunk, scanChunkAfter, type ChunkFields } from '../../src/probe/json/fast-chunk.js';
import { isRecord } from '../../src/util/index.js';
import { SampleColumns } from '../../src/probe/columns.js';
import { newSample } from '../../src/probe/new-sample.js';
import type { Sample } from '../../src/probe/sample.js';
import type { EventOutcome } from '../../src/probe/grammars/types.js';
import { ChatEventHandler } from '../../src/probe/grammars/chat-completions.js';

/*
 * The fast path must give the handler exactly what JSON.parse gives it, or decline. Chunks are generated
 * from a seeded generator (so a failure reproduces) with the shapes real servers send and the ones that
 * break naive scanners: escapes, unicode, surrogate pairs (paired and lone), odd key orders, extra and
 * repeated fields, escaped keys, tool calls, reasoning fields, nulls, whitespace, and invalid JSON.
 */

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An object as an ordered list of members, so keys can repeat and be written escaped. */
interface Obj {
  members: [string, Value][];
}
type Value = null | boolean | number | string | Value[] | Obj;

function isObj(value: Value | undefined): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function memberOf(value: Value | undefined, key: string): Value | undefined {
  return isObj(value) ? value.members.find(([k]) => k === key)?.[1] : undefined;
}

class Gen {
  constructor(readonly rand: () => number) {}
  int(n: number): number {
    return Math.floor(this.rand() * n);
  }
  chance(p: number): boolean {
    return this.rand() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  text(): string {
    const pieces = [
      'a',
      'Hello',
      ' world',
      ' ',
      '',
      'é',
      'ß',
      '中文',
      '🌍',
      '👍🏽',
      '"',
      '\\',
      '/',
      '\n',
      '\t',
      '\r',
      '\b',
      '\f',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u2028',
      '\ud83d',
      '\ude00',
      'x'.repeat(40),
      '{"a":1}',
      'null',
      ',',
      ':',
    ];
    let s = '';
    const n = this.int(5);
    for (let i = 0; i < n; i++) s += this.pick(pieces);
    return s;
  }

  number(): number {
    return this.pick([0, 1, -1, 42, 3.14, -0.5, 1e21, 1.5e-7, 1732900000, 7512345678901]);
  }

  scalar(): Value {
    switch (this.int(5)) {
      case 0:
        return null;
      case 1:
        return this.chance(0.5);
      case 2:
        return this.number();
      default:
        return this.text();
    }
  }

  value(depth: number): Value {
    if (depth > 2 || this.chance(0.6)) return this.scalar();
    if (this.chance(0.5)) return Array.from({ length: this.int(3) }, () => this.value(depth + 1));
    return {
      members: Array.from(
        { length: this.int(3) },
        () => [this.pick(['k', 'content', 'choices', 'delta', 'x y', '']), this.value(depth + 1)] as [string, Value],
      ),
    };
  }

  /** A text field's value: mostly a string, sometimes null or absent, rarely another type. */
  textField(): Value | undefined {
    const r = this.rand();
    if (r < 0.55) return this.text();
    if (r < 0.7) return null;
    if (r < 0.93) return undefined;
    return this.scalar();
  }

  delta(): Value {
    const members: [string, Value][] = [];
    const add = (key: string, value: Value | undefined): void => {
      if (value !== undefined) members.push([key, value]);
    };
    if (this.chance(0.3)) add('role', 'assistant');
    add('content', this.textField());
    if (this.chance(0.3)) add('reasoning_content', this.textField());
    if (this.chance(0.2)) add('reasoning', this.textField());
    if (this.chance(0.1)) add('refusal', null);
    if (this.chance(0.12)) {
      add(
        'tool_calls',
        this.pick<Value>([
          null,
          [],
          [
            {
              members: [
                ['index', 0],
                ['id', 'call_1'],
                ['type', 'function'],
                [
                  'function',
                  {
                    members: [
                      ['name', 'get'],
                      ['arguments', '{"a":'],
                    ],
                  },
                ],
              ],
            },
          ],
        ]),
      );
    }
    if (this.chance(0.1)) add('extra', this.value(1));
    this.shuffle(members);
    this.maybeRepeat(members);
    return { members };
  }

  choice(): Value {
    const members: [string, Value][] = [['index', 0]];
    const r = this.rand();
    if (r < 0.85) members.push(['delta', this.delta()]);
    else if (r < 0.9) members.push(['delta', null]);
    else if (r < 0.93) members.push(['delta', this.scalar()]);
    if (this.chance(0.6)) members.push(['finish_reason', this.pick<Value>([null, null, null, 'stop', 'length', '', 'tool_calls', 3])]);
    if (this.chance(0.3)) members.push(['logprobs', null]);
    if (this.chance(0.05)) members.push(['message', { members: [['content', 'ignored']] }]);
    this.shuffle(members);
    this.maybeRepeat(members);
    return { members };
  }

  chunk(): Obj {
    const members: [string, Value][] = [
      ['id', 'chatcmpl-' + this.int(1000)],
      ['object', 'chat.completion.chunk'],
      ['created', 1732900000 + this.int(3)],
      ['model', this.pick(['gpt-x', 'load', 'mødel'])],
    ];
    const r = this.rand();
    if (r < 0.8) members.push(['choices', [this.choice(), ...(this.chance(0.1) ? [this.choice()] : [])]]);
    else if (r < 0.85) members.push(['choices', []]);
    else if (r < 0.88) members.push(['choices', null]);
    else if (r < 0.9) members.push(['choices', [this.scalar()]]);
    if (this.chance(0.3)) members.push(['usage', null]);
    if (this.chance(0.05))
      members.push([
        'usage',
        {
          members: [
            ['prompt_tokens', 3],
            ['completion_tokens', 5],
          ],
        },
      ]);
    if (this.chance(0.03)) members.push(['error', this.pick<Value>([null, { members: [['message', 'boom']] }, 'bad'])]);
    if (this.chance(0.2)) members.push(['obfuscation', this.text()]);
    if (this.chance(0.1)) members.push(['system_fingerprint', null]);
    if (this.chance(0.5)) this.shuffle(members);
    this.maybeRepeat(members);
    return { members };
  }

  /** The shapes real servers stream (OpenAI, vLLM, llama.cpp…): key order and extras vary, nothing exotic. */
  realChunk(): Obj {
    const delta: [string, Value][] = [['content', this.text()]];
    if (this.chance(0.3)) delta.push(['role', 'assistant']);
    if (this.chance(0.3)) delta.push([this.pick(['reasoning_content', 'reasoning']), this.chance(0.5) ? null : this.text()]);
    if (this.chance(0.2)) delta.push(['tool_calls', this.pick<Value>([null, []])]);
    if (this.chance(0.5)) this.shuffle(delta);
    const choice: [string, Value][] = [
      ['index', 0],
      ['delta', { members: delta }],
      ['finish_reason', null],
    ];
    if (this.chance(0.5)) choice.push(['logprobs', null]);
    if (this.chance(0.5)) this.shuffle(choice);
    const members: [string, Value][] = [
      ['id', 'chatcmpl-' + this.int(1000)],
      ['object', 'chat.completion.chunk'],
      ['created', 1732900000],
      ['model', this.pick(['gpt-x', 'load', 'mødel', 'q/🌍'])],
      ['choices', [{ members: choice }]],
    ];
    if (this.chance(0.3)) members.push(['system_fingerprint', this.pick<Value>([null, 'fp_1'])]);
    if (this.chance(0.3)) members.push(['usage', null]);
    if (this.chance(0.3)) members.push(['obfuscation', this.text()]);
    if (this.chance(0.3)) members.push(['sim_t_ns', this.number()]);
    if (this.chance(0.5)) this.shuffle(members);
    return { members };
  }

  shuffle<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
  }

  /** Sometimes a field twice (JSON.parse keeps the last). */
  maybeRepeat(members: [string, Value][]): void {
    if (members.length > 0 && this.chance(0.04)) {
      const [key] = members[this.int(members.length)]!;
      members.push([key, this.scalar()]);
    }
  }
}

/** JSON text with random whitespace, optional \u escapes of plain characters and, rarely, an escaped key. */
class Writer {
  constructor(
    readonly gen: Gen,
    readonly spacing: number,
    readonly escapeRate: number,
    /** Escaped keys make the fast path decline, so only some writers use them. */
    readonly keyEscapeRate = gen.pick([0, 0, 0, 0.05]),
  ) {}

  ws(): string {
    if (!this.gen.chance(this.spacing)) return '';
    return this.gen.pick([' ', '  ', '\t', '\n', '\r\n', ' \n ']);
  }

  string(text: string, isKey: boolean): string {
    let out = '"';
    for (const ch of text.split('')) {
      const code = ch.charCodeAt(0);
      if (ch === '"' || ch === '\\') out += '\\' + ch;
      else if (code < 0x20)
        out += this.gen.chance(0.5)
          ? '\\u' + code.toString(16).padStart(4, '0')
          : (({ '\n': '\\n', '\t': '\\t', '\r': '\\r', '\b': '\\b', '\f': '\\f' } as Record<string, string>)[ch] ??
            '\\u' + code.toString(16).padStart(4, '0'));
      else if (ch === '/' && this.gen.chance(0.5)) out += '\\/';
      else if (
        this.gen.chance(isKey ? this.keyEscapeRate : this.escapeRate) ||
        (code >= 0xd800 && code <= 0xdfff && this.gen.chance(0.5))
      ) {
        const hex = code.toString(16).padStart(4, '0');
        out += '\\u' + (this.gen.chance(0.5) ? hex : hex.toUpperCase());
      } else out += ch;
    }
    return out + '"';
  }

  value(v: Value): string {
    if (v === null) return 'null';
    if (typeof v === 'boolean' || typeof v === 'number') return JSON.stringify(v);
    if (typeof v === 'string') return this.string(v, false);
    if (Array.isArray(v)) return `[${this.ws()}${v.map((x) => this.value(x) + this.ws()).join(`,${this.ws()}`)}]`;
    const parts = v.members.map(([k, x]) => `${this.string(k, true)}${this.ws()}:${this.ws()}${this.value(x)}${this.ws()}`);
    return `{${this.ws()}${parts.join(`,${this.ws()}`)}}`;
  }
}

/** Ways to make a chunk invalid (or valid in a way scanners often get wrong). */
function mutate(gen: Gen, text: string): string {
  const at = gen.int(text.length + 1);
  switch (gen.int(12)) {
    case 0:
      return text.slice(0, at);
    case 1:
      return text.replace(/}$/, ',}');
    case 2:
      return text.slice(0, at) + '\u0001' + text.slice(at);
    case 3:
      return text.replace('\\', '\\x');
    case 4:
      return text.replace(/":0/, '":01');
    case 5:
      return text + gen.pick([' x', '}', ' ', '\n', '\t']);
    case 6:
      return text.replace('":', '"');
    case 7:
      return text.replace(/"/g, "'");
    case 8:
      return '\ufeff' + text;
    case 9:
      return text.replace(/\d+/, gen.pick(['-', '1.', '.5', '1e', '-01', '1E+2', '-0.0e-0']));
    case 10:
      return text.replace('null', gen.pick(['nul', 'NULL', 'null ']));
    default:
      return text.replace(/\\u[0-9a-fA-F]{4}/, '\\u12');
  }
}

/** What the handler reads, taken from JSON.parse (the reference), when the fast path may accept the text. */
function referenceFields(text: string): ChunkFields | 'invalid' | 'not-simple' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (!isRecord(parsed) || parsed.error != null || isRecord(parsed.usage)) return 'not-simple';
  const fields = emptyChunkFields();
  const choices = parsed.choices;
  if (!Array.isArray(choices) || choices.length === 0 || !isRecord(choices[0])) return fields;
  const choice = choices[0];
  fields.finishReason = typeof choice.finish_reason === 'string' ? choice.finish_reason : null;
  const delta = choice.delta;
  if (!isRecord(delta)) return fields;
  if (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0) return 'not-simple';
  const asText = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  fields.content = asText(delta.content);
  fields.reasoningContent = asText(delta.reasoning_content);
  fields.reasoning = asText(delta.reasoning);
  return fields;
}

interface Stream {
  events: string[];
}

/** A stream: most events share one template (as a server's chunks do), some differ, a few are broken. */
function generateStream(gen: Gen): Stream {
  const spacing = gen.pick([0, 0, 0.05, 0.3]);
  const escapeRate = gen.pick([0, 0, 0.02, 0.2]);
  // A server writes its chunks the same way every time: the same whitespace and escapes up to the content.
  const writerSeed = gen.int(2 ** 31);
  const template = gen.chance(0.7) ? gen.realChunk() : gen.chunk();
  const events: string[] = [];
  const n = 5 + gen.int(20);
  for (let i = 0; i < n; i++) {
    let text: string;
    if (gen.chance(0.75)) {
      // Same members, new text values: the prefix up to `content` usually repeats.
      const chunk = JSON.parse(JSON.stringify(template)) as Obj;
      const choices = memberOf(chunk, 'choices');
      const delta = memberOf(Array.isArray(choices) ? choices[0] : undefined, 'delta');
      if (isObj(delta)) {
        // Most chunks carry content; a template without it gets one, as its later chunks would.
        if (!delta.members.some(([k]) => k === 'content')) delta.members.push(['content', '']);
        const reasoningToo = gen.chance(0.3);
        for (const member of delta.members) {
          if (member[0] === 'content') member[1] = gen.chance(0.85) ? gen.text() : null;
          else if (reasoningToo && member[0].startsWith('reasoning')) member[1] = gen.textField() ?? null;
        }
      }
      const same = new Gen(prng(writerSeed));
      text = new Writer(same, spacing, escapeRate, same.pick([0, 0, 0, 0, 0.05])).value(chunk);
    } else {
      text = new Writer(gen, spacing, escapeRate).value(gen.chunk());
    }
    if (gen.chance(0.08)) text = mutate(gen, text);
    events.push(text);
  }
  return { events };
}

/** How many events of a stream the handler's fast path would scan from a learned prefix. */
function resumedEvents(events: string[]): number {
  const out = emptyChunkFields();
  let prefix: ReturnType<typeof learnedPrefix> = null;
  let count = 0;
  for (const text of events) {
    if (prefix !== null && text.startsWith(prefix.text)) {
      if (scanChunkAfter(text, out, prefix)) count++;
    } else if (scanChunk(text, out)) {
      prefix = learnedPrefix(text) ?? prefix;
    }
  }
  return count;
}

const META = { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' as const };

function runHandler(events: string[], fast: boolean): { sample: Sample; outcomes: EventOutcome[] } {
  const sample = newSample(META, 0, '', 0);
  const columns = new SampleColumns();
  const handler = new ChatEventHandler({ sample, columns, redact: (t) => t }, fast);
  const outcomes: EventOutcome[] = [];
  events.forEach((data, i) => {
    columns.addRead(i, data.length);
    if (sample.error === null) outcomes.push(handler.onSseEvent(data, undefined, i * 1.5, i));
  });
  handler.finalize();
  columns.writeTo(sample);
  return { sample, outcomes };
}

describe('fast chunk path (seeded differential test against JSON.parse)', () => {
  it('gives the same fields as JSON.parse for every text it accepts, and accepts no invalid JSON', () => {
    const gen = new Gen(prng(0x5eed));
    const writerFor = (): Writer => new Writer(gen, gen.pick([0, 0.1, 0.4]), gen.pick([0, 0.05, 0.3]));
    const out = emptyChunkFields();
    const counts = { accepted: 0, declinedValid: 0, invalid: 0, resumed: 0 };
    for (let i = 0; i < 6000; i++) {
      let text = writerFor().value(gen.chunk());
      if (gen.chance(0.25)) text = mutate(gen, text);
      const ref = referenceFields(text);
      const accepted = scanChunk(text, out);
      if (ref === 'invalid') counts.invalid++;
      if (!accepted) {
        if (ref !== 'invalid') counts.declinedValid++;
        continue;
      }
      counts.accepted++;
      expect(ref, text).not.toBe('invalid');
      expect(ref, text).not.toBe('not-simple');
      expect({ ...out }, text).toEqual(ref);
      // The same text through its own learned prefix gives the same fields.
      const prefix = learnedPrefix(text);
      if (prefix !== null) {
        counts.resumed++;
        const again = emptyChunkFields();
        expect(text.startsWith(prefix.text)).toBe(true);
        expect(scanChunkAfter(text, again, prefix), text).toBe(true);
        expect(again, text).toEqual(ref);
      }
    }
    // The comparison means something only if both branches were taken often.
    expect(counts.accepted).toBeGreaterThan(1500);
    expect(counts.invalid).toBeGreaterThan(500);
    expect(counts.resumed).toBeGreaterThan(500);
  });

  it('leaves every Sample field as the JSON.parse path does, over thousands of generated streams', () => {
    const gen = new Gen(prng(20_240_611));
    let events = 0;
    let resumed = 0;
    for (let s = 0; s < 1500; s++) {
      const { events: stream } = generateStream(gen);
      events += stream.length;
      resumed += resumedEvents(stream);
      const fast = runHandler(stream, true);
      const reference = runHandler(stream, false);
      expect(fast.outcomes, stream.join('\n')).toEqual(reference.outcomes);
      expect(fast.sample, stream.join('\n')).toEqual(reference.sample);
    }
    expect(events).toBeGreaterThan(15_000);
    // Most events of a stream repeat its prefix, so most comparisons above went through the resumed scan.
    expect(resumed).toBeGreaterThan(events / 5);
  });

  it('decodes escapes, surrogate pairs and lone surrogates as JSON.parse does', () => {
    const out = emptyChunkFields();
    const text = String.raw`{"choices":[{"delta":{"content":"a\"b\\c\/d\n\t\r\b\f\u00e9\uD83C\uDF0D\ud800x\u0041"},"finish_reason":"st\u006fp"}]}`;
    expect(scanChunk(text, out)).toBe(true);
    expect(out.content).toBe('a"b\\c/d\n\t\r\b\f\u00e9\uD83C\uDF0D\ud800xA');
    expect(out.finishReason).toBe('stop');
  });

  it('declines what it cannot reproduce exactly: escaped keys, repeated fields, tool calls, usage, errors', () => {
    const out = emptyChunkFields();
    for (const text of [
      String.raw`{"choices":[{"delta":{"c\u006fntent":"x"}}]}`,
      '{"choices":[{"delta":{"content":"x","content":"y"}}]}',
      '{"choices":[{"delta":{"tool_calls":[{"index":0}]}}]}',
      '{"choices":[],"usage":{"prompt_tokens":1}}',
      '{"error":{"message":"boom"}}',
      '{"choices":[{"delta":{"content":"x"}}]} x',
      '{"choices":[{"delta":{"content":"a\tb"}}]}',
      '[1]',
    ]) {
      expect(scanChunk(text, out), text).toBe(false);
    }
  });
});
