import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every relative link of README.md and docs/ leads to a file that exists (and, into a Markdown file, to a heading
// that exists), and every `docs/….md` path that the code, tests, benchmarks, the action, the workflows, the examples
// and the docs name is a file: a page moved without its links fails here.
const root = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path, keep);
    return keep(path) ? [path] : [];
  });
}

const pages = ['README.md', ...files('docs', (p) => p.endsWith('.md'))];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file, outside fenced blocks (with GitHub's -1, -2 suffixes for repeats). */
function anchors(path: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(join(root, path), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    let name = base;
    for (let i = 1; out.has(name); i++) name = `${base}-${i}`;
    out.add(name);
  }
  return out;
}

/** The inline links `[text](target)` of a page, fenced code and inline code left out. */
function links(text: string): string[] {
  const prose = text.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1.*$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

describe('documentation links', () => {
  it('finds the pages it checks', () => {
    expect(pages).toContain('docs/quickstart.md');
    expect(pages).toContain('docs/design/gate.md');
  });

  it.each(pages)('%s: every relative link resolves', (page) => {
    const broken: string[] = [];
    for (const target of links(readFileSync(join(root, page), 'utf8'))) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const path = file === '' ? page : relative(root, join(root, dirname(page), decodeURIComponent(file)));
      if (path.startsWith('..') || !existsSync(join(root, path))) {
        broken.push(`${target} (no file ${path})`);
        continue;
      }
      if (anchor && path.endsWith('.md') && !anchors(path).has(anchor)) broken.push(`${target} (no heading #${anchor} in ${path})`);
    }
    expect(broken).toEqual([]);
  });

  it('every docs/….md path named in the sources, tests, benchmarks, the action, the workflows, the examples and the docs exists', () => {
    const sources = [
      'README.md',
      'action.yml',
      ...files('src', (p) => p.endsWith('.ts')),
      ...files('scripts', (p) => p.endsWith('.ts')),
      ...files('bench', (p) => p.endsWith('.ts')),
      ...files('test', (p) => p.endsWith('.ts')),
      ...files('examples', (p) => /\.ya?ml$/.test(p)),
      ...files('schemas', (p) => p.endsWith('.json')),
      ...files('.github', (p) => /\.ya?ml$/.test(p)),
      ...files('docs', (p) => p.endsWith('.md')),
    ];
    const missing: string[] = [];
    for (const source of sources)
      for (const m of readFileSync(join(root, source), 'utf8').matchAll(/(?<![\w./-])docs\/[\w/-]+\.md/g))
        if (!existsSync(join(root, m[0]))) missing.push(`${source}: ${m[0]}`);
    expect(missing).toEqual([]);
  });
});
