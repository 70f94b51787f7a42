import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);

// src/util/redact.ts
var BEARER = /(authorization["']?\s*[:=]\s*["']?\s*)?bearer\s+[A-Za-z0-9._~+/=-]{6,}/gi;
var MASK = "***";
var MIN_FRAGMENT_CHARS = 12;
var MIN_SECRET_FOR_FRAGMENTS = 16;
function createRedactor(secrets) {
  const known = [...new Set([...secrets].filter((s) => typeof s === "string" && s.length >= 4))].sort(
    (a, b) => b.length - a.length
  );
  const fragments = new FragmentMasker(known.filter((s) => s.length >= MIN_SECRET_FOR_FRAGMENTS));
  return (text) => {
    let out = text;
    for (const secret of known) {
      if (out.includes(secret)) out = out.split(secret).join(MASK);
    }
    out = fragments.mask(out);
    return out.replace(BEARER, (_m, prefix) => `${prefix ?? ""}Bearer ${MASK}`);
  };
}
var FragmentMasker = class {
  constructor(secrets) {
    this.secrets = secrets;
    const grams = /* @__PURE__ */ new Set();
    for (const secret of secrets) {
      for (let i = 0; i + MIN_FRAGMENT_CHARS <= secret.length; i++) grams.add(secret.slice(i, i + MIN_FRAGMENT_CHARS));
    }
    this.gramSet = grams;
    this.grams = [...grams];
  }
  secrets;
  grams;
  gramSet;
  mask(text) {
    if (this.grams.length === 0 || text.length < MIN_FRAGMENT_CHARS || !this.grams.some((g) => text.includes(g))) return text;
    let out = "";
    let copiedTo = 0;
    let i = 0;
    while (i + MIN_FRAGMENT_CHARS <= text.length) {
      if (!this.gramSet.has(text.slice(i, i + MIN_FRAGMENT_CHARS))) {
        i++;
        continue;
      }
      let end = i + MIN_FRAGMENT_CHARS;
      while (end < text.length && this.insideSecret(text.slice(i, end + 1))) end++;
      out += `${text.slice(copiedTo, i)}${MASK}`;
      copiedTo = end;
      i = end;
    }
    return out + text.slice(copiedTo);
  }
  insideSecret(piece) {
    return this.secrets.some((s) => s.includes(piece));
  }
};
function redactDeep(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, redact));
  if (value !== null && typeof value === "object") {
    const out = /* @__PURE__ */ new Map();
    for (const [k, v] of Object.entries(value)) {
      const key = redact(k);
      const redacted = redactDeep(v, redact);
      const previous = out.get(key);
      out.set(key, typeof previous === "number" && typeof redacted === "number" ? previous + redacted : redacted);
    }
    return Object.fromEntries(out);
  }
  return value;
}

export {
  createRedactor,
  redactDeep
};
//# sourceMappingURL=chunk-5S4CFHJD.js.map
