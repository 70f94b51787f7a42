import { canonicalJson, compareCodeUnits } from './format-json.js';
import { DIGEST_PREFIX } from './fingerprint.js';
import type { FingerprintParts } from './types.js';
import { isRecord } from '../util/index.js';

/**
 * What changed between the workload a baseline was recorded with and the current one, one readable
 * line per change, e.g. `scenario essay: maxTokens 256 → 512`. Empty when the parts are equal.
 */
export function describeWorkloadDifference(recorded: FingerprintParts, current: FingerprintParts): string[] {
  const out: string[] = [];
  diffEntities('endpoint', recorded.endpoints, current.endpoints, out);
  diffEntities('scenario', recorded.scenarios, current.scenarios, out);
  diffValue('run', '', recorded.run, current.run, out);
  return out;
}

function diffEntities(noun: string, recorded: Record<string, unknown>, current: Record<string, unknown>, out: string[]): void {
  for (const name of unionKeys(recorded, current)) {
    const label = `${noun} ${name}`;
    if (!Object.hasOwn(current, name)) out.push(`${label}: removed`);
    else if (!Object.hasOwn(recorded, name)) out.push(`${label}: added`);
    else diffValue(label, '', recorded[name], current[name], out);
  }
}

function diffValue(label: string, path: string, recorded: unknown, current: unknown, out: string[]): void {
  if (canonicalJson(recorded) === canonicalJson(current)) return;
  if (isStringArray(recorded) && isStringArray(current)) {
    const added = current.filter((s) => !recorded.includes(s));
    const removed = recorded.filter((s) => !current.includes(s));
    const changes = [
      added.length > 0 ? `added ${added.map((s) => JSON.stringify(s)).join(', ')}` : '',
      removed.length > 0 ? `removed ${removed.map((s) => JSON.stringify(s)).join(', ')}` : '',
    ].filter((s) => s !== '');
    out.push(`${label}: ${path} ${changes.length > 0 ? changes.join('; ') : 'reordered'}`);
    return;
  }
  if (isRecord(recorded) && isRecord(current)) {
    for (const key of unionKeys(recorded, current)) {
      const keyPath = path === '' ? key : `${path}.${key}`;
      if (!Object.hasOwn(current, key)) out.push(`${label}: ${keyPath} removed`);
      else if (!Object.hasOwn(recorded, key)) out.push(`${label}: ${keyPath} added`);
      else diffValue(label, keyPath, recorded[key], current[key], out);
    }
    return;
  }
  // Digests stand for values that are not recorded (prompts, body fields): say that, not two hashes.
  if (isDigest(recorded) && isDigest(current)) out.push(`${label}: ${path} changed`);
  else if (recorded === null && isRecord(current)) out.push(`${label}: ${path} added`);
  else if (isRecord(recorded) && current === null) out.push(`${label}: ${path} removed`);
  else out.push(`${label}: ${path} ${formatValue(recorded)} → ${formatValue(current)}`);
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (isDigest(value)) return '(recorded as a digest)';
  if (typeof value === 'string') return JSON.stringify(value);
  return canonicalJson(value);
}

function unionKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(compareCodeUnits);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function isDigest(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(DIGEST_PREFIX);
}
