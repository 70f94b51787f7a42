/** The answer's tokens as the items (Responses) or content blocks (Anthropic Messages) that carry them. */
import type { TokenKind } from '../answer.js';
import type { TimedToken } from '../generate.js';

/** Reasoning, text, or one tool call (its name token, then the pieces of its arguments). */
export type SegmentKind = 'reasoning' | 'text' | 'tool';

export interface Segment {
  kind: SegmentKind;
  tokens: TimedToken[];
}

function kindOf(token: TimedToken): SegmentKind {
  switch (token.kind) {
    case 'reasoning':
      return 'reasoning';
    case 'content':
      return 'text';
    case 'toolName':
    case 'toolArgs':
      return 'tool';
  }
}

/** Consecutive tokens of one kind, in order (the engine sends reasoning, then a tool call or text). */
export function segmentsOf(tokens: readonly TimedToken[]): Segment[] {
  const out: Segment[] = [];
  for (const token of tokens) {
    const kind = kindOf(token);
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.tokens.push(token);
    else out.push({ kind, tokens: [token] });
  }
  return out;
}

/** The text a segment carries: its words, or a tool call's arguments (the name token excluded). */
export function segmentText(segment: Segment): string {
  return segment.tokens
    .filter((t) => t.kind !== 'toolName')
    .map((t) => t.text)
    .join('');
}

/** The tool name of a tool segment ('' when it has none). */
export function segmentToolName(segment: Segment): string {
  return segment.tokens.find((t) => t.kind === 'toolName')?.text ?? '';
}

/** Text of the tokens of one kind, joined. */
export function textOf(tokens: readonly TimedToken[], kind: TokenKind): string {
  return tokens
    .filter((t) => t.kind === kind)
    .map((t) => t.text)
    .join('');
}
