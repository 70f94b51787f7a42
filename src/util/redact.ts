/** Replaces every known secret, and anything shaped like a bearer token, before text leaves the process. */
export type Redactor = (text: string) => string;

const BEARER = /(authorization["']?\s*[:=]\s*["']?\s*)?bearer\s+[A-Za-z0-9._~+/=-]{6,}/gi;
const MASK = '***';

export function createRedactor(secrets: Iterable<string | null | undefined>): Redactor {
  // Longest first, so a secret that contains another is masked whole.
  const known = [...new Set([...secrets].filter((s): s is string => typeof s === 'string' && s.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  return (text: string): string => {
    let out = text;
    for (const secret of known) {
      if (out.includes(secret)) out = out.split(secret).join(MASK);
    }
    return out.replace(BEARER, (_m, prefix: string | undefined) => `${prefix ?? ''}Bearer ${MASK}`);
  };
}

/** Deep-redacts every string inside a JSON-like value. */
export function redactDeep<T>(value: T, redact: Redactor): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, redact)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v, redact);
    return out as T;
  }
  return value;
}
