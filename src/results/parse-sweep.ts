import type { ErrorObject } from 'ajv/dist/2020.js';
import { ConfigError, type ConfigIssue, projectValidator } from '../config/index.js';
import type { SweepResults } from './sweep-types.js';

interface SweepIssue {
  /** JSON pointer of the offending value (`/endpoints/0/levels/2/load`), `/` for the document. */
  path: string;
  message: string;
}

/** Ajv's message, with the name it leaves in its params where the name is the point (which property, which value). */
function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `has unknown property "${String(params.additionalProperty)}"`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return error.message ?? 'invalid';
  }
}

function sweepIssues(value: unknown): SweepIssue[] {
  const validate = projectValidator('sweep');
  if (validate(value)) return [];
  const seen = new Set<string>();
  const issues: SweepIssue[] = [];
  for (const error of validate.errors ?? []) {
    const issue = { path: error.instancePath || '/', message: describe(error) };
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

/** Problems with a sweep object, as `path: message` lines (JSON pointers); empty when it matches schemas/sweep.schema.json. */
export function sweepProblems(value: unknown): string[] {
  return sweepIssues(value).map((issue) => `${issue.path}: ${issue.message}`);
}

/** What a JSON document that is not a sweep looks like, when it is another of streamgate's files; else null. */
function otherArtifact(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.kind !== undefined || !Array.isArray(record.cells)) return null;
  if (typeof record.provenance === 'object' && record.provenance !== null) return 'a baseline';
  if (typeof record.run === 'object' && record.run !== null) return "a run's results";
  return null;
}

/**
 * A sweep.json written by `streamgate sweep`, from its text (`text` reads it; the file is read at the edge,
 * sweep/sweep-flow.ts); anything else is a ConfigError naming the file and the problems.
 */
export function parseSweep(path: string, text: () => string): SweepResults {
  const issue = (at: string, message: string): ConfigIssue => ({ file: path, path: at, line: null, message });
  let value: unknown;
  try {
    value = JSON.parse(text());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError([issue('', `cannot read sweep: ${message}`)]);
  }
  const other = otherArtifact(value);
  if (other !== null) {
    throw new ConfigError([issue('', `is ${other}, not a sweep: a sweep is recorded by \`streamgate sweep --workload <file> --record\``)]);
  }
  const problems = sweepIssues(value);
  if (problems.length > 0) throw new ConfigError(problems.map((p) => issue(p.path, p.message)));
  return value as SweepResults;
}
