/** Optimal string alignment distance (Levenshtein plus adjacent transpositions, the common typo). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The allowed key the user most likely meant, or null. Case is ignored (`maxtokens`), and the
 * tolerance grows with length so short keys do not match everything.
 */
export function suggestKey(unknown: string, allowed: readonly string[]): string | null {
  const needle = unknown.toLowerCase();
  const tolerance = Math.max(1, Math.floor(needle.length / 3));
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of allowed) {
    const hay = candidate.toLowerCase();
    const distance = editDistance(needle, hay);
    const prefixMatch = needle.length >= 3 && (hay.startsWith(needle) || needle.startsWith(hay));
    if ((distance <= tolerance || prefixMatch) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
