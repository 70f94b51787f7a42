// Bundles the action (dist/index.js) and the CLI (dist/cli.js), with the code they load only after measuring split
// into chunks beside them (dist/<name>-<hash>.js). `--check` rebuilds into a temporary folder and fails when the
// committed dist/ differs: dist/ is what the action runs, so it must follow src/. `--outdir <dir>` builds elsewhere
// (with `--entry name=path`, extra entry points: tests build code that imports the bundled modules).
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvStandalone from 'ajv/dist/standalone/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const VALIDATOR_NAMESPACE = 'streamgate-validator';

/**
 * Ajv's generated code for one of the project's schemas, as an ES module whose default export is the validator.
 * Same options and annotation keywords as the run-time path in src/config/validators.ts, so errors are identical.
 */
function standaloneValidator(name, spec) {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', `${name}.schema.json`), 'utf8'));
  const ajv = new Ajv2020({ ...spec.options, code: { source: true, esm: true } });
  for (const keyword of spec.annotations) ajv.addKeyword({ keyword, schemaType: 'string' });
  const generate = ajvStandalone.default ?? ajvStandalone;
  return { id: schema.$id, code: generate(ajv, ajv.compile(schema)) };
}

/**
 * Replaces src/config/validators.ts (which compiles with Ajv at first use) by validators generated now: compiling
 * the schemas cost every start of the action more than everything else before the first request.
 */
function compiledValidators() {
  const specs = JSON.parse(readFileSync(join(root, 'src/config/validator-options.json'), 'utf8'));
  const names = Object.keys(specs);
  const generated = new Map(names.map((name) => [name, standaloneValidator(name, specs[name])]));
  return {
    name: 'compiled-validators',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]config[\\/]validators\.ts$/ }, () => ({
        loader: 'js',
        resolveDir: root,
        contents: [
          ...names.map((name, i) => `import validate${i} from '${VALIDATOR_NAMESPACE}:${name}';`),
          `const validators = { ${names.map((name, i) => `${JSON.stringify(name)}: validate${i}`).join(', ')} };`,
          `const ids = ${JSON.stringify(Object.fromEntries(names.map((name) => [name, generated.get(name).id])))};`,
          `export const SCHEMA_NAMES = ${JSON.stringify(names)};`,
          'export function schemaId(name) { return ids[name]; }',
          'export function projectValidator(name) { return validators[name]; }',
          '',
        ].join('\n'),
      }));
      b.onResolve({ filter: new RegExp(`^${VALIDATOR_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(VALIDATOR_NAMESPACE.length + 1),
        namespace: VALIDATOR_NAMESPACE,
      }));
      // The generated code require()s Ajv's small run-time helpers (ucs2length, equal): resolved from the project.
      b.onLoad({ filter: /.*/, namespace: VALIDATOR_NAMESPACE }, (args) => ({
        loader: 'js',
        resolveDir: root,
        contents: generated.get(args.path).code,
      }));
    },
  };
}

/**
 * @actions/core imports its OIDC client (and through it @actions/http-client and a whole undici) only for
 * getIDToken, which streamgate never calls. Declared free of side effects, the unused module is left out; were
 * getIDToken ever called, it would be bundled as before.
 */
function unusedOidcClient() {
  return {
    name: 'unused-oidc-client',
    setup(b) {
      b.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, async (args) => {
        if (args.pluginData === 'unused-oidc-client' || !/[\\/]@actions[\\/]core[\\/]/.test(args.importer)) return undefined;
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'unused-oidc-client',
        });
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, sideEffects: false };
      });
    },
  };
}

/**
 * Two plugins below import files outside a dependency's public API: @actions/github's `lib/context.js` (not in its
 * `exports`) and undici's `lib/...` modules. Those may change in any release, so package.json pins both packages to
 * the versions checked here, the build refuses any other, and test/bundle/private-paths.test.ts checks each file
 * still exports what the plugins use, the same objects as the package's entry. To update either: run that test,
 * then change this constant and package.json together.
 * Kept over the public entries on measured cost (Node 24, median of 21 spawns, bench/startup.ts --dist): undici's
 * entry adds 538 kB to what the probe loads (probe-worker.js 628 → 1,166 kB), action to first request 81 → 100 ms,
 * a worker thread's start 39 → 56 ms, and loads fetch/WebSocket/mock/cache code; @actions/github's entry makes
 * dist/index.js load 37 → 1,027 kB to start, a run without inputs 28 → 60 ms. Both would still meet the 300 ms target.
 */
export const PRIVATE_PATHS_CHECKED = { undici: '7.30.2', '@actions/github': '9.1.1' };

/** What the plugins import from each package's private files: export name → path inside the package. */
export const PRIVATE_PATHS = {
  undici: {
    Agent: 'lib/dispatcher/agent.js',
    Client: 'lib/dispatcher/client.js',
    Pool: 'lib/dispatcher/pool.js',
    EnvHttpProxyAgent: 'lib/dispatcher/env-http-proxy-agent.js',
    buildConnector: 'lib/core/connect.js',
    Dispatcher: 'lib/dispatcher/dispatcher.js',
    api: 'lib/api/index.js',
  },
  '@actions/github': { Context: 'lib/context.js' },
};

/** The installed copy of `name` as the project resolves it: its folder and version. */
export function installedPackage(name) {
  let dir = dirname(fileURLToPath(import.meta.resolve(name)));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      if (pkg.name === name) return { dir, version: pkg.version };
    }
    if (dirname(dir) === dir) throw new Error(`${name}: no package.json above its entry module`);
    dir = dirname(dir);
  }
}

/** The folder of `name`, after checking it is the version its private paths were checked against. */
function checkedPackage(name) {
  const { dir, version } = installedPackage(name);
  if (version !== PRIVATE_PATHS_CHECKED[name]) {
    throw new Error(
      `${name} ${version} is installed, but the bundle imports private files of ${name} ${PRIVATE_PATHS_CHECKED[name]} ` +
        '(PRIVATE_PATHS in scripts/bundle.mjs): run test/bundle/private-paths.test.ts against the new version, then update ' +
        'PRIVATE_PATHS_CHECKED and the exact version in package.json',
    );
  }
  return dir;
}

/**
 * src/github/context.ts needs only `context` from @actions/github, whose entry module also builds the octokit
 * client class (octokit, @actions/http-client and another undici) as it loads. Give that one importer the same
 * `new Context()` from the package's own context module; octokit stays in the chunk that posts comments.
 */
function githubContextOnly() {
  const lib = join(checkedPackage('@actions/github'), dirname(PRIVATE_PATHS['@actions/github'].Context));
  return {
    name: 'github-context-only',
    setup(b) {
      b.onResolve({ filter: /^@actions\/github$/ }, (args) =>
        /[\\/]src[\\/]github[\\/]context\.ts$/.test(args.importer) ? { path: 'context', namespace: 'github-context' } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'github-context' }, () => ({
        loader: 'js',
        resolveDir: lib,
        contents: `import { Context } from './${basename(PRIVATE_PATHS['@actions/github'].Context)}';\nexport const context = new Context();\n`,
      }));
    },
  };
}

/**
 * The probe uses undici's dispatchers (Agent, Client, Pool, EnvHttpProxyAgent) and its connector; undici's entry
 * module loads every other feature too (fetch, WebSocket, mocks, caches), about half its start-up cost. Give the
 * project's imports those with what undici's entry does for every dispatcher (the request/stream API on
 * Dispatcher.prototype). Importing anything else from 'undici' fails the build here, rather than silently getting
 * less than the package.
 */
function undiciAgentOnly() {
  checkedPackage('undici');
  const path = PRIVATE_PATHS.undici;
  const exported = ['Agent', 'Client', 'Pool', 'EnvHttpProxyAgent', 'buildConnector'];
  return {
    name: 'undici-agent-only',
    setup(b) {
      b.onResolve({ filter: /^undici$/ }, (args) =>
        /[\\/]src[\\/]/.test(args.importer) && !/[\\/]node_modules[\\/]/.test(args.importer)
          ? { path: 'agent', namespace: 'undici-agent' }
          : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'undici-agent' }, () => ({
        loader: 'js',
        resolveDir: root,
        contents: [
          ...Object.entries(path).map(([name, file]) => `import ${name} from 'undici/${file}';`),
          'Object.assign(Dispatcher.prototype, api);',
          `export { ${exported.join(', ')} };`,
          '',
        ].join('\n'),
      }));
    },
  };
}

/** The names of a `{ a, b as c, type T }` list: each with its own name, the name it takes here, and whether it is a type. */
function namedItems(list) {
  return list
    .split(',')
    .map((raw) => raw.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const [name, alias] = item.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name, local: alias ?? name, type: /^type\s/.test(item) };
    });
}

/** `export { a, b as c, type T } from './file.js'` lines of a module's index.ts: exported name → file and name there. */
function barrelEntries(indexFile, cache) {
  if (cache.has(indexFile)) return cache.get(indexFile);
  const entries = new Map();
  cache.set(indexFile, entries);
  for (const m of readFileSync(indexFile, 'utf8').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.{1,2}\/[^']+)'/g)) {
    const file = resolve(dirname(indexFile), m[2].replace(/\.js$/, '.ts'));
    for (const { name, local } of namedItems(m[1])) {
      // A name an inner index.ts re-exports is followed to the file that defines it.
      const inner = basename(file) === 'index.ts' ? barrelEntries(file, cache).get(name) : undefined;
      entries.set(local, inner ?? { file, name });
    }
  }
  return entries;
}

/**
 * Other modules import a module through its index.ts (the architecture test holds them to it); in the bundle, each
 * of those imports names the file that defines what it takes. With code splitting, esbuild follows every re-export
 * of an index.ts that any entry uses, so one light import through an index (the action's input parsing taking
 * parseShard from plan/) brought the whole engine, yaml and undici into the step's start-up. Lines are kept, so the
 * source maps still point at the right lines; a name an index.ts does not list by name stays imported from it.
 */
function importsPastIndexes() {
  const cache = new Map();
  const statement = /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'(\.{1,2}\/(?:[^']*\/)?index\.js)'\s*;/g;
  return {
    name: 'imports-past-indexes',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(statement, (whole, keyword, typeOnly, list, specifier) => {
          const indexFile = resolve(dirname(args.path), specifier.replace(/\.js$/, '.ts'));
          if (!existsSync(indexFile) || relative(join(root, 'src'), indexFile).startsWith('..')) return whole;
          const entries = barrelEntries(indexFile, cache);
          const byFile = new Map();
          for (const { name, local, type } of namedItems(list)) {
            const entry = entries.get(name) ?? { file: indexFile, name };
            const text = `${entry.name}${entry.name !== local ? ` as ${local}` : ''}`;
            byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), { type: Boolean(typeOnly) || type, text }]);
          }
          const lines = whole.split('\n').length - 1;
          const rewritten = [...byFile].map(([file, items]) => {
            let path = relative(dirname(args.path), file).replace(/\\/g, '/').replace(/\.ts$/, '.js');
            if (!path.startsWith('.')) path = `./${path}`;
            // Types only: `import type`, erased whole (`import { type T }` would keep the file as an import).
            if (items.every((item) => item.type)) return `${keyword} type { ${items.map((item) => item.text).join(', ')} } from '${path}';`;
            return `${keyword} { ${items.map((item) => `${item.type ? 'type ' : ''}${item.text}`).join(', ')} } from '${path}';`;
          });
          return rewritten.join(' ') + '\n'.repeat(lines);
        });
        return { contents, loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** Builds both entry points and their chunks into `outdir` (emptied first); tests may add entry points of their own. */
export async function bundle(outdir, extraEntryPoints = {}) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    // The probe worker is started by file (src/runner/probe-pool.ts looks for probe-worker.js beside its chunk).
    entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts', 'probe-worker': 'src/runner/probe-worker.ts', ...extraEntryPoints },
    outdir,
    bundle: true,
    // Modules imported with import() (comments, report rendering, gate statistics…) become chunks loaded after
    // measuring, so the entry chunk holds what parsing the workload and sending requests need.
    splitting: true,
    // Flat, beside the entry points: chunk names are content hashes, so a rebuild of the same sources is identical.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.18',
    sourcemap: 'linked',
    sourcesContent: false,
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [compiledValidators(), unusedOidcClient(), githubContextOnly(), undiciAgentOnly(), importsPastIndexes()],
    // CommonJS dependencies (tunnel, Ajv's run-time helpers) call require(); give every ESM chunk a real one.
    banner: {
      js: "import { createRequire as __streamgateCreateRequire } from 'node:module';\nconst require = __streamgateCreateRequire(import.meta.url);",
    },
  });
}

function checkAgainst(fresh) {
  const dist = join(root, 'dist');
  const list = (dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);
  const want = list(fresh);
  const have = list(dist);
  const problems = [];
  for (const f of new Set([...want, ...have])) {
    if (!want.includes(f)) problems.push(`dist/${f} is not produced by a fresh build`);
    else if (!have.includes(f)) problems.push(`dist/${f} is missing`);
    else if (!readFileSync(join(fresh, f)).equals(readFileSync(join(dist, f)))) problems.push(`dist/${f} differs from a fresh build`);
  }
  return { problems, files: want.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: { check: { type: 'boolean' }, outdir: { type: 'string' }, entry: { type: 'string', multiple: true } },
  });
  // --entry name=path: an extra entry point built the same way (for tests of the bundled code); only with --outdir.
  const extra = Object.fromEntries((values.entry ?? []).map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
  if (Object.keys(extra).length > 0 && values.outdir === undefined)
    throw new Error('--entry needs --outdir: dist/ holds the action and the CLI only');
  if (values.check) {
    // The check builds beside dist/ (same depth), so source-map paths come out identical.
    const fresh = join(root, '.dist-check');
    await bundle(fresh);
    const { problems, files } = checkAgainst(fresh);
    rmSync(fresh, { recursive: true, force: true });
    if (problems.length > 0) {
      console.error(`dist/ is stale; run \`npm run bundle\` and commit dist/:\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`dist/ matches a fresh build (${files} files, checked from ${relative(process.cwd(), root) || '.'})`);
  } else {
    const outdir = values.outdir === undefined ? join(root, 'dist') : isAbsolute(values.outdir) ? values.outdir : resolve(values.outdir);
    await bundle(outdir, extra);
  }
}
