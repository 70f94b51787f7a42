import { describe, expect, it } from 'vitest';
import { paint, renderTextTable, stripSgr, visibleLength, type Column } from '../../src/report/terminal/colour.js';

const columns: Column[] = [{ header: 'metric' }, { header: 'change', align: 'right' }, { header: 'verdict' }];

describe('renderTextTable', () => {
  it('pads text left-aligned and numbers right-aligned', () => {
    expect(
      renderTextTable(columns, [
        ['TTFT p50', '+1.2%', 'pass'],
        ['ITL p99', '-30.0%', 'inconclusive'],
      ]),
    ).toBe(
      ['metric    change  verdict', '────────  ──────  ────────────', 'TTFT p50   +1.2%  pass', 'ITL p99   -30.0%  inconclusive'].join(
        '\n',
      ),
    );
  });

  it('aligns painted cells with unpainted ones, by their visible width', () => {
    const rows = [
      [paint('TTFT p50', 'strong', true), paint('+41.0%', 'fail', true), paint('FAIL', 'fail', true)],
      ['ITL p99', '-3.0%', 'pass'],
      ['TPOT', paint('+0.1%', 'muted', true), paint('inconclusive', 'warn', true)],
    ];
    const coloured = renderTextTable(columns, rows);
    const plain = renderTextTable(
      columns,
      rows.map((r) => r.map(stripSgr)),
    );
    // The same layout as the table without colour, so every column lines up on screen.
    expect(stripSgr(coloured)).toBe(plain);
    expect(plain).toBe(
      [
        'metric    change  verdict',
        '────────  ──────  ────────────',
        'TTFT p50  +41.0%  FAIL',
        'ITL p99    -3.0%  pass',
        'TPOT       +0.1%  inconclusive',
      ].join('\n'),
    );
    // Padding is counted on visible characters: a painted and a plain cell of one column end at the same place.
    const lines = coloured.split('\n');
    expect(visibleLength(lines[2]!)).toBe(visibleLength(lines[3]!));
    expect(lines[2]!.length).toBeGreaterThan(lines[3]!.length);
  });

  it('pads a painted header like a plain one', () => {
    const out = renderTextTable([{ header: paint('metric', 'strong', true) }, { header: 'n', align: 'right' }], [['x', '100']]);
    expect(stripSgr(out)).toBe(['metric    n', '──────  ───', 'x       100'].join('\n'));
  });
});
