import { describe, expect, it } from 'vitest';
import { terminalLegend } from '../../src/report/terminal/legend.js';

describe('the terminal legend', () => {
  it('spells out only the terms the output used, in reading order', () => {
    expect(terminalLegend('endpoint  cell  TTFT p50  IDR p50\nFAIL gw: still open after 1 of 3 looks; honoured · 0 rt')).toBe(
      'terms: cell = scenario × cache state of an endpoint · TTFT = time to first token · IDR = incremental delivery ratio (1 streamed, 0 one flush) · look = a round of requests the gate decides after · rt = reasoning tokens',
    );
    expect(terminalLegend('the primaries held; non-streamed share 0%')).toBe(
      'terms: primaries = the rules that decide (TTFT p50, tok/s p50, error rate, non-streamed share) · non-streamed share = requests coalesced or buffered',
    );
  });

  it('reads through colour codes, and says nothing when no term was used', () => {
    expect(terminalLegend('\u001b[31mTTFT\u001b[0m')).toBe('terms: TTFT = time to first token');
    expect(terminalLegend('nothing to decode here')).toBeNull();
    // `rt` only as a count of reasoning tokens, not inside a word.
    expect(terminalLegend('start, part')).toBeNull();
  });
});
