import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import schema from '../../schemas/results.schema.json' with { type: 'json' };
import type { Results } from './types.js';

// Compiled on first use: compiling at import would cost every start of the action, including runs that
// never validate a results file.
let validate: ValidateFunction<Results> | null = null;

/** Problems with a results object, as `path: message` lines; empty when it matches the schema. */
export function resultsProblems(value: unknown): string[] {
  validate ??= new Ajv2020({ allErrors: true, strict: true }).compile<Results>(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
