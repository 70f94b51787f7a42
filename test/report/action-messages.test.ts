import { describe, expect, it } from 'vitest';
import { renderBaselineAdoption, renderErrorSummary, renderSkippedSummary, shellQuote } from '../../src/report/action-messages.js';
import { fencedCodeBlock, inlineCode } from '../../src/report/escape.js';

/** Names a pull request could put in a workload file, each trying to break out of where it is shown. */
const HOSTILE = [
  'a`b',
  '``double``',
  '`lead',
  'trail`',
  '</details><script>alert(1)</script>',
  '<!-- hide -->',
  '@octocat',
  'ping @org/team',
  '[link](http://x)',
  '![img](http://x/y.png)',
  'https://evil.example/path',
  'one\ntwo\r\n- injected item\n\n# heading',
  'a|b|c',
  '| --- | --- |',
  '**bold** _em_ ~~del~~ #1',
  'abc\u202Eevil\u202C',
  '',
];

interface Inline {
  /** The line with every code span removed. */
  text: string;
  /** Contents of the code spans, as a CommonMark parser reads them. */
  code: string[];
}

/** CommonMark code spans: a run of n backticks up to the next run of exactly n; an unmatched run is literal text. */
function splitCodeSpans(line: string): Inline {
  let text = '';
  const code: string[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      text += line[i++];
      continue;
    }
    const open = /^`+/.exec(line.slice(i))![0];
    const rest = line.slice(i + open.length);
    const close = [...rest.matchAll(/`+/g)].find((m) => m[0].length === open.length);
    if (!close) {
      text += open;
      i += open.length;
      continue;
    }
    let content = rest.slice(0, close.index);
    if (content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '') content = content.slice(1, -1);
    code.push(content);
    i += open.length + close.index! + open.length;
  }
  return { text, code };
}

/**
 * Outside code spans: no HTML, no link or image, no mention, no stray backtick, no bidi override. (A bare URL stays
 * as typed: escapeMarkdown does not break GitHub's autolinks, which show their own target.)
 */
function expectInertText(text: string): void {
  expect(text).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/[[\]]/);
  expect(text).not.toMatch(/@[A-Za-z0-9]/);
  expect(text).not.toContain('`');
  expect(text.replace(/&(#\d+|[a-z]+);/g, '')).not.toMatch(/[|*_#~\\]/);
  expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
}

describe('inlineCode', () => {
  it('wraps plain names in single backticks, keeping them as typed', () => {
    expect(inlineCode('ACTION_E2E_KEY')).toBe('`ACTION_E2E_KEY`');
    expect(inlineCode('baselines/my_model*.json')).toBe('`baselines/my_model*.json`');
  });

  it('uses a fence longer than any backtick run inside, padded when a backtick touches an edge', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('x ``` y')).toBe('````x ``` y````');
    expect(inlineCode('`lead')).toBe('`` `lead ``');
    expect(inlineCode('trail`')).toBe('`` trail` ``');
  });

  it.each(HOSTILE)('shows %j verbatim on one line, as exactly one code span', (name) => {
    const out = inlineCode(name);
    expect(out).not.toMatch(/[\r\n\u2028\u2029]/);
    const parsed = splitCodeSpans(out);
    expect(parsed.text).toBe('');
    expect(parsed.code).toHaveLength(1);
    const expected = name
      .replace(/[\u202A-\u202E]/g, '')
      .replace(/[\r\n]+/g, ' ')
      .trim();
    expect(parsed.code[0]).toBe(expected === '' ? ' ' : expected);
  });

  it('caps long names on a code point', () => {
    const out = inlineCode('x'.repeat(10_000));
    expect(out.length).toBeLessThan(210);
    expect(out).toMatch(/^`x+…`$/);
  });
});

describe('fencedCodeBlock', () => {
  it('keeps the lines of the text inside a fence no line can close', () => {
    const out = fencedCodeBlock('one\n```\n</details>\r\n   ````` @octocat\ttab', 'text');
    expect(out).toBe("```text\none\n'''\n</details>\n   ''' @octocat\ttab\n```");
    expect(out.split('\n').filter((l) => /^ {0,3}`{3,}/.test(l))).toEqual(['```text', '```']);
  });

  it('drops control and format characters other than line breaks and tabs, and sanitises the info string', () => {
    expect(fencedCodeBlock('a\u0000b\u001b[31mc\u202Ed', 'te`xt\n')).toBe('```text\nab[31mcd\n```');
  });
});

describe('renderSkippedSummary', () => {
  it('keeps the wording for ordinary names', () => {
    expect(renderSkippedSummary('nightly', [{ endpoint: 'candidate', variable: 'ACTION_E2E_KEY' }])).toBe(
      [
        '**streamgate: skipped** · nightly',
        '',
        'Nothing was measured: the API key variable of these endpoints is empty.',
        '',
        '- endpoint `candidate`: `ACTION_E2E_KEY`',
        '',
        'Workflows triggered by pull requests from forks get no secrets, so this is expected there (the verdict is neutral). Elsewhere, pass the secret to the step with `env:`.',
        '',
      ].join('\n'),
    );
  });

  it('stays inert with hostile workload, endpoint and variable names: one line per endpoint, names in code spans', () => {
    const missing = HOSTILE.map((name, i) => ({ endpoint: name, variable: HOSTILE[HOSTILE.length - 1 - i]! }));
    for (const name of HOSTILE) {
      const out = renderSkippedSummary(name, missing);
      const lines = out.split('\n');
      expect(lines).toHaveLength(8 + missing.length - 1);
      expect(lines[0]!.startsWith('**streamgate: skipped** · ')).toBe(true);
      expectInertText(lines[0]!.slice('**streamgate: skipped** · '.length));
      const items = lines.filter((l) => l.startsWith('- '));
      expect(items).toHaveLength(missing.length);
      expect(lines.slice(4, 4 + missing.length)).toEqual(items);
      items.forEach((item, i) => {
        const { text, code } = splitCodeSpans(item);
        expect(text).toBe('- endpoint : ');
        expect(code).toHaveLength(2);
        expect(code[0]!.trim()).toBe(
          missing[i]!.endpoint.replace(/[\u202A-\u202E]/g, '')
            .replace(/[\r\n]+/g, ' ')
            .trim(),
        );
      });
      // Nothing a hostile name holds starts a heading, a table, a fence or a list item of its own.
      expect(lines.filter((l) => /^(#|\||```|<)/.test(l))).toEqual([]);
    }
  });

  it('escapes the workload name outside a code span', () => {
    const out = renderSkippedSummary('</details> @octocat [x](http://x) `a` |b|\nnext', []);
    const head = out.split('\n')[0]!;
    expect(head).toBe('**streamgate: skipped** · &lt;/details&gt; @\u200doctocat &#91;x&#93;(http://x) &#96;a&#96; &#124;b&#124; next');
  });
});

describe('renderBaselineAdoption', () => {
  it('keeps the wording for ordinary paths', () => {
    expect(renderBaselineAdoption({ candidatePath: 'out/baseline.json', targetPath: 'baselines/ci.json', runId: '12345' })).toBe(
      [
        '### New baseline recorded',
        '',
        "The candidate baseline is `out/baseline.json` in this run's results artifact. To adopt it, commit it as `baselines/ci.json` with the change it describes:",
        '',
        '```sh',
        'gh run download 12345 --name <artifact name> --dir streamgate-baseline',
        "cp streamgate-baseline/baseline.json 'baselines/ci.json'",
        'git add \'baselines/ci.json\' && git commit -m "Update the streamgate baseline"',
        '```',
        '',
        'Or run the recording workflow (`workflow_dispatch`), which opens a pull request with the new baseline, or `npx streamgate baseline:update --workload <file>` locally.',
      ].join('\n'),
    );
  });

  it('shows a placeholder without a run id and quotes a run id that is not a number', () => {
    expect(renderBaselineAdoption({ candidatePath: 'a', targetPath: 'b', runId: null })).toContain('gh run download <run id> --name');
    expect(renderBaselineAdoption({ candidatePath: 'a', targetPath: 'b', runId: '' })).toContain('gh run download <run id> --name');
    expect(renderBaselineAdoption({ candidatePath: 'a', targetPath: 'b', runId: "1\n```\n@x'; rm -rf /" })).toContain(
      `gh run download '1\`\`\`@x'\\''; rm -rf /' --name`,
    );
  });

  it.each(HOSTILE.map((h) => [h]))('stays inert with the hostile path %j', (hostile) => {
    const path = `baselines/${hostile}.json`;
    const out = renderBaselineAdoption({ candidatePath: path, targetPath: path, runId: `${hostile}\n\`\`\`` });
    const lines = out.split('\n');
    expect(lines).toHaveLength(11);
    const { text, code } = splitCodeSpans(lines[2]!);
    expect(text).toBe(
      "The candidate baseline is  in this run's results artifact. To adopt it, commit it as  with the change it describes:",
    );
    expect(code).toHaveLength(2);
    expect(code[0]).toBe(code[1]);
    // The shell block has its two fences and three commands, each line starting with fixed text.
    expect(lines.filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l))).toEqual(['```sh', '```']);
    expect(lines[5]).toMatch(/^gh run download /);
    expect(lines[6]).toBe(`cp streamgate-baseline/baseline.json ${shellQuote(path)}`);
    expect(lines[7]).toBe(`git add ${shellQuote(path)} && git commit -m "Update the streamgate baseline"`);
  });
});

describe('renderErrorSummary', () => {
  it('shows a known error message in a text block', () => {
    expect(renderErrorSummary('workload.yml:3 endpoints[0].url: must be a URL\nworkload.yml:9 gate: unknown key')).toBe(
      '**streamgate: error**\n\n```text\nworkload.yml:3 endpoints[0].url: must be a URL\nworkload.yml:9 gate: unknown key\n```\n',
    );
  });

  it('shows a fixed sentence for an internal error', () => {
    expect(renderErrorSummary(null)).toBe(
      '**streamgate: error**\n\n```text\nan internal error stopped the run; the step log has the details.\n```\n',
    );
  });

  it('keeps a hostile message inside its block', () => {
    for (const hostile of HOSTILE) {
      const out = renderErrorSummary(`bad name ${hostile}\n\`\`\`\n</details>\n@octocat\n~~~`);
      expect(out.startsWith('**streamgate: error**\n\n```text\n')).toBe(true);
      expect(out.endsWith('\n```\n')).toBe(true);
      expect(out.split('\n').filter((l) => /^ {0,3}`{3,}/.test(l))).toEqual(['```text', '```']);
    }
  });
});
