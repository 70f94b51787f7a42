import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);

// package.json
var package_default = {
  name: "streamgate",
  version: "0.1.0",
  description: "Gate pull requests on the streaming performance and parameter behaviour of OpenAI-compatible LLM endpoints.",
  license: "MIT",
  repository: {
    type: "git",
    url: "git+https://github.com/streamgate/streamgate.git"
  },
  homepage: "https://github.com/streamgate/streamgate#readme",
  keywords: [
    "llm",
    "streaming",
    "benchmark",
    "github-action",
    "ttft",
    "sse",
    "openai",
    "anthropic",
    "ci"
  ],
  files: [
    "dist",
    "examples",
    "schemas",
    "action.yml",
    "docs",
    "LICENSE"
  ],
  type: "module",
  engines: {
    node: ">=20.18"
  },
  bin: {
    streamgate: "dist/cli.js"
  },
  scripts: {
    demo: "node dist/cli.js demo",
    "demo:sweep": "node dist/cli.js demo --sweep",
    sweep: "node dist/cli.js sweep",
    gate: "node dist/cli.js gate",
    "baseline:update": "node dist/cli.js baseline:update",
    sim: "node dist/cli.js sim",
    test: "vitest run",
    typecheck: "tsc --noEmit",
    lint: "eslint .",
    format: "prettier --write .",
    "format:check": "prettier --check .",
    bundle: "node scripts/bundle.mjs",
    "check-dist": "node scripts/bundle.mjs --check",
    generate: "tsx scripts/generate.ts",
    architecture: "tsx scripts/architecture/print.ts",
    "action:local": "tsx scripts/action-local.ts",
    "action:workflow": "tsx scripts/run-workflow-example.ts",
    "bench:action-startup": "tsx bench/action-startup.ts",
    "bench:probe-overhead": "tsx bench/probe-overhead.ts",
    "bench:timing": "tsx bench/timing.ts",
    "bench:capacity": "tsx bench/capacity.ts",
    "bench:peers": "tsx bench/peers.ts",
    "bench:startup": "tsx bench/startup.ts",
    "bench:memory": "tsx bench/memory.ts",
    "bench:pool": "tsx bench/pool.ts",
    "bench:client-health": "tsx bench/client-health.ts",
    "bench:connections": "tsx bench/connections.ts",
    "bench:cache-slots": "tsx bench/cache-slots.ts",
    "bench:apis": "tsx bench/apis.ts",
    "bench:sweep": "tsx bench/sweep-reproducibility.ts",
    "bench:trace-replay": "tsx bench/trace-replay.ts",
    "bench:workload-sources": "tsx bench/workload-sources.ts",
    "bench:telemetry-overhead": "tsx bench/telemetry-overhead.ts"
  },
  dependencies: {
    ajv: "^8.20.0",
    uplot: "^1.6.32"
  },
  devDependencies: {
    "@actions/core": "^3.0.1",
    "@actions/github": "9.1.1",
    "@anthropic-ai/sdk": "1.14.0",
    "@eslint/js": "^10.0.1",
    "@types/node": "^20.19.43",
    esbuild: "^0.28.2",
    eslint: "^10.15.0",
    "eventsource-parser": "^3.1.1",
    "js-tiktoken": "1.0.21",
    openai: "6.49.0",
    "parse-prometheus-text-format": "^1.1.1",
    "playwright-core": "^1.65.1",
    prettier: "3.10.1",
    "prom-client": "^15.1.3",
    tsx: "^4.23.15",
    typescript: "~5.9.3",
    "typescript-eslint": "^8.74.0",
    undici: "7.30.2",
    vitest: "~4.1.12",
    yaml: "^2.9.1"
  },
  overrides: {
    vite: "~8.3.8",
    "@octokit/request": {
      "content-type": "2.1.0"
    }
  },
  allowScripts: {
    esbuild: true
  }
};

export {
  package_default
};
//# sourceMappingURL=chunk-4BVAQ72K.js.map
