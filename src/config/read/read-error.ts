/** Why a file could not be read, in words (`no such file`, `permission denied`, …). */
export function readErrorText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return error instanceof Error ? error.message : String(error);
}
