import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// scripts/bundle.mjs imports files of undici and @actions/github that are not their public API. They were checked
// against one version of each; this test is that check, and fails as soon as another version is installed.

interface BundleScript {
  PRIVATE_PATHS_CHECKED: Record<string, string>;
  PRIVATE_PATHS: Record<string, Record<string, string>>;
  installedPackage(name: string): { dir: string; version: string };
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = (await import(pathToFileURL(join(root, 'scripts/bundle.mjs')).href)) as BundleScript;
const { PRIVATE_PATHS, PRIVATE_PATHS_CHECKED, installedPackage } = script;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** Bundled packages are development dependencies (dist/ carries them); what dist/ loads at run time is a dependency. */
const declared = { ...manifest.dependencies, ...manifest.devDependencies };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

/** A private file of `name`, by its path inside the installed package. */
function privateFile(name: string, export_: string): string {
  const path = PRIVATE_PATHS[name]![export_]!;
  return join(installedPackage(name).dir, path);
}

const isClass = (value: unknown): boolean => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));

describe('private paths the bundle imports', () => {
  it('are checked for exactly the installed versions, which package.json and package-lock.json pin', () => {
    expect(Object.keys(PRIVATE_PATHS_CHECKED).sort()).toEqual(Object.keys(PRIVATE_PATHS).sort());
    for (const [name, checked] of Object.entries(PRIVATE_PATHS_CHECKED)) {
      const why = `${name}: its private files were checked against ${checked}; check them against the installed version, then update PRIVATE_PATHS_CHECKED in scripts/bundle.mjs`;
      expect(installedPackage(name).version, why).toBe(checked);
      expect(declared[name], `${name} must be pinned to exactly ${checked} in package.json`).toBe(checked);
      expect(lock.packages[`node_modules/${name}`]?.version, `${name} in package-lock.json`).toBe(checked);
    }
  });

  it("undici: each file exists and exports what the plugin uses, the very objects undici's entry exports", () => {
    const require = createRequire(join(installedPackage('undici').dir, 'package.json'));
    const load = (name: string): unknown => {
      const file = privateFile('undici', name);
      expect(existsSync(file), file).toBe(true);
      return require(file);
    };
    const Dispatcher = load('Dispatcher') as { prototype: object };
    expect(isClass(Dispatcher)).toBe(true);
    const pub = require('undici') as Record<string, unknown> & { Dispatcher: { prototype: Record<string, unknown> } };
    expect(pub.Dispatcher).toBe(Dispatcher);
    for (const name of ['Agent', 'Client', 'Pool', 'EnvHttpProxyAgent']) {
      const cls = load(name) as { prototype: object };
      expect(isClass(cls), `${name} is a class`).toBe(true);
      expect(cls.prototype instanceof (Dispatcher as unknown as new () => object), `${name} extends Dispatcher`).toBe(true);
      expect(pub[name], `${name} is undici's own`).toBe(cls);
    }
    const buildConnector = load('buildConnector');
    expect(typeof buildConnector).toBe('function');
    expect(pub.buildConnector).toBe(buildConnector);
    // The plugin does what undici's entry does: Object.assign(Dispatcher.prototype, api).
    const api = load('api') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(['connect', 'pipeline', 'request', 'stream', 'upgrade']);
    for (const [method, fn] of Object.entries(api)) {
      expect(typeof fn, method).toBe('function');
      expect(pub.Dispatcher.prototype[method], `Dispatcher.prototype.${method}`).toBe(fn);
    }
  });

  it("@actions/github: lib/context.js exports the Context class whose instance is the entry's `context`", async () => {
    const file = privateFile('@actions/github', 'Context');
    expect(existsSync(file), file).toBe(true);
    const { Context } = (await import(pathToFileURL(file).href)) as { Context: new () => Record<string, unknown> };
    expect(isClass(Context)).toBe(true);
    const pub = (await import('@actions/github')) as { context: object };
    expect(pub.context).toBeInstanceOf(Context);
    // What src/github/context.ts reads from it.
    const context = new Context();
    for (const field of ['payload', 'eventName', 'runId', 'runAttempt', 'serverUrl']) expect(context, field).toHaveProperty(field);
    expect(typeof context.payload).toBe('object');
  });
});
