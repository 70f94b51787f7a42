import type { ErrorObject } from 'ajv/dist/2020.js';
import { projectValidator, schemaId } from './validators.js';

/** The `$id` of the workload schema (what `$schema` in a workload file may point to). */
export const WORKLOAD_SCHEMA_ID: string = schemaId('workload');

/** All schema violations of a parsed workload (empty when it conforms). */
export function schemaErrors(data: unknown): ErrorObject[] {
  const validate = projectValidator('workload');
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
