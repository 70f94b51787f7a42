import type { ErrorObject } from 'ajv/dist/2020.js';
import { pointerToPath, type PathSegment } from './json-path.js';
import { describeValue, quoteList, type PathIssue } from './path-issue.js';
import { suggestKey } from './suggest.js';
import { isRecord } from '../../util/index.js';

/** Issue plus what is needed to drop echoes (a typo'd key also shows up as a missing one). */
interface Translated extends PathIssue {
  suggestedKey?: string;
  missingKeys?: string[];
}

/** Keywords that fail when a value has the wrong shape altogether (rather than a wrong detail). */
const SHAPE_KEYWORDS = new Set(['type', 'enum', 'const']);

/**
 * ajv errors → one plain-words issue per problem. `oneOf`/`anyOf` failures are collapsed: when the
 * value has the shape of one alternative, that alternative's own errors are reported; otherwise a
 * single "expected …" lists the alternatives. Needs errors from ajv's `verbose` mode.
 */
export function translateSchemaErrors(errors: readonly ErrorObject[]): PathIssue[] {
  return dropEchoes(translateList(errors)).map(({ path, message }) => ({ path, message }));
}

function translateList(errors: readonly ErrorObject[]): Translated[] {
  const consumed = new Set<ErrorObject>();
  const results: Translated[][] = errors.map(() => []);
  // A composite's branch errors come right before it; going backwards, outer composites claim theirs first.
  for (let i = errors.length - 1; i >= 0; i--) {
    const error = errors[i]!;
    if (consumed.has(error) || (error.keyword !== 'oneOf' && error.keyword !== 'anyOf')) continue;
    const children: ErrorObject[] = [];
    for (let j = i - 1; j >= 0; j--) {
      const candidate = errors[j]!;
      if (!candidate.schemaPath.startsWith(`${error.schemaPath}/`) || !isWithin(candidate.instancePath, error.instancePath)) break;
      children.unshift(candidate);
    }
    for (const child of children) consumed.add(child);
    consumed.add(error);
    results[i] = translateComposite(error, children);
  }
  errors.forEach((error, i) => {
    if (!consumed.has(error)) results[i] = translateOne(error);
  });
  return results.flat();
}

function translateComposite(error: ErrorObject, children: readonly ErrorObject[]): Translated[] {
  const path = pointerToPath(error.instancePath);
  const branches: unknown[] = Array.isArray(error.schema) ? error.schema : [];
  const passing = (error.params as { passingSchemas?: number[] | null }).passingSchemas ?? null;

  const requiredKeys = branches.map(singleRequiredKey);
  if (branches.length > 0 && requiredKeys.every((key): key is string => key !== null)) {
    if (passing !== null && passing.length > 1) {
      const present = requiredKeys.filter((_, index) => passing.includes(index));
      return [{ path, message: `has both ${quoteList(present, 'and')}; keep only one` }];
    }
    return [{ path, message: `needs one of ${quoteList(requiredKeys, 'or')}`, missingKeys: requiredKeys }];
  }

  const byBranch = new Map<number, ErrorObject[]>();
  for (const child of children) {
    const index = Number(child.schemaPath.slice(error.schemaPath.length + 1).split('/')[0]);
    byBranch.set(index, [...(byBranch.get(index) ?? []), child]);
  }
  const sameShape = [...byBranch.values()]
    .filter((branchErrors) => !branchErrors.some((e) => e.instancePath === error.instancePath && SHAPE_KEYWORDS.has(e.keyword)))
    .sort((a, b) => a.length - b.length);
  if (sameShape.length > 0) return translateList(sameShape[0]!);

  const hint = expectedHint(error.parentSchema) ?? branches.map(describeSchema).join(' or ');
  const prefix = passing !== null && passing.length > 1 ? 'matches more than one allowed form; expected' : 'expected';
  return [{ path, message: `${prefix} ${hint}, got ${describeValue(error.data)}` }];
}

function translateOne(error: ErrorObject): Translated[] {
  const path = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const got = describeValue(error.data);
  const hint = expectedHint(error.parentSchema);

  // The key-level error of `propertyNames` carries `propertyName`; the wrapper adds nothing.
  if (error.keyword === 'propertyNames') return [];
  const propertyName = (error as { propertyName?: unknown }).propertyName;
  if (typeof propertyName === 'string') {
    return [{ path: [...path, propertyName], message: `invalid key ${describeValue(propertyName)}: expected ${hint ?? 'a valid key'}` }];
  }

  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      return [{ path, message: `missing required key "${key}"`, missingKeys: [key] }];
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = allowedKeys(error.parentSchema);
      const suggestion = suggestKey(key, allowed);
      const tail =
        suggestion !== null ? `; did you mean "${suggestion}"?` : allowed.length > 0 ? ` (allowed here: ${allowed.join(', ')})` : '';
      const issue: Translated = { path: [...path, key], message: `unknown key "${key}"${tail}` };
      if (suggestion !== null) issue.suggestedKey = suggestion;
      return [issue];
    }
    case 'type':
      return [{ path, message: `expected ${typeNames(String(params.type))}, got ${got}` }];
    case 'enum':
      return [{ path, message: `expected ${quoteList(asArray(params.allowedValues), 'or')}, got ${got}` }];
    case 'const':
      return [{ path, message: `must be ${JSON.stringify(params.allowedValue)}, got ${got}` }];
    case 'minimum':
      return [{ path, message: `must be at least ${String(params.limit)}, got ${got}` }];
    case 'maximum':
      return [{ path, message: `must be at most ${String(params.limit)}, got ${got}` }];
    case 'exclusiveMinimum':
      return [{ path, message: `must be greater than ${String(params.limit)}, got ${got}` }];
    case 'exclusiveMaximum':
      return [{ path, message: `must be less than ${String(params.limit)}, got ${got}` }];
    case 'minLength':
      return [{ path, message: params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long` }];
    case 'maxLength':
      return [{ path, message: `must be at most ${String(params.limit)} characters long` }];
    case 'minItems':
      return [{ path, message: params.limit === 1 ? 'must list at least one item' : `must list at least ${String(params.limit)} items` }];
    case 'maxItems':
      return [{ path, message: `must list at most ${String(params.limit)} items` }];
    case 'uniqueItems':
      return [{ path, message: `lists the same item twice (items ${String(params.j)} and ${String(params.i)})` }];
    case 'pattern':
      return [
        { path, message: hint !== null ? `expected ${hint}, got ${got}` : `must match the pattern ${String(params.pattern)}, got ${got}` },
      ];
    default:
      return [{ path, message: error.message ?? `fails the "${error.keyword}" rule` }];
  }
}

/** Drops a "missing key" that only exists because the same key was misspelt (already reported with a suggestion). */
function dropEchoes(issues: readonly Translated[]): Translated[] {
  const suggested = new Set<string>();
  for (const issue of issues) {
    if (issue.suggestedKey !== undefined) suggested.add(keyAt(issue.path.slice(0, -1), issue.suggestedKey));
  }
  return issues.filter((issue) => !issue.missingKeys?.some((key) => suggested.has(keyAt(issue.path, key))));
}

function keyAt(parent: readonly PathSegment[], key: string): string {
  return JSON.stringify([...parent, key]);
}

function isWithin(instancePath: string, ancestor: string): boolean {
  return instancePath === ancestor || instancePath.startsWith(`${ancestor}/`);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function expectedHint(schema: unknown): string | null {
  return isRecord(schema) && typeof schema['x-expected'] === 'string' ? schema['x-expected'] : null;
}

function allowedKeys(schema: unknown): string[] {
  return isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}

function singleRequiredKey(schema: unknown): string | null {
  if (!isRecord(schema) || Object.keys(schema).length !== 1) return null;
  const required = schema.required;
  return Array.isArray(required) && required.length === 1 && typeof required[0] === 'string' ? required[0] : null;
}

function describeSchema(schema: unknown): string {
  if (!isRecord(schema)) return 'a valid value';
  const hint = expectedHint(schema);
  if (hint !== null) return hint;
  if (Array.isArray(schema.enum)) return quoteList(schema.enum, 'or');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (typeof schema.type === 'string') return typeNames(schema.type);
  return 'a valid value';
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object (key: value pairs)',
  array: 'a list',
  null: 'null',
};

function typeNames(types: string): string {
  return types
    .split(',')
    .map((type) => TYPE_NAMES[type] ?? type)
    .join(' or ');
}
