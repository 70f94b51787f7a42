import { describe, expect, it } from 'vitest';
import { colourEnabled, paint, stripSgr, visibleLength, type Tone } from '../../src/report/terminal/colour.js';

const tty = { isTTY: true };
const pipe = { isTTY: false };
const ESC = '\u001b';

describe('colourEnabled', () => {
  it('colours a TTY and nothing else by default', () => {
    expect(colourEnabled(tty, {})).toBe(true);
    expect(colourEnabled(pipe, {})).toBe(false);
    expect(colourEnabled({}, {})).toBe(false);
  });

  it('NO_COLOR with any non-empty value turns colour off; empty is ignored', () => {
    expect(colourEnabled(tty, { NO_COLOR: '1' })).toBe(false);
    expect(colourEnabled(tty, { NO_COLOR: '0' })).toBe(false);
    expect(colourEnabled(tty, { NO_COLOR: 'false' })).toBe(false);
    expect(colourEnabled(tty, { NO_COLOR: '' })).toBe(true);
    expect(colourEnabled(tty, { NO_COLOR: undefined })).toBe(true);
  });

  it('NO_COLOR wins over FORCE_COLOR', () => {
    expect(colourEnabled(tty, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
    expect(colourEnabled(pipe, { NO_COLOR: 'yes', FORCE_COLOR: '3' })).toBe(false);
  });

  it('FORCE_COLOR=0 or false turns colour off, even on a TTY', () => {
    for (const value of ['0', 'false', 'FALSE', ' false ']) expect(colourEnabled(tty, { FORCE_COLOR: value }), value).toBe(false);
  });

  it('FORCE_COLOR set to anything else turns colour on without a TTY (CI logs that render ANSI)', () => {
    for (const value of ['1', '2', '3', 'true', 'yes', ''])
      expect(colourEnabled(pipe, { FORCE_COLOR: value }), JSON.stringify(value)).toBe(true);
    expect(colourEnabled(pipe, { FORCE_COLOR: '1', GITHUB_ACTIONS: 'true' })).toBe(true);
  });

  it('TERM=dumb turns colour off unless FORCE_COLOR turns it on', () => {
    expect(colourEnabled(tty, { TERM: 'dumb' })).toBe(false);
    expect(colourEnabled(tty, { TERM: 'xterm-256color' })).toBe(true);
    expect(colourEnabled(pipe, { TERM: 'dumb', FORCE_COLOR: '1' })).toBe(true);
    expect(colourEnabled(tty, { TERM: 'dumb', FORCE_COLOR: '0' })).toBe(false);
  });

  it('accepts process.env', () => {
    expect(typeof colourEnabled(process.stdout, process.env)).toBe('boolean');
  });
});

describe('paint', () => {
  const tones: Tone[] = ['fail', 'pass', 'warn', 'muted', 'strong'];

  it('is the identity when colour is off', () => {
    for (const tone of tones) for (const text of ['', 'FAIL', 'a\nb', `${ESC}[31mx`]) expect(paint(text, tone, false)).toBe(text);
  });

  it('wraps the text in the tone’s SGR codes when colour is on', () => {
    expect(paint('FAIL', 'fail', true)).toBe(`${ESC}[1m${ESC}[31mFAIL${ESC}[39m${ESC}[22m`);
    expect(paint('PASS', 'pass', true)).toBe(`${ESC}[32mPASS${ESC}[39m`);
    expect(paint('warn', 'warn', true)).toBe(`${ESC}[33mwarn${ESC}[39m`);
    expect(paint('note', 'muted', true)).toBe(`${ESC}[2mnote${ESC}[22m`);
    expect(paint('head', 'strong', true)).toBe(`${ESC}[1mhead${ESC}[22m`);
  });

  it('paints each line on its own and leaves empty lines bare', () => {
    expect(paint('a\n\nb', 'pass', true)).toBe(`${ESC}[32ma${ESC}[39m\n\n${ESC}[32mb${ESC}[39m`);
  });

  it('changes nothing but the codes', () => {
    for (const tone of tones) expect(stripSgr(paint('p99 +12.5% ±3', tone, true))).toBe('p99 +12.5% ±3');
  });
});

describe('visibleLength', () => {
  it('ignores SGR sequences, painted or raw', () => {
    expect(visibleLength('FAIL')).toBe(4);
    expect(visibleLength(paint('FAIL', 'fail', true))).toBe(4);
    expect(visibleLength(`${ESC}[38;5;208mx${ESC}[0m`)).toBe(1);
    expect(visibleLength(`${ESC}[38:2::255:0:0my${ESC}[m`)).toBe(1);
    expect(visibleLength(`a${paint('bc', 'warn', true)}d${paint('', 'muted', true)}`)).toBe(4);
  });

  it('counts like String#length otherwise', () => {
    expect(visibleLength('')).toBe(0);
    expect(visibleLength('─±µ')).toBe(3);
  });
});
