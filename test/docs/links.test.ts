import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { diagnosticKeyMarkdown } from '../../src/report/report-key.js';
import { DOCS_PAGES, DOCS_URL, docsUrl, REPOSITORY_URL, repositoryWebUrl } from '../../src/vocabulary/docs.js';

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

  it('every src/ path the docs name exists: `src/…` anywhere, and a code span that starts with a module of src/', () => {
    // A code span is the current tree: a file that is gone (deleted, merged, moved) is named in plain words, if at all.
    const modules = readdirSync(join(root, 'src')).filter((name) => statSync(join(root, 'src', name)).isDirectory());
    const missing: string[] = [];
    for (const page of files('docs', (p) => p.endsWith('.md'))) {
      const text = readFileSync(join(root, page), 'utf8');
      const named = new Set<string>();
      for (const m of text.matchAll(/(?<![\w./-])src\/[\w./-]*[\w/]/g)) named.add(m[0]);
      for (const m of text.matchAll(/`([\w-]+\/[\w./-]*)`/g)) {
        const path = m[1]!;
        if (modules.includes(path.split('/')[0]!) && (/\.(ts|json)$/.test(path) || path.endsWith('/'))) named.add(`src/${path}`);
      }
      for (const path of named) if (!/[*]/.test(path) && !existsSync(join(root, path))) missing.push(`${page}: ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('no sentence the product writes names a docs/ path a consumer does not have: it links the released page', () => {
    const cited: string[] = [];
    for (const file of files('src', (p) => p.endsWith('.ts'))) {
      const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        const texts =
          ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
            ? [node.text]
            : ts.isTemplateExpression(node)
              ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
              : [];
        for (const text of texts) for (const m of text.matchAll(/(?<![\w./-])docs\/[\w/-]+\.md/g)) cited.push(`${file}: ${m[0]}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(cited).toEqual([]);
  });

  it('the released docs the sentences link: pages of docs/, on the repository package.json and the schemas name, at the version tag', () => {
    for (const page of DOCS_PAGES) expect(existsSync(join(root, 'docs', page)), page).toBe(true);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; repository: { url: string } };
    expect(REPOSITORY_URL).toBe(repositoryWebUrl(pkg.repository.url));
    expect(DOCS_URL).toBe(`${REPOSITORY_URL}/blob/v${pkg.version}/docs`);
    const schema = JSON.parse(readFileSync(join(root, 'schemas/workload.schema.json'), 'utf8')) as { $id: string };
    expect(schema.$id.startsWith(`${REPOSITORY_URL}/`)).toBe(true);
    expect(repositoryWebUrl('git+https://github.com/o/r.git')).toBe('https://github.com/o/r');
    expect(docsUrl('history.md')).toBe(`${DOCS_URL}/history.md`);
    // The report's key cites the gate's roles: the page, and its section 2 by number.
    expect(diagnosticKeyMarkdown()).toContain(`(the gate's roles: ${docsUrl('design/gate.md')}, section 2)`);
    expect(readFileSync(join(root, 'docs/design/gate.md'), 'utf8')).toMatch(
      /^## 2\. Primaries decide, secondaries only fail, diagnostics explain$/m,
    );
  });
});
