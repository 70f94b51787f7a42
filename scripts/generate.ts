/**
 * `npm run generate`: every file part written from the code's tables: the schemas' enums of names
 * (scripts/schema-enums.ts), the workload schema's SLO metrics (scripts/schema-slo.ts), the docs' tables
 * (scripts/docs-tables.ts), the architecture page's figures (scripts/architecture/figures.ts, what `npm run architecture`
 * prints), the labelled set (scripts/labelled-set.ts) and the sample session trace (scripts/sessions.ts). A name, a profile, a check or an input is added in its table and this writes the rest; test/generated.test.ts fails when a committed file is behind.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionTables, checkTable, layerTable, metricTable, parseActionYml, profileTable, withSection } from './docs-tables.js';
import { withTableEnums, type SchemaName } from './schema-enums.js';
import { LABELLED_SET_PATH, labelledSet } from './labelled-set.js';
import { SESSIONS_PATH, sessionTrace } from './sessions.js';
import { withSloMetrics } from './schema-slo.js';
import { architectureFigures, figuresMarkdown } from './architecture/figures.js';

export interface GeneratedFile {
  /** Relative to the project root. */
  path: string;
  text: string;
}

const SCHEMAS: SchemaName[] = ['workload', 'results', 'baseline', 'sweep'];

/** What each generated file should hold, given the files as they are under `root`. */
export function generatedFiles(root: string): GeneratedFile[] {
  const read = (path: string): string => readFileSync(join(root, path), 'utf8');
  const schemaPath = (name: SchemaName): string => `schemas/${name}.schema.json`;
  const schemas = withSloMetrics(
    withTableEnums(Object.fromEntries(SCHEMAS.map((name) => [name, JSON.parse(read(schemaPath(name)))])) as Record<SchemaName, unknown>),
  );
  const section = (path: string, name: string, body: string): GeneratedFile => ({ path, text: withSection(read(path), name, body, path) });
  return [
    ...SCHEMAS.map((name) => ({ path: schemaPath(name), text: `${JSON.stringify(schemas[name], null, 2)}\n` })),
    section('docs/metrics.md', 'metric-names', metricTable()),
    section('docs/simulator.md', 'profiles', profileTable()),
    section('docs/conformance.md', 'probe-checks', checkTable()),
    section('docs/action.md', 'action-table', actionTables(parseActionYml(read('action.yml')))),
    section('docs/design/architecture.md', 'layers', layerTable()),
    section('docs/design/architecture.md', 'figures', figuresMarkdown(architectureFigures(root))),
    { path: LABELLED_SET_PATH, text: labelledSet() },
    { path: SESSIONS_PATH, text: sessionTrace() },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const file of generatedFiles(root)) {
    if (file.text === readFileSync(join(root, file.path), 'utf8')) continue;
    writeFileSync(join(root, file.path), file.text);
    console.log(`${file.path}: rewritten`);
  }
}
