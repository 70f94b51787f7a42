import { createRequire } from 'node:module';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { Workload } from '../config/index.js';

type AjvModule = typeof import('ajv/dist/2020.js');

const COMPILER_OPTIONS = { strict: false, allErrors: false } as const;
// One compiler for every schema; compiled validators are kept per schema object (workloads are loaded once).
let compiler: Ajv2020 | null = null;
const compiled = new WeakMap<object, ValidateFunction | Error>();

/** Whether any scenario checks its answers against a JSON Schema (the only use of the schema compiler). */
export function usesJsonSchemas(workload: Pick<Workload, 'scenarios'>): boolean {
  return workload.scenarios.some((s) => (s.expect?.jsonSchema ?? null) !== null || s.expect?.answer?.jsonSchema !== undefined);
}

/**
 * Loads the JSON Schema compiler (Ajv) when the workload needs it, before any answer is checked. Ajv is a large
 * module; most workloads never compile a user schema, so it is not part of start-up.
 */
export async function loadSchemaCompiler(workload: Pick<Workload, 'scenarios'>): Promise<void> {
  if (compiler !== null || !usesJsonSchemas(workload)) return;
  // The CommonJS module itself (what both Node and the bundle give as `default`), whose Ajv2020 is the class.
  const { default: ajv } = await import('ajv/dist/2020.js');
  compiler ??= new ajv.Ajv2020(COMPILER_OPTIONS);
}

function schemaCompiler(): Ajv2020 {
  // Checked without loadSchemaCompiler first (a caller using the modules directly): load it synchronously.
  compiler ??= new (createRequire(import.meta.url)('ajv/dist/2020.js') as AjvModule).Ajv2020(COMPILER_OPTIONS);
  return compiler;
}

/** A validator for a JSON Schema (2020-12), or the compile error of an invalid schema. */
export function schemaValidator(schema: Record<string, unknown>): ValidateFunction | Error {
  let entry = compiled.get(schema);
  if (entry === undefined) {
    const ajv = schemaCompiler();
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
