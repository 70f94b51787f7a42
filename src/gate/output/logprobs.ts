/**
 * Log-probs of two answers to the same prompt, compared over their common prefix (docs/quality.md): position by
 * position while the chosen tokens agree, and at the first position where they differ (its context is still common).
 * - chosen tokens: the mean and the largest |candidate − comparison| log-prob where both chose the same token;
 * - distributions: the mean truncated Jensen–Shannon divergence over the union of the two top-k lists, the mass
 *   outside the lists kept as one remainder bucket. Jensen–Shannon rather than KL because it stays finite and
 *   symmetric when the two top-k lists name different tokens (KL is infinite where one side lists a token the
 *   other gives no mass), and it is bounded by ln 2.
 * A position where either side sent no log-prob (lp null: a drafted token under speculative decoding) is unknown:
 * counted, never compared, never a change. Pure.
 */
import type { TokenLogprob } from '../../probe/index.js';

export interface LogprobComparison {
  /** Pairs of answers where both sides sent log-probs. */
  pairs: number;
  /** Positions looked at (common prefix plus each pair's first differing position). */
  positions: number;
  /** Of them, positions where a side sent no log-prob (unknown, not compared). */
  unknown: number;
  /** Positions with the same chosen token and both log-probs known. */
  chosen: number;
  /** Mean and largest |Δ log-prob| of the chosen tokens, nats; null when no position had both. */
  meanAbsDiff: number | null;
  maxAbsDiff: number | null;
  /** Positions with both top-k lists, and the mean truncated Jensen–Shannon divergence over them, nats. */
  compared: number;
  divergence: number | null;
}

/** Null when no pair has log-probs on both sides. */
export function compareLogprobs(
  pairs: readonly (readonly [readonly TokenLogprob[] | null, readonly TokenLogprob[] | null])[],
): LogprobComparison | null {
  let used = 0;
  let positions = 0;
  let unknown = 0;
  const diffs: number[] = [];
  const divergences: number[] = [];
  for (const [a, b] of pairs) {
    if (!a || !b || a.length === 0 || b.length === 0) continue;
    used++;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const x = a[i]!;
      const y = b[i]!;
      positions++;
      const same = x.t === y.t;
      if (x.lp === null || y.lp === null) unknown++;
      else {
        if (same) diffs.push(Math.abs(x.lp - y.lp));
        if (x.top.length > 0 && y.top.length > 0) divergences.push(truncatedJensenShannon(x.top, y.top));
      }
      if (!same) break;
    }
  }
  if (used === 0) return null;
  return {
    pairs: used,
    positions,
    unknown,
    chosen: diffs.length,
    meanAbsDiff: diffs.length > 0 ? mean(diffs) : null,
    maxAbsDiff: diffs.length > 0 ? Math.max(...diffs) : null,
    compared: divergences.length,
    divergence: divergences.length > 0 ? mean(divergences) : null,
  };
}

/**
 * Jensen–Shannon divergence (nats) of two top-k lists: each side's distribution over the union of the listed tokens
 * plus a remainder bucket (1 − the listed mass). A token one side did not list gets at most that side's smallest
 * listed probability, taken from its remainder (shared equally when several are missing).
 */
export function truncatedJensenShannon(a: readonly (readonly [string, number])[], b: readonly (readonly [string, number])[]): number {
  const tokens = [...new Set([...a.map(([t]) => t), ...b.map(([t]) => t)])];
  const p = spread(a, tokens);
  const q = spread(b, tokens);
  let js = 0;
  for (let i = 0; i < p.length; i++) {
    const m = (p[i]! + q[i]!) / 2;
    if (p[i]! > 0) js += 0.5 * p[i]! * Math.log(p[i]! / m);
    if (q[i]! > 0) js += 0.5 * q[i]! * Math.log(q[i]! / m);
  }
  return Math.max(0, js);
}

function spread(listed: readonly (readonly [string, number])[], tokens: readonly string[]): number[] {
  const own = new Map<string, number>();
  for (const [t, lp] of listed) own.set(t, (own.get(t) ?? 0) + Math.exp(lp));
  const mass = [...own.values()].reduce((s, v) => s + v, 0);
  let rest = Math.max(0, 1 - mass);
  const missing = tokens.filter((t) => !own.has(t)).length;
  const smallest = own.size > 0 ? Math.min(...own.values()) : 0;
  const each = missing > 0 ? Math.min(smallest, rest / missing) : 0;
  const out = tokens.map((t) => own.get(t) ?? each);
  rest -= each * missing;
  out.push(Math.max(0, rest));
  const total = out.reduce((s, v) => s + v, 0);
  return total > 0 ? out.map((v) => v / total) : out;
}

function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}
