import { EXIT_USER_ERROR, UserError } from '../util/index.js';

/** Why a baseline cannot be used; lets a composition root treat a first run (`missing`) differently from a broken file. */
export type BaselineErrorKind =
  'missing' | 'unreadable' | 'invalid-json' | 'invalid' | 'future-version' | 'fingerprint-mismatch' | 'unusable-results';

export interface BaselineErrorDetails {
  /** Each thing found wrong, one per line (schema problems, workload differences). */
  problems?: string[];
  /** What to do about it, appended after the problems. */
  hint?: string;
}

/** A baseline that cannot be read, trusted or recorded. The message names the file and says what to do. */
export class BaselineError extends UserError {
  override readonly name = 'BaselineError';
  readonly code = 'STREAMGATE_BASELINE';
  readonly exitStatus = EXIT_USER_ERROR;
  readonly kind: BaselineErrorKind;
  /** The file as the caller named it, or null when no file is involved (recording from results). */
  readonly file: string | null;
  readonly problems: string[];

  constructor(kind: BaselineErrorKind, file: string | null, summary: string, details: BaselineErrorDetails = {}) {
    const problems = details.problems ?? [];
    const lines = [summary, ...problems.map((p) => `  - ${p}`)];
    if (details.hint !== undefined) lines.push(details.hint);
    super(lines.join('\n'));
    this.kind = kind;
    this.file = file;
    this.problems = problems;
  }
}
