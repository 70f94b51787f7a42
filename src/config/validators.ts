import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import baselineSchema from '../../schemas/baseline.schema.json' with { type: 'json' };
import resultsSchema from '../../schemas/results.schema.json' with { type: 'json' };
import sessionSchema from '../../schemas/session.schema.json' with { type: 'json' };
import sweepSchema from '../../schemas/sweep.schema.json' with { type: 'json' };
import workloadSchema from '../../schemas/workload.schema.json' with { type: 'json' };
import validatorOptions from './validator-options.json' with { type: 'json' };

/**
 * Validators for the project's own schemas (`schemas/<name>.schema.json`). This module is the path used when
 * running the TypeScript sources: it compiles with Ajv on first use. The bundle replaces it with validators
 * generated ahead of time from the same schemas and `validator-options.json` (scripts/bundle.mjs), so the action
 * and the CLI never load the Ajv compiler to start; both give the same error objects.
 */
export type SchemaName = keyof typeof validatorOptions;

export const SCHEMA_NAMES: readonly SchemaName[] = ['workload', 'baseline', 'results', 'sweep', 'session'];

const schemas: Record<SchemaName, { $id: string }> = {
  workload: workloadSchema,
  baseline: baselineSchema,
  results: resultsSchema,
  sweep: sweepSchema,
  session: sessionSchema,
};
const compiled = new Map<SchemaName, ValidateFunction>();

/** The `$id` of one of the project's schemas. */
export function schemaId(name: SchemaName): string {
  return schemas[name].$id;
}

/** The validator of one of the project's schemas; its `errors` hold the last call's errors, as with any Ajv validator. */
export function projectValidator(name: SchemaName): ValidateFunction {
  let validate = compiled.get(name);
  if (validate === undefined) {
    const spec = validatorOptions[name];
    const ajv = new Ajv2020(spec.options);
    // Annotation keywords carry text for error messages (e.g. `x-expected`, the allowed forms in words).
    for (const keyword of spec.annotations) ajv.addKeyword({ keyword, schemaType: 'string' });
    validate = ajv.compile(schemas[name]);
    compiled.set(name, validate);
  }
  return validate;
}
