/**
 * Validates the cases in the JSON file named by argv[2] ({ name, value }[]) with the project's validators and prints
 * each result's errors as JSON. Bundled by the tests, so the bundled (pre-generated) validators can be compared with
 * the ones compiled from the sources.
 */
import { readFileSync } from 'node:fs';
import { projectValidator, type SchemaName } from '../../src/config/validators.js';

interface Case {
  name: SchemaName;
  value: unknown;
}

const cases = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Case[];
const errors = cases.map(({ name, value }) => {
  const validate = projectValidator(name);
  return validate(value) ? [] : (validate.errors ?? []);
});
process.stdout.write(JSON.stringify(errors));
