#!/usr/bin/env node
/**
 * The CLI's entry: checks the Node version before loading anything that might not run on an older one, then hands
 * the arguments to cli/main.ts.
 */
import pkg from '../package.json' with { type: 'json' };

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const wanted = /(\d+)\.(\d+)/.exec(pkg.engines.node) ?? ['', '20', '18'];
if (major < Number(wanted[1]) || (major === Number(wanted[1]) && minor < Number(wanted[2]))) {
  process.stderr.write(
    `error: streamgate needs Node.js ${pkg.engines.node} (this is ${process.version}); install a current LTS from https://nodejs.org\n`,
  );
  process.exit(2);
}
const { runCli } = await import('./cli/main.js');
runCli(process.argv.slice(2));
