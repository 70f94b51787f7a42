import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';

/**
 * The tokenizer every token count of a workload is made with: OpenAI's `cl100k_base` BPE, from js-tiktoken's bundled
 * ranks (no download: it works offline). Another model's tokenizer counts somewhat differently, which is why the
 * server's own prompt tokens are recorded beside every target. Built on first use (it takes most of a second), so a
 * workload without datasets or synthetic lengths never pays for it.
 */
export const TOKENIZER_NAME = 'cl100k_base';

let encoder: Tiktoken | null = null;

function tokenizer(): Tiktoken {
  encoder ??= new Tiktoken(cl100kBase);
  return encoder;
}

export function encodeTokens(text: string): number[] {
  return tokenizer().encode(text, [], []);
}

export function decodeTokens(tokens: readonly number[]): string {
  return tokenizer().decode([...tokens]);
}

export function countTokens(text: string): number {
  return encodeTokens(text).length;
}
