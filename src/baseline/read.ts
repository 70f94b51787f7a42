import { readFileSync } from 'node:fs';
import { describeWorkloadDifference } from './difference.js';
import { BaselineError } from './errors.js';
import { jsonErrorOffset, lineAndColumn } from '../config/index.js';
import { BASELINE_VERSION, type Baseline, type WorkloadIdentity } from './types.js';
import { baselineProblems } from './validate.js';

export interface BaselineExpectation extends WorkloadIdentity {
  /** The workload file as the user named it, so the re-record command in messages can be pasted as is. */
  workloadFile?: string | null;
  /** The command (or action input) that records a baseline, worded for how the user runs streamgate. */
  recordCommand?: string | null;
}

/**
 * Reads a committed baseline and checks it can be compared with the current workload. Every way it
 * can be unusable is a BaselineError naming the file and what to do; nothing passes silently.
 */
export function readBaseline(path: string, expect: BaselineExpectation): Baseline {
  const record = expect.recordCommand ?? `npm run baseline:update -- --workload ${expect.workloadFile ?? '<file>'}`;
  const text = readText(path, record);
  const value = parseJson(text, path, record);

  // Checked before the schema: a newer format may well have keys this version calls unknown.
  const version =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > BASELINE_VERSION) {
    throw new BaselineError(
      'future-version',
      path,
      `baseline ${path} was written by a newer streamgate (format version ${version}; this streamgate reads version ${BASELINE_VERSION})`,
      {
        hint: `upgrade streamgate, or re-record the baseline with this version: \`${record}\``,
      },
    );
  }

  const problems = baselineProblems(value);
  if (problems.length > 0) {
    throw new BaselineError('invalid', path, `baseline ${path} is not a valid streamgate baseline (schemas/baseline.schema.json):`, {
      problems,
      hint: `fix the file, or re-record it: \`${record}\``,
    });
  }

  const baseline = value as Baseline;
  if (baseline.provenance.fingerprint !== expect.fingerprint) {
    const differences = describeWorkloadDifference(baseline.fingerprintParts, expect.parts);
    throw new BaselineError(
      'fingerprint-mismatch',
      path,
      `baseline ${path} was recorded with a different workload (fingerprint ${short(baseline.provenance.fingerprint)}, now ${short(expect.fingerprint)}):`,
      {
        problems:
          differences.length > 0
            ? differences
            : ['no recorded part differs: the fingerprint was computed differently (another streamgate version?)'],
        hint: `comparing with it would not be like with like: re-record it with \`${record}\` and commit it with the workload change`,
      },
    );
  }
  return baseline;
}

function readText(path: string, record: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BaselineError('missing', path, `no baseline at ${path}: record one with \`${record}\``);
    const reason = error instanceof Error ? error.message : String(error);
    throw new BaselineError('unreadable', path, `cannot read baseline ${path}: ${reason}`);
  }
}

function parseJson(raw: string, path: string, record: string): unknown {
  // Some editors save a byte-order mark, which JSON.parse rejects; it is not a real problem.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const offset = jsonErrorOffset(text);
    const at = offset === null ? null : lineAndColumn(text, offset);
    const where = at === null ? '' : ` at line ${at.line}, column ${at.column}`;
    // Two branches that both re-recorded the baseline is the usual way a committed one breaks.
    const conflict = /^(<{7}|>{7}) /m.test(text);
    throw new BaselineError('invalid-json', path, `baseline ${path} is not valid JSON${where}: ${parseReason(error)}`, {
      hint: conflict
        ? `it contains merge conflict markers: re-record it rather than merging numbers by hand: \`${record}\``
        : `fix the file, or re-record it: \`${record}\``,
    });
  }
}

/** JSON.parse's reason without its position or its quote of the text, which can be the whole file. */
function parseReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
}

/** Enough of a fingerprint to tell two apart in a message. */
function short(fingerprint: string): string {
  return fingerprint.slice(0, 'sha256:'.length + 12);
}

/** When a baseline file's runs were measured and which run it names (its provenance), as the history's segments read it. */
export interface BaselineStamp {
  recordedAt: string;
  runId: string | null;
}

/**
 * The provenance of the baseline file at `path`, or null without a readable one: read leniently, since a file the
 * gate will refuse is said by readBaseline in its own words, and the history's segment search only needs its time.
 */
export function readBaselineStamp(path: string): BaselineStamp | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as { provenance?: { recordedAt?: unknown; runId?: unknown } };
    const at = parsed.provenance?.recordedAt;
    const runId = parsed.provenance?.runId;
    return typeof at === 'string' ? { recordedAt: at, runId: typeof runId === 'string' ? runId : null } : null;
  } catch {
    return null;
  }
}
