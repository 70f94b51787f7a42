import type { ErrorObject } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, readErrorText, type ConfigIssue } from './errors.js';
import { formatPath } from './read/json-path.js';
import { normalizeWorkload, type WorkloadFile } from './normalize.js';
import { formatFromFileName, parseSource, type SourceFormat } from './read/parse-source.js';
import type { PathIssue } from './read/path-issue.js';
import { translateSchemaErrors } from './read/schema-messages.js';
import { apiKeyIssues, semanticIssues } from './semantic.js';
import { readSources } from './sources/read-sources.js';
import { readTrustFiles } from './read/trust-files.js';
import type { Workload } from './types.js';
import { projectValidator } from './validators.js';

export interface ParseOptions {
  /** File name shown in messages; its extension picks the format unless `format` is given. */
  file?: string | null;
  format?: SourceFormat;
  /** Where `${VAR}` in `baseUrl` is looked up. Defaults to an empty environment. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Also report every endpoint whose `apiKeyEnv` variable is unset or empty in `env` (a run about to measure). */
  requireApiKeys?: boolean;
}

/** Parses, validates and defaults a workload from text. Throws one ConfigError listing every problem. */
export function parseWorkload(text: string, options: ParseOptions = {}): Workload {
  const file = options.file ?? null;
  const env = options.env ?? {};
  const { data, lineOf } = parseSource(text, options.format ?? formatFromFileName(file), file);
  const toIssue = (issue: PathIssue): ConfigIssue => ({
    file,
    path: formatPath(issue.path),
    line: lineOf(issue.path),
    message: issue.message,
  });

  if (data === null || data === undefined) {
    throw new ConfigError([
      { file, path: '', line: null, message: 'is empty: expected a workload with version, name, endpoints and scenarios' },
    ]);
  }
  const schemaIssues = translateSchemaErrors(schemaErrors(data)).map(toIssue);
  const ruleIssues = [...semanticIssues(data, env), ...(options.requireApiKeys ? apiKeyIssues(data, env) : [])].map(toIssue);
  // CA files are read now, so a missing or wrong one stops the run before any request.
  const baseDir = file === null ? process.cwd() : dirname(resolve(file));
  const trust = readTrustFiles(data, baseDir);
  // Dataset and trace files too (a schema-invalid workload's are not read: its problems come first).
  const sources = schemaIssues.length === 0 ? readSources(data, baseDir) : null;
  const issues = [
    ...sortByLine([...schemaIssues, ...ruleIssues, ...trust.issues.map(toIssue), ...(sources?.issues ?? []).map(toIssue)]),
    ...(sources?.recordIssues ?? []),
  ];
  if (issues.length > 0) throw new ConfigError(issues);

  return normalizeWorkload(data as WorkloadFile, env, file === null ? null : resolve(file), trust.pems, sources ?? undefined);
}

/**
 * Reads a `.yaml`/`.yml`/`.json` workload file; `${VAR}` in `baseUrl` comes from `env` (default:
 * this process's). Synchronous: it runs once at start-up, before anything else can proceed.
 */
export function loadWorkload(
  file: string,
  options: { env?: Readonly<Record<string, string | undefined>>; requireApiKeys?: boolean } = {},
): Workload {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError([{ file, path: '', line: null, message: `cannot read the workload file: ${readErrorText(error)}` }]);
  }
  return parseWorkload(text, { file, env: options.env ?? process.env, requireApiKeys: options.requireApiKeys ?? false });
}

/** Only the chosen endpoints (a workload's reference endpoint is always kept: it is the comparison side). */
export function selectEndpoints(workload: Workload, names: readonly string[] | null): Workload {
  if (names === null) return workload;
  const known = new Set(workload.endpoints.map((e) => e.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    throw new ConfigError([
      {
        file: workload.source,
        path: 'endpoints',
        line: null,
        message: `no endpoint named ${unknown.map((n) => JSON.stringify(n)).join(', ')}; the workload has ${[...known].map((n) => JSON.stringify(n)).join(', ')}`,
      },
    ]);
  }
  const wanted = new Set(names);
  return { ...workload, endpoints: workload.endpoints.filter((e) => wanted.has(e.name) || e.reference) };
}

/** All schema violations of a parsed workload (empty when it conforms). */
function schemaErrors(data: unknown): ErrorObject[] {
  const validate = projectValidator('workload');
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

/** Stable: issues on the same line keep the order in which they were found. */
function sortByLine(issues: ConfigIssue[]): ConfigIssue[] {
  return issues
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => (a.issue.line ?? Number.MAX_SAFE_INTEGER) - (b.issue.line ?? Number.MAX_SAFE_INTEGER) || a.order - b.order)
    .map(({ issue }) => issue);
}
