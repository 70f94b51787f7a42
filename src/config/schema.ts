import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import workloadSchema from '../../schemas/workload.schema.json' with { type: 'json' };

/** The `$id` of the workload schema (what `$schema` in a workload file may point to). */
export const WORKLOAD_SCHEMA_ID: string = workloadSchema.$id;

let validator: ValidateFunction | null = null;

/** Compiled once, on first use: compiling costs more than validating many files. */
function getValidator(): ValidateFunction {
  if (validator === null) {
    // verbose: errors carry the offending value and their schema, which the messages need.
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false });
    // Annotation only: the plain-words expectation used in error messages for that schema.
    ajv.addKeyword({ keyword: 'x-expected', schemaType: 'string' });
    validator = ajv.compile(workloadSchema);
  }
  return validator;
}

/** All schema violations of a parsed workload (empty when it conforms). */
export function schemaErrors(data: unknown): ErrorObject[] {
  const validate = getValidator();
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
