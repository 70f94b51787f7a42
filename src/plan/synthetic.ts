import { CORPUS, decodeTokens, encodeTokens } from '../config/index.js';

/**
 * Text of a given token length cut from the bundled corpus (src/config/sources/corpus.ts), starting at a chosen token and
 * wrapping around at its end. Decoding a cut and encoding it again can merge a token or two at the seams, so the
 * count actually sent is measured (`countTokens`) and recorded beside the target.
 */
let corpusTokens: number[] | null = null;

function corpus(): number[] {
  corpusTokens ??= encodeTokens(CORPUS.replace(/\s+/g, ' ').trim() + ' ');
  return corpusTokens;
}

/** `tokens` tokens of corpus text starting at token `start` (any integer: taken modulo the corpus length). */
export function corpusText(tokens: number, start: number): string {
  return decodeTokens(corpusIds(tokens, start));
}

export function corpusLength(): number {
  return corpus().length;
}

/** The token ids of `tokens` tokens of corpus from token `start` (wrapping), to be joined before decoding. */
export function corpusIds(tokens: number, start: number): number[] {
  const ids = corpus();
  const at = ((start % ids.length) + ids.length) % ids.length;
  const out: number[] = [];
  for (let k = 0; k < tokens; k++) out.push(ids[(at + k) % ids.length]!);
  return out;
}

export { decodeTokens };
