/**
 * Seeded randomness for everything that must repeat exactly given a seed (plans, bootstrap,
 * the simulator). Math.random is never used where results are compared across runs.
 */

/**
 * mulberry32: tiny, fast, passes the usual statistical batteries well enough for sampling, and
 * its whole state is one 32-bit integer, so a seed fully determines the stream.
 * The seed is taken modulo 2^32 (`seed >>> 0`). Returns uniforms in [0, 1).
 */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a over the string's UTF-16 code units (identical to byte-wise FNV-1a for ASCII). */
export function hashString(s: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    hash ^= s.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Combines a seed with a stream number into a new 32-bit seed. Adjacent inputs (seed, 0), (seed, 1)
 * must give unrelated streams, which plain xor/add would not for mulberry32's additive state.
 */
export function deriveSeed(seed: number, stream: number): number {
  return fmix32((fmix32(seed >>> 0) ^ Math.imul((stream >>> 0) + 0x9e3779b9, 0x85ebca6b)) >>> 0);
}

/** MurmurHash3's finaliser: full avalanche of a 32-bit integer. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Standard normal draw (Box–Muller). Always consumes exactly two uniforms, so streams stay aligned. */
export function normal(rng: () => number): number {
  // 1 - u is in (0, 1], so the logarithm is finite.
  const u1 = 1 - rng();
  const u2 = rng();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** Lognormal draw parameterised by its median (not mean); sigma 0 returns the median exactly. */
export function lognormal(rng: () => number, medianMs: number, sigma: number): number {
  return medianMs * Math.exp(sigma * normal(rng));
}

/** Exponential draw with the given mean (inverse CDF). */
export function exponential(rng: () => number, mean: number): number {
  return -mean * Math.log(1 - rng());
}
