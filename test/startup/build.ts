import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the bundle exactly as `npm run bundle` does (scripts/bundle.mjs), into `outdir`, with extra entry points. */
export function buildBundle(outdir: string, entries: Record<string, string> = {}): void {
  const args = [
    join(root, 'scripts/bundle.mjs'),
    '--outdir',
    outdir,
    ...Object.entries(entries).flatMap(([name, path]) => ['--entry', `${name}=${path}`]),
  ];
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bundling failed (${r.status}):\n${r.stdout}${r.stderr}`);
}

/** The chunks a bundled entry loads before its first statement runs: static imports, followed transitively. */
export function staticClosure(dir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)";$|^import\s*"\.\/([^"]+)";$/gm)) visit(m[1] ?? m[2]!);
  };
  visit(entry);
  return [...seen];
}

/** The chunks an entry may load later, with import(). */
export function dynamicChunks(dir: string): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/import\("\.\/([^"]+)"\)/g)) found.add(m[1]!);
  }
  return [...found];
}
