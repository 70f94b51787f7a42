import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

// One compiler for every schema; compiled validators are kept per schema object (workloads are loaded once).
const ajv = new Ajv2020({ strict: false, allErrors: false });
const compiled = new WeakMap<object, ValidateFunction | Error>();

/** A validator for a JSON Schema (2020-12), or the compile error of an invalid schema. */
export function schemaValidator(schema: Record<string, unknown>): ValidateFunction | Error {
  let entry = compiled.get(schema);
  if (entry === undefined) {
    try {
      entry = ajv.compile(schema);
    } catch (error) {
      entry = error instanceof Error ? error : new Error(String(error));
    }
    compiled.set(schema, entry);
  }
  return entry;
}

const FENCE = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i;

/**
 * The answer as JSON, or undefined when it does not parse. A single Markdown code fence around the JSON is
 * accepted: chat models add one even in JSON mode, and the JSON inside is what a client would use.
 */
export function parseJsonAnswer(text: string): unknown {
  const trimmed = text.trim();
  const fenced = FENCE.exec(trimmed);
  try {
    return JSON.parse(fenced ? fenced[1]! : trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether the text parses as JSON and matches the schema (false for an invalid schema). */
export function matchesSchema(text: string, schema: Record<string, unknown>): boolean {
  const value = parseJsonAnswer(text);
  if (value === undefined) return false;
  const validate = schemaValidator(schema);
  return !(validate instanceof Error) && validate(value) === true;
}
