/**
 * An expected answer: a scenario's `expect.answer`, or a dataset record's `answer` (a labelled item). A record may
 * write it short: a number is `{ number: { value } }`, a string `{ exact }`.
 */
import { isRecord } from '../../util/index.js';

/** Expected answers (any subset; each given kind is its own assertion). */
export interface AnswerExpectation {
  /** The trimmed answer equals this, exactly. */
  exact?: string;
  contains?: string;
  /** A JavaScript regular expression the answer must match; `regexFlags` e.g. `i`. */
  regex?: string;
  regexFlags?: string;
  /** The first number in the answer is within `tolerance` of `value`. */
  number?: { value: number; tolerance: number };
  /** The answer parses as JSON and matches this JSON Schema (2020-12). */
  jsonSchema?: Record<string, unknown>;
}

/** Why an expected answer's regular expression cannot be compiled (`not a valid regular expression: …`), or null. */
export function regexProblem(regex: string, flags: string | undefined): string | null {
  try {
    new RegExp(regex, flags ?? '');
    return null;
  } catch (error) {
    return `not a valid regular expression: ${(error as Error).message}`;
  }
}

const RECORD_KEYS = ['exact', 'contains', 'regex', 'regexFlags', 'number'] as const;

/** A record's `answer` field → the expectation, or what is wrong with it (for the record's line). */
export function recordAnswer(value: unknown): AnswerExpectation | string {
  if (typeof value === 'number') return Number.isFinite(value) ? { number: { value, tolerance: 0 } } : '"answer" must be a finite number';
  if (typeof value === 'string') return value.trim() === '' ? '"answer" must not be empty' : { exact: value };
  if (!isRecord(value)) return '"answer" must be a number, a string, or an object of exact, contains, regex, regexFlags, number';
  const unknown = Object.keys(value).filter((k) => !(RECORD_KEYS as readonly string[]).includes(k));
  if (unknown.length > 0) return `"answer" has ${unknown.map((k) => `"${k}"`).join(', ')}: it takes ${RECORD_KEYS.join(', ')}`;
  const answer: AnswerExpectation = {};
  for (const key of ['exact', 'contains', 'regex', 'regexFlags'] as const) {
    const v = value[key];
    if (v === undefined) continue;
    if (typeof v !== 'string') return `"answer.${key}" must be a string`;
    answer[key] = v;
  }
  const bad = answer.regex === undefined ? null : regexProblem(answer.regex, answer.regexFlags);
  if (bad !== null) return `"answer.regex" is ${bad}`;
  const n = value['number'];
  if (n !== undefined) {
    const parsed =
      typeof n === 'number' ? { value: n, tolerance: 0 } : isRecord(n) ? { value: n['value'], tolerance: n['tolerance'] ?? 0 } : null;
    if (parsed === null || typeof parsed.value !== 'number' || !Number.isFinite(parsed.value))
      return '"answer.number" must be a number or { "value": number, "tolerance"?: number }';
    if (typeof parsed.tolerance !== 'number' || !(parsed.tolerance >= 0)) return '"answer.number.tolerance" must be a number ≥ 0';
    answer.number = { value: parsed.value, tolerance: parsed.tolerance };
  }
  if (Object.keys(answer).filter((k) => k !== 'regexFlags').length === 0) return '"answer" names no answer to check';
  return answer;
}
