import { Ajv2020 } from 'ajv/dist/2020.js';
import schema from '../../schemas/results.schema.json' with { type: 'json' };
import type { Results } from './types.js';

const ajv = new Ajv2020({ allErrors: true, strict: true });
const validate = ajv.compile<Results>(schema);

/** Problems with a results object, as `path: message` lines; empty when it matches the schema. */
export function resultsProblems(value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
