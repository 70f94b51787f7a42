const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'api-key', 'x-api-key', 'x-goog-api-key', 'cookie']);
const MASK = '***';
const MIN_SECRET_LENGTH = 4;

/**
 * Masks the request's own credentials in server-provided text, so a server that echoes the key in an
 * error body cannot leak it even when the caller supplied no redactor. `extra` runs afterwards.
 */
export function secretRedactor(headers: Record<string, string>, extra: ((text: string) => string) | undefined): (text: string) => string {
  const secrets: string[] = [];
  for (const name of Object.keys(headers)) {
    if (!SECRET_HEADERS.has(name.toLowerCase())) continue;
    const value = headers[name]!;
    secrets.push(value);
    const space = value.indexOf(' ');
    // `Bearer <key>`: servers usually echo only the key.
    if (space > 0) secrets.push(value.slice(space + 1).trim());
  }
  const known = secrets.filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
  return (text: string): string => {
    let out = text;
    for (const secret of known) if (out.includes(secret)) out = out.split(secret).join(MASK);
    return extra ? extra(out) : out;
  };
}
