/**
 * The project's own labelled set, examples/data/arithmetic-200.jsonl: 200 arithmetic questions with one right
 * answer each (sums and differences of two numbers under 1,000, products of two under 100), written from a seed so
 * `npm run generate` rewrites it byte for byte. Made for this project, no licence but the project's: task accuracy
 * (docs/quality.md) measured on items whose right answer is certain.
 */
import { createRng } from '../src/stats/rng.js';

export const LABELLED_SET_PATH = 'examples/data/arithmetic-200.jsonl';
const ITEMS = 200;
const SEED = 20261203;

export function labelledSet(): string {
  const rng = createRng(SEED);
  const int = (low: number, high: number): number => low + Math.floor(rng() * (high - low + 1));
  const seen = new Set<string>();
  const lines: string[] = [];
  while (lines.length < ITEMS) {
    const op = (['+', '-', '*'] as const)[int(0, 2)]!;
    const [a, b] = op === '*' ? [int(2, 99), int(2, 99)] : [int(10, 999), int(10, 999)];
    const prompt = `What is ${a} ${op} ${b}? Reply with the number only.`;
    if (seen.has(prompt)) continue;
    seen.add(prompt);
    const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
    lines.push(JSON.stringify({ prompt, answer, max_tokens: 8 }));
  }
  return `${lines.join('\n')}\n`;
}
