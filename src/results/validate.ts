import { projectValidator } from '../config/index.js';

/** Problems with a results object, as `path: message` lines; empty when it matches the schema. */
export function resultsProblems(value: unknown): string[] {
  const validate = projectValidator('results');
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
