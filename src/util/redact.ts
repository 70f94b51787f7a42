/** Replaces every known secret, and anything shaped like a bearer token, before text leaves the process. */
export type Redactor = (text: string) => string;

const BEARER = /(authorization["']?\s*[:=]\s*["']?\s*)?bearer\s+[A-Za-z0-9._~+/=-]{6,}/gi;
const MASK = '***';
/**
 * Pieces of a secret this long are masked too: text gets cut before it is redacted (error bodies truncated to a
 * length, excerpts, a server that interleaves the key with other text), and a cut key is still mostly the key.
 * Twelve characters of a random key are never an accident; shorter secrets are only masked whole.
 */
const MIN_FRAGMENT_CHARS = 12;
const MIN_SECRET_FOR_FRAGMENTS = 16;

export function createRedactor(secrets: Iterable<string | null | undefined>): Redactor {
  // Longest first, so a secret that contains another is masked whole.
  const known = [...new Set([...secrets].filter((s): s is string => typeof s === 'string' && s.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  const fragments = new FragmentMasker(known.filter((s) => s.length >= MIN_SECRET_FOR_FRAGMENTS));
  return (text: string): string => {
    let out = text;
    for (const secret of known) {
      if (out.includes(secret)) out = out.split(secret).join(MASK);
    }
    out = fragments.mask(out);
    return out.replace(BEARER, (_m, prefix: string | undefined) => `${prefix ?? ''}Bearer ${MASK}`);
  };
}

/** Masks every run of at least MIN_FRAGMENT_CHARS characters that occurs inside one of the secrets. */
class FragmentMasker {
  private readonly grams: string[];
  private readonly gramSet: Set<string>;

  constructor(private readonly secrets: string[]) {
    const grams = new Set<string>();
    for (const secret of secrets) {
      for (let i = 0; i + MIN_FRAGMENT_CHARS <= secret.length; i++) grams.add(secret.slice(i, i + MIN_FRAGMENT_CHARS));
    }
    this.gramSet = grams;
    this.grams = [...grams];
  }

  mask(text: string): string {
    // Native substring search first: almost every string contains no piece of a secret at all.
    if (this.grams.length === 0 || text.length < MIN_FRAGMENT_CHARS || !this.grams.some((g) => text.includes(g))) return text;
    let out = '';
    let copiedTo = 0;
    let i = 0;
    while (i + MIN_FRAGMENT_CHARS <= text.length) {
      if (!this.gramSet.has(text.slice(i, i + MIN_FRAGMENT_CHARS))) {
        i++;
        continue;
      }
      // Scanning left to right finds the earliest start; grow the match while it is still part of a secret.
      let end = i + MIN_FRAGMENT_CHARS;
      while (end < text.length && this.insideSecret(text.slice(i, end + 1))) end++;
      out += `${text.slice(copiedTo, i)}${MASK}`;
      copiedTo = end;
      i = end;
    }
    return out + text.slice(copiedTo);
  }

  private insideSecret(piece: string): boolean {
    return this.secrets.some((s) => s.includes(piece));
  }
}

/**
 * Deep-redacts every string inside a JSON-like value, object keys included (servers choose some keys, e.g. the
 * finish reasons counted per cell). Keys that become equal after masking are merged: numbers add up (they are
 * counts), otherwise the later value wins.
 */
export function redactDeep<T>(value: T, redact: Redactor): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, redact)) as T;
  if (value !== null && typeof value === 'object') {
    const out = new Map<string, unknown>();
    for (const [k, v] of Object.entries(value)) {
      const key = redact(k);
      const redacted = redactDeep(v, redact);
      const previous = out.get(key);
      out.set(key, typeof previous === 'number' && typeof redacted === 'number' ? previous + redacted : redacted);
    }
    // fromEntries defines own properties, so a key like `__proto__` stays data and cannot touch the prototype.
    return Object.fromEntries(out) as T;
  }
  return value;
}
