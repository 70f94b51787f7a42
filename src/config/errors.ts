import { EXIT_USER_ERROR, UserError } from '../util/index.js';

/** One problem found in a workload file; every problem is reported, not just the first. */
export interface ConfigIssue {
  /** The file as the user named it, or null for in-memory input. */
  file: string | null;
  /** Readable JSON path, e.g. `scenarios[1].cache`; empty for the document as a whole. */
  path: string;
  /** 1-based line in the file, when known. */
  line: number | null;
  message: string;
}

/** A workload (or related setting) that cannot be used. Thrown by config and plan, caught at the composition roots. */
export class ConfigError extends UserError {
  override readonly name = 'ConfigError';
  readonly code = 'STREAMGATE_CONFIG';
  readonly exitStatus = EXIT_USER_ERROR;
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    super(formatIssues(issues));
    this.issues = issues;
  }
}

/** `file:line path: message`, one line per issue, in the order given. */
export function formatIssues(issues: readonly ConfigIssue[]): string {
  return issues.map(formatIssue).join('\n');
}

export function formatIssue(issue: ConfigIssue): string {
  const location =
    issue.file === null
      ? issue.line === null
        ? ''
        : `line ${issue.line}`
      : issue.line === null
        ? issue.file
        : `${issue.file}:${issue.line}`;
  const where = [location, issue.path].filter((part) => part !== '').join(' ');
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/** Why a file could not be read, in words (`no such file`, `permission denied`, …). */
export function readErrorText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return error instanceof Error ? error.message : String(error);
}
