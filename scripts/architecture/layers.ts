/**
 * The direction of imports in src/, lowest layer first: a file may import files of its own module and of modules in
 * lower layers, never of a module beside it or above it. docs/design/architecture.md explains each layer; the test in
 * test/architecture/ holds the code to this table, type-only imports included, and `npm run architecture` prints
 * the graph's figures.
 */
export interface Layer {
  /** Folders under src/ (`gate`) or single files (`engine.ts`). */
  modules: readonly string[];
  rule: string;
}

export const LAYERS: readonly Layer[] = [
  {
    modules: ['vocabulary', 'stats', 'util', 'version.ts'],
    rule: 'leaves: the shared words (cells, cache states, metric ids, checks, rule words), statistics, redaction, logging and the user-error base class; they import nothing from the project',
  },
  {
    modules: ['telemetry'],
    rule: "the server's metrics, pure: the Prometheus exposition parsed, presets naming each engine's metrics, per-look increases, gauges and histogram quantiles",
  },
  {
    modules: ['apis'],
    rule: 'each streaming API described once (src/apis/<api>/): path, headers and key header, body, reserved fields, streaming switch, usage fields, built-in probes; one list, read by the layers above',
  },
  { modules: ['config'], rule: 'the workload: read, validated, defaulted; names what is wrong and where' },
  {
    modules: ['plan', 'probe', 'sim'],
    rule: 'what to send, how one request is measured, and the simulator to measure; none knows the others',
  },
  { modules: ['metrics', 'runner'], rule: 'numbers from a sample; scheduling samples over time' },
  { modules: ['conformance'], rule: 'parameter probes and answer checks, judged per response' },
  { modules: ['quality'], rule: "each answer kept for output parity: its text's hash, token boundaries, log-probs and correctness" },
  { modules: ['gate'], rule: 'pure decisions over cells: verdicts with structured evidence, no sentences' },
  { modules: ['results'], rule: "the run's artifact: per-cell summaries and facts, merged shards and runs" },
  {
    modules: ['decision'],
    rule: "the run's one decision: verdict and exit status, cells paired with their comparison side, findings and the headline's facts as records; no sentences",
  },
  { modules: ['baseline', 'report'], rule: 'baseline files; every sentence and every piece of Markdown' },
  { modules: ['engine.ts'], rule: 'plan → run → results, shared by both entry points' },
  { modules: ['compare'], rule: 'the comparison side, the sequential gate and the report, for both entry points' },
  { modules: ['sweep'], rule: 'the capacity sweep: levels of load measured by the engine, judged against the SLO, and its gate' },
  {
    modules: ['history'],
    rule: 'the run history: the store (a git branch or a folder), baselines pooled from it, its change points',
  },
  { modules: ['site'], rule: "the history's static dashboard: the page model and its HTML, pure (the CLI writes the files)" },
  { modules: ['github'], rule: 'adapters to GitHub: the sticky comment, the job summary, the run context' },
  { modules: ['action'], rule: "the action's inputs, context and modes" },
  {
    modules: ['cli', 'main.ts'],
    rule: 'composition roots: arguments and inputs in, exit codes out (the CLI: one file per command in cli/)',
  },
  { modules: ['cli.ts', 'index.ts'], rule: "the entries: shims (the CLI's checks the Node version first)" },
];

/** The module a source file belongs to: its folder under src/, or its own name for a file directly in src/. */
export function moduleOf(file: string): string {
  const parts = file.replace(/^src\//, '').split('/');
  return parts.length > 1 ? parts[0]! : parts[0]!;
}

export function layerOf(module: string): number {
  return LAYERS.findIndex((layer) => layer.modules.includes(module));
}

/** Modules no file of `module` may import even though they sit lower: the leaves import nothing outside themselves. */
export function isLeaf(module: string): boolean {
  return layerOf(module) === 0;
}
