import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BaselineError } from './errors.js';
import { serializeBaseline } from './serialize.js';
import type { Baseline } from './types.js';
import { baselineProblems } from './validate.js';

/**
 * Writes the baseline file, creating its folder. The text is validated as it will be read back, so a
 * baseline that could not be read is never committed; the rename means a crash leaves the old file whole.
 */
export function writeBaseline(path: string, baseline: Baseline): void {
  const text = serializeBaseline(baseline);
  const problems = baselineProblems(JSON.parse(text));
  if (problems.length > 0) throw new BaselineError('invalid', path, `refusing to write an invalid baseline to ${path}:`, { problems });
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}
