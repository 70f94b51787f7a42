import { recordAnswer } from './answer.js';
import { ConfigError } from '../errors.js';
import { parseSource } from '../read/parse-source.js';
import type { DatasetFormat, DatasetRecord } from './sources.js';
import { countTokens } from './tokenizer.js';
import type { ChatMessage } from '../types.js';
import { isRecord } from '../../util/index.js';

/** A bad record: its 1-based line (or, without one, its position) and what is wrong. */
export interface RecordIssue {
  line: number | null;
  message: string;
}

export interface ParsedDataset {
  records: DatasetRecord[];
  issues: RecordIssue[];
}

const ROLES = new Set(['system', 'user', 'assistant', 'tool']);
/** ShareGPT's speaker names (and the OpenAI ones some copies use) → chat roles. */
const SHAREGPT_ROLES: Record<string, ChatMessage['role']> = {
  system: 'system',
  human: 'user',
  user: 'user',
  gpt: 'assistant',
  assistant: 'assistant',
  chatgpt: 'assistant',
  bard: 'assistant',
  bing: 'assistant',
};
/** Past this many bad records the rest are summarised: one mistake usually repeats on every line. */
const MAX_ISSUES = 20;

/** The file's format when the workload does not name it: `.jsonl` holds messages, `.json` ShareGPT, anything else prompts. */
export function datasetFormatFromName(file: string): DatasetFormat {
  if (/\.jsonl$/i.test(file)) return 'messages';
  if (/\.json$/i.test(file)) return 'sharegpt';
  return 'prompts';
}

/** Parses a dataset's text into records (prompt and reference-answer tokens counted), or says which records are bad. */
export function parseDataset(text: string, format: DatasetFormat, file: string): ParsedDataset {
  const issues: RecordIssue[] = [];
  const records: DatasetRecord[] = [];
  const add = (line: number, value: unknown): void => {
    const parsed = format === 'sharegpt' ? shareGptRecord(value) : format === 'messages' ? messagesRecord(value) : promptRecord(value);
    if (typeof parsed === 'string') issues.push({ line, message: parsed });
    else records.push({ ...parsed, line });
  };
  if (format === 'sharegpt') {
    let data: unknown;
    let lineOf: (path: (string | number)[]) => number | null;
    try {
      ({ data, lineOf } = parseSource(text, 'json', file));
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return { records, issues: error.issues.map((issue) => ({ line: issue.line, message: issue.message })) };
    }
    if (!Array.isArray(data))
      return { records, issues: [{ line: 1, message: 'a ShareGPT file is a JSON array of { "conversations": [...] }' }] };
    data.forEach((value: unknown, index) => add(lineOf([index]) ?? index + 1, value));
  } else {
    const jsonLines = format === 'messages' || /\.jsonl$/i.test(file);
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (line === '') return;
      if (!jsonLines) {
        add(index + 1, { prompt: line });
        return;
      }
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        issues.push({ line: index + 1, message: `not valid JSON: ${(error as Error).message}` });
        return;
      }
      add(index + 1, value);
    });
  }
  if (records.length === 0 && issues.length === 0) issues.push({ line: null, message: 'holds no records' });
  return { records, issues: summarise(issues) };
}

function summarise(issues: RecordIssue[]): RecordIssue[] {
  if (issues.length <= MAX_ISSUES) return issues;
  return [...issues.slice(0, MAX_ISSUES), { line: null, message: `and ${issues.length - MAX_ISSUES} more bad records` }];
}

type Parsed = Omit<DatasetRecord, 'line'> | string;

function messagesRecord(value: unknown): Parsed {
  if (!isRecord(value) || !Array.isArray(value.messages)) return 'expected an object with a "messages" array';
  const messages: ChatMessage[] = [];
  for (const [index, message] of value.messages.entries()) {
    if (!isRecord(message) || typeof message.role !== 'string' || !ROLES.has(message.role))
      return `messages[${index}] needs a "role" of system, user, assistant or tool`;
    if (typeof message.content !== 'string') return `messages[${index}].content must be a string`;
    messages.push({ role: message.role as ChatMessage['role'], content: message.content });
  }
  return conversation(messages, value, 'messages');
}

function shareGptRecord(value: unknown): Parsed {
  if (!isRecord(value) || !Array.isArray(value.conversations)) return 'expected an object with a "conversations" array';
  const messages: ChatMessage[] = [];
  for (const [index, turn] of value.conversations.entries()) {
    const from = isRecord(turn) && typeof turn.from === 'string' ? SHAREGPT_ROLES[turn.from.toLowerCase()] : undefined;
    if (from === undefined) return `conversations[${index}] needs a "from" of human, gpt or system`;
    if (typeof (turn as Record<string, unknown>).value !== 'string') return `conversations[${index}].value must be a string`;
    messages.push({ role: from, content: (turn as Record<string, unknown>).value as string });
  }
  // The first exchange, as serving benchmarks take it: the prompt up to the first human turn, the answer after it.
  const firstUser = messages.findIndex((m) => m.role === 'user');
  return conversation(firstUser < 0 ? messages : messages.slice(0, firstUser + 2), value, 'conversations');
}

function promptRecord(value: unknown): Parsed {
  if (!isRecord(value) || typeof value.prompt !== 'string' || value.prompt.trim() === '')
    return 'expected an object with a non-empty "prompt" string';
  return conversation([{ role: 'user', content: value.prompt }], value, 'prompt');
}

/**
 * The prompt (up to the last user message), the output length (`max_tokens` if given, else the reference answer's
 * tokens) and the record's expected `answer`, if it carries one (src/config/sources/answer.ts).
 */
function conversation(messages: ChatMessage[], record: Record<string, unknown>, field: string): Parsed {
  const maxTokens = record['max_tokens'];
  let lastUser = -1;
  messages.forEach((m, i) => {
    if (m.role === 'user') lastUser = i;
  });
  if (lastUser < 0) return `"${field}" has no user turn to send`;
  if (maxTokens !== undefined && !(Number.isInteger(maxTokens) && (maxTokens as number) >= 1))
    return '"max_tokens" must be a whole number of at least 1';
  const prompt = messages.slice(0, lastUser + 1);
  const answer = messages.slice(lastUser + 1).find((m) => m.role === 'assistant');
  const outputTokens = maxTokens !== undefined ? (maxTokens as number) : answer ? Math.max(1, countTokens(answer.content)) : null;
  const expected = record['answer'] === undefined ? null : recordAnswer(record['answer']);
  if (typeof expected === 'string') return expected;
  return { messages: prompt, promptTokens: countTokens(prompt.map((m) => m.content).join('\n')), outputTokens, answer: expected };
}
