// Bundles the action (dist/index.js) and the CLI (dist/cli.js). `--check` rebuilds into a temporary folder and
// fails when the committed dist/ differs: dist/ is what the action runs, so it must follow src/.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
// The check builds beside dist/ (same depth), so source-map paths come out identical.
const outdir = join(root, check ? '.dist-check' : 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.18',
  sourcemap: 'linked',
  sourcesContent: false,
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies (ajv, tunnel) call require(); give the ESM bundle a real one.
  banner: { js: "import { createRequire as __streamgateCreateRequire } from 'node:module';\nconst require = __streamgateCreateRequire(import.meta.url);" },
});

if (check) {
  const dist = join(root, 'dist');
  const list = (dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);
  const want = list(outdir);
  const have = list(dist);
  const problems = [];
  for (const f of new Set([...want, ...have])) {
    if (!want.includes(f)) problems.push(`dist/${f} is not produced by a fresh build`);
    else if (!have.includes(f)) problems.push(`dist/${f} is missing`);
    else if (!readFileSync(join(outdir, f)).equals(readFileSync(join(dist, f)))) problems.push(`dist/${f} differs from a fresh build`);
  }
  rmSync(outdir, { recursive: true, force: true });
  if (problems.length > 0) {
    console.error(`dist/ is stale; run \`npm run bundle\` and commit dist/:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`dist/ matches a fresh build (${want.length} files, checked from ${relative(process.cwd(), root) || '.'})`);
}
