import { cellKey } from '../vocabulary/index.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { formatPath, pointerToPath, projectValidator } from '../config/index.js';
import { fingerprintFromParts } from './fingerprint.js';
import type { Baseline, BaselineCell } from './types.js';

/** Schema errors in verbose form: an `anyOf` error then carries its schema, whose `x-expected` says the allowed forms in words. */
function validateSchema(value: unknown): ErrorObject[] {
  const validate = projectValidator('baseline');
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** A hand-mangled file can break hundreds of values; the first few say enough. */
const MAX_PROBLEMS = 20;

/**
 * Problems with a parsed baseline, as `path: message` lines; empty when it can be used. Beyond the
 * schema, checks that the counts agree with each other, so a hand-edited cell cannot pass silently.
 */
export function baselineProblems(value: unknown): string[] {
  const errors = validateSchema(value);
  if (errors.length > 0) return limit(schemaProblems(errors));
  return limit(consistencyProblems(value as Baseline));
}

/**
 * One line per problem. A failed `anyOf` (a plain value or an object) is said in words when the value
 * is not an object; when it is, the object branch's own complaints are the useful ones.
 */
function schemaProblems(errors: readonly ErrorObject[]): string[] {
  const alternatives = errors.filter((e) => e.keyword === 'anyOf');
  const keep = (e: ErrorObject): boolean => {
    // Errors carrying `propertyName` restate, for the key itself, what the `propertyNames` error says.
    if (e.propertyName !== undefined) return false;
    if (e.keyword === 'anyOf') return !isObjectValue(e);
    const owner = alternatives.find((a) => e.instancePath === a.instancePath || e.instancePath.startsWith(`${a.instancePath}/`));
    if (!owner) return true;
    if (!isObjectValue(owner)) return false;
    // The value is an object: drop the other branch's "must be null" / "must be one of", keep the rest.
    return !(e.instancePath === owner.instancePath && ['type', 'enum', 'const'].includes(e.keyword));
  };
  return errors.filter(keep).map(schemaProblem);
}

function isObjectValue(error: ErrorObject): boolean {
  return error.data !== null && typeof error.data === 'object';
}

function schemaProblem(error: ErrorObject): string {
  const path = formatPath(pointerToPath(error.instancePath)) || '(top level)';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${path}: unknown key ${JSON.stringify(params.additionalProperty)}`;
    case 'propertyNames':
      return `${path}: unknown key ${JSON.stringify(params.propertyName)}`;
    case 'const':
      return `${path}: must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `${path}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'anyOf': {
      const expected = (error.parentSchema as Record<string, unknown> | undefined)?.['x-expected'];
      return `${path}: must be ${typeof expected === 'string' ? expected : 'one of the allowed forms'}`;
    }
    default:
      return `${path}: ${error.message ?? 'is invalid'}`;
  }
}

function consistencyProblems(b: Baseline): string[] {
  const problems: string[] = [];
  const expected = fingerprintFromParts(b.fingerprintParts);
  if (b.provenance.fingerprint !== expected) {
    problems.push(`provenance.fingerprint: does not match fingerprintParts (expected ${expected}); was the file edited by hand?`);
  }
  const seen = new Set<string>();
  b.cells.forEach((cell, i) => {
    const at = `cells[${i}]`;
    const key = cellKey(cell);
    if (seen.has(key)) problems.push(`${at}: a second cell for ${key}`);
    seen.add(key);
    problems.push(...unknownNames(b, cell, at));
    const ok = cell.n - cell.errors;
    if (ok < 0) problems.push(`${at}.errors: ${cell.errors} errors out of n = ${cell.n} requests`);
    const kinds = Object.values(cell.errorKinds).reduce((sum, count) => sum + count, 0);
    if (kinds !== cell.errors) problems.push(`${at}.errorKinds: add up to ${kinds}, but errors = ${cell.errors}`);
    const classes = cell.classes.streamed + cell.classes.coalesced + cell.classes.buffered + cell.classes.undefined;
    if (classes !== ok) problems.push(`${at}.classes: add up to ${classes}, but n − errors = ${ok}`);
    const tooMany: string[] = [];
    for (const [metric, values] of Object.entries(cell.values)) {
      if (values.length > ok) tooMany.push(`${metric} (${values.length})`);
      const summary = cell.summaries[metric as keyof typeof cell.summaries];
      if (summary && summary.n !== values.length)
        problems.push(`${at}.summaries.${metric}.n: ${summary.n}, but there are ${values.length} values`);
    }
    // One line per cell: a wrong n or errors count makes every metric look too long at once.
    if (tooMany.length > 0) problems.push(`${at}.values: more values than the ${ok} successful requests for ${tooMany.join(', ')}`);
    if (cell.spread) problems.push(...spreadProblems(b, cell, `${at}.spread`));
    if (cell.cacheHits) problems.push(...cacheHitProblems(cell, ok, `${at}.cacheHits`));
    if (cell.connections) problems.push(...connectionProblems(cell, `${at}.connections`));
  });
  const seenLoops = new Set<string>();
  b.loops.forEach((loop, i) => {
    const at = `loops[${i}]`;
    const key = `${loop.endpoint}/${loop.scenario}/${loop.cache}`;
    if (seenLoops.has(key)) problems.push(`${at}: a second loop for ${key}`);
    seenLoops.add(key);
    problems.push(...unknownNames(b, loop, at));
    const ok = loop.n - loop.errors;
    if (ok < 0) problems.push(`${at}.errors: ${loop.errors} errors out of n = ${loop.n} loops`);
    const tooMany = Object.entries(loop.values).filter(([, values]) => values.length > ok);
    if (tooMany.length > 0) {
      problems.push(
        `${at}.values: more values than the ${ok} complete loops for ${tooMany.map(([m, v]) => `${m} (${v.length})`).join(', ')}`,
      );
    }
  });
  return problems;
}

/**
 * A spread is a drift of values the cell holds, over no more runs than the baseline pooled. A baseline without
 * `provenance.runs` is not held to the second check, as nothing says how many runs it pooled.
 */
function spreadProblems(b: Baseline, cell: BaselineCell, at: string): string[] {
  const spread = cell.spread!;
  const problems: string[] = [];
  const pooled = b.provenance.runs;
  if (pooled !== undefined && spread.runs > pooled)
    problems.push(`${at}.runs: ${spread.runs}, but provenance.runs says the baseline pooled ${pooled}`);
  for (const metric of Object.keys(spread.logSd)) {
    if (!Object.hasOwn(cell.values, metric)) problems.push(`${at}.logSd.${metric}: a drift for a metric the cell has no values of`);
  }
  if (spread.hitShares !== undefined) {
    if (spread.hitShares.length !== spread.runs)
      problems.push(`${at}.hitShares: ${spread.hitShares.length} hit shares for ${spread.runs} runs (one per run)`);
    if (cell.cache !== 'warm' || !cell.cacheHits) problems.push(`${at}.hitShares: hit shares for a cell without a prefix-cache report`);
  }
  return problems;
}

/** Hits, misses and unknowns are the successful requests; there is at most one value per hit. */
function cacheHitProblems(cell: BaselineCell, ok: number, at: string): string[] {
  const hits = cell.cacheHits!;
  const problems: string[] = [];
  const total = hits.hit + hits.miss + hits.unknown;
  if (total !== ok) problems.push(`${at}: hit + miss + unknown = ${total}, but n − errors = ${ok}`);
  const tooMany = Object.entries(hits.values).filter(([, values]) => values.length > hits.hit);
  if (tooMany.length > 0)
    problems.push(`${at}.values: more values than the ${hits.hit} hits for ${tooMany.map(([m, v]) => `${m} (${v.length})`).join(', ')}`);
  return problems;
}

/** Every request went on a new, a reused or an unknown connection; a cause counts only requests that were retried. */
function connectionProblems(cell: BaselineCell, at: string): string[] {
  const c = cell.connections!;
  const problems: string[] = [];
  const total = c.opened + c.reused + c.unknown;
  if (total !== cell.n) problems.push(`${at}: opened + reused + unknown = ${total}, but n = ${cell.n}`);
  if (c.retried > cell.n) problems.push(`${at}.retried: ${c.retried} retried requests out of n = ${cell.n}`);
  if (c.retriedConnect > c.retried || c.retriedStale > c.retried)
    problems.push(`${at}: more requests retried for a cause than the ${c.retried} retried`);
  return problems;
}

function unknownNames(b: Baseline, cell: { endpoint: string; scenario: string }, at: string): string[] {
  const problems: string[] = [];
  if (!Object.hasOwn(b.fingerprintParts.endpoints, cell.endpoint))
    problems.push(`${at}.endpoint: "${cell.endpoint}" is not an endpoint of the recorded workload`);
  if (!Object.hasOwn(b.fingerprintParts.scenarios, cell.scenario))
    problems.push(`${at}.scenario: "${cell.scenario}" is not a scenario of the recorded workload`);
  return problems;
}

function limit(problems: string[]): string[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_PROBLEMS), `… and ${problems.length - MAX_PROBLEMS} more`];
}
