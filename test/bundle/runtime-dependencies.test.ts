import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// dist/ carries every package the action and the CLI run (esbuild bundles them), so a consumer installs only what dist/
// still loads by name at run time: the package's `dependencies` are exactly those, and everything bundled is a
// development dependency. A consumer's install then pulls no tree of bundled packages whose engines it need not meet
// (@actions/github's @octokit/request and its content-type 3, Node ≥ 22, once warned EBADENGINE on Node 20).
const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const PACKAGE_NAME = /^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*(\/[\w.-]+)*$/;

/** The package a bare specifier names: `ajv/dist/2020.js` → `ajv`, `@actions/core` → `@actions/core`. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare specifiers dist/ imports or requires by name (static, dynamic, `require`, `createRequire(…)(…)`, `require.resolve`). */
function loadedByName(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(join(root, 'dist')).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(root, 'dist', file), 'utf8');
    const patterns = [
      /\bfrom\s*["']([^"'./][^"']*)["']/g,
      /\bimport\s*\(\s*["']([^"'./][^"']*)["']\s*\)/g,
      /\brequire\s*\(\s*["']([^"'./][^"']*)["']\s*\)/g,
      /\)\s*\(\s*["']([^"'./][^"']*)["']\s*\)/g,
      /\.resolve\s*\(\s*["']([^"'./][^"']*)["']\s*\)/g,
    ];
    for (const pattern of patterns)
      for (const m of text.matchAll(pattern)) {
        const specifier = m[1]!;
        // Only what reads as a package name (`from "…"` also occurs inside the bundled code's own strings).
        if (specifier.startsWith('node:') || !PACKAGE_NAME.test(specifier)) continue;
        const name = packageOf(specifier);
        if (!builtinModules.includes(name)) names.add(name);
      }
  }
  return names;
}

describe('what a consumer installs', () => {
  it('is what dist/ loads at run time: ajv (a workload JSON Schema compiled on demand) and uPlot (copied into the dashboard)', () => {
    const loaded = loadedByName();
    const declared = Object.keys(manifest.dependencies).sort();
    expect([...loaded].filter((name) => !declared.includes(name))).toEqual([]);
    // The scan sees a load by name: ajv's compiler, required when a workload first needs it.
    expect(loaded.has('ajv')).toBe(true);
    expect(declared).toEqual(['ajv', 'uplot']);
    // uPlot's files are copied by `history render` (require.resolve at run time), ajv by a workload's jsonSchema check.
    expect(readFileSync(join(root, 'src/cli/history-render.ts'), 'utf8')).toContain("'uplot/dist/uPlot.iife.min.js'");
  });

  it('declares every bundled package as a development dependency, nothing twice', () => {
    for (const name of ['@actions/core', '@actions/github', 'eventsource-parser', 'js-tiktoken', 'undici', 'yaml'])
      expect(manifest.devDependencies[name], name).toBeDefined();
    const both = Object.keys(manifest.dependencies).filter((name) => name in manifest.devDependencies);
    expect(both).toEqual([]);
  });
});
