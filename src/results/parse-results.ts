import { ConfigError, projectValidator } from '../config/index.js';
import type { Results } from './types.js';

/** Problems with a results object, as `path: message` lines; empty when it matches the schema. */
export function resultsProblems(value: unknown): string[] {
  const validate = projectValidator('results');
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}

/**
 * A results.json written by a run, from its text (`text` reads it; the file is read at the edge, compare/flow.ts);
 * anything else is a ConfigError naming the file and the problems.
 */
export function parseResults(path: string, text: () => string): Results {
  let value: unknown;
  try {
    value = JSON.parse(text());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError([{ file: path, path: '', line: null, message: `cannot read results: ${message}` }]);
  }
  const problems = resultsProblems(value);
  if (problems.length > 0) {
    throw new ConfigError(
      problems.map((p) => ({ file: path, path: p.split(':')[0] ?? '', line: null, message: p.slice(p.indexOf(':') + 1).trim() })),
    );
  }
  return value as Results;
}
