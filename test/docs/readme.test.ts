import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README stays short and true: under 1,500 words (as `wc -w` counts them), every `npm run <script>` it names is a
// script of package.json, and its test command is the one continuous integration (.ci/run) runs.
const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

describe('README.md', () => {
  it('is under 1,500 words, the rest linked', () => {
    expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThan(1500);
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named).toEqual(expect.arrayContaining(['demo', 'bundle']));
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('starts with the install-and-demo line and the test command that CI runs', () => {
    const first = /```sh\n([\s\S]*?)```/.exec(readme)![1]!;
    expect(first).toMatch(/^npm ci && npm run demo\b/m);
    const test = /^(npm test)\b/m.exec(first)![1]!;
    expect(read('.ci/run')).toMatch(new RegExp(`^${test}\\b`, 'm'));
  });
});
