#!/usr/bin/env node
import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  package_default
} from "./chunk-4BVAQ72K.js";
import "./chunk-P77VIRFP.js";

// src/cli.ts
var [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
var wanted = /(\d+)\.(\d+)/.exec(package_default.engines.node) ?? ["", "20", "18"];
if (major < Number(wanted[1]) || major === Number(wanted[1]) && minor < Number(wanted[2])) {
  process.stderr.write(
    `error: streamgate needs Node.js ${package_default.engines.node} (this is ${process.version}); install a current LTS from https://nodejs.org
`
  );
  process.exit(2);
}
var { runCli } = await import("./main-JPGKOCTV.js");
runCli(process.argv.slice(2));
//# sourceMappingURL=cli.js.map
