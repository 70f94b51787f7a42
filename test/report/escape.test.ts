import { describe, expect, it } from 'vitest';
import { escapeMarkdown, escapeMermaidLabel, plainText, safeLinkUrl } from '../../src/report/escape.js';

describe('escapeMarkdown', () => {
  it('turns every Markdown and HTML metacharacter into a character reference', () => {
    expect(escapeMarkdown('a|b`c*d_e[f]g#h<i>j&k\\l~m$n"o')).toBe(
      'a&#124;b&#96;c&#42;d&#95;e&#91;f&#93;g&#35;h&lt;i&gt;j&amp;k&#92;l&#126;m&#36;n&quot;o',
    );
  });

  it('leaves plain names alone', () => {
    expect(escapeMarkdown('gpt-4o-mini 2024.07 (eu)')).toBe('gpt-4o-mini 2024.07 (eu)');
  });

  it('keeps the text on one line whatever line breaks it carries', () => {
    const out = escapeMarkdown('one\ntwo\r\nthree\rfour\u2028five\u0000six');
    expect(out).toBe('one two three four five six');
    expect(out).not.toMatch(/[\n\r\u2028]/);
  });

  it('breaks @mentions with a zero-width joiner so nobody is notified', () => {
    const out = escapeMarkdown('ping @octocat and @org/team');
    expect(out).toBe('ping @\u200doctocat and @\u200dorg/team');
    expect(out).not.toMatch(/@[A-Za-z0-9]/);
  });

  it('drops bidi overrides and zero-width characters that could disguise text or rejoin a mention', () => {
    expect(escapeMarkdown('abc\u202Eevil\u202C @\u200Bme')).toBe('abcevil @\u200dme');
  });

  it('makes closing tags, scripts and comments inert', () => {
    const out = escapeMarkdown('</details><script>alert(1)</script><!-- x -->');
    expect(out).not.toMatch(/[<>]/);
    expect(out).toContain('&lt;/details&gt;');
  });

  it('caps the length on a code point and marks the cut', () => {
    const out = escapeMarkdown('😀'.repeat(300), 10);
    expect(Array.from(out)).toHaveLength(10);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('escapes after capping, so a cut never splits an entity', () => {
    const out = escapeMarkdown('<'.repeat(50), 5);
    expect(out).toBe('&lt;&lt;&lt;&lt;…');
  });
});

describe('plainText', () => {
  it('flattens and caps without Markdown escaping', () => {
    expect(plainText('a|b\nc', 200)).toBe('a|b c');
  });
});

describe('escapeMermaidLabel', () => {
  it('keeps letters, digits and simple punctuation only', () => {
    expect(escapeMermaidLabel('TTFT · clean · essay · cold')).toBe('TTFT · clean · essay · cold');
    expect(escapeMermaidLabel('a "quoted" [bracket] {brace} `tick` #35; %% x\ny')).toBe('a quoted bracket brace tick 35 x y');
  });

  it('caps the length', () => {
    expect(Array.from(escapeMermaidLabel('x'.repeat(100), 20))).toHaveLength(20);
  });
});

describe('safeLinkUrl', () => {
  it('accepts http(s) and percent-encodes characters that would end a Markdown link', () => {
    expect(safeLinkUrl('https://github.com/o/r/actions/runs/1')).toBe('https://github.com/o/r/actions/runs/1');
    expect(safeLinkUrl('https://e.com/a(b)c?q=[x]|y')).toBe('https://e.com/a%28b%29c?q=%5Bx%5D%7Cy');
  });

  it('rejects other schemes and garbage', () => {
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,<script>')).toBeNull();
    expect(safeLinkUrl('not a url')).toBeNull();
  });
});
