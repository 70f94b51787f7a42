import type { ErrorKind, Sample } from '../probe/index.js';

/** The first failure of each kind at each endpoint, as the probe recorded it (redacted, at most 500 characters). */
export interface ErrorExample {
  endpoint: string;
  kind: ErrorKind;
  /** Failed requests of this kind at this endpoint. */
  count: number;
  /** HTTP status, when the server answered. */
  status: number | null;
  message: string;
}

/** Collects examples sample by sample: the first message of each endpoint × kind is kept, the rest counted. */
export class ErrorExamples {
  private readonly byKey = new Map<string, ErrorExample>();

  add(sample: Pick<Sample, 'endpoint' | 'error'>): void {
    const error = sample.error;
    if (error === null) return;
    const key = `${sample.endpoint}\u0000${error.kind}`;
    const seen = this.byKey.get(key);
    if (seen !== undefined) seen.count++;
    else this.byKey.set(key, { endpoint: sample.endpoint, kind: error.kind, count: 1, status: error.status, message: error.message });
  }

  /** In endpoint order (as given), then most frequent kind first. */
  list(endpointOrder: readonly string[]): ErrorExample[] {
    return sortExamples([...this.byKey.values()], endpointOrder);
  }
}

/** Examples of several result sets (shards, pooled runs): counts add up, the first message seen is kept. */
export function mergeErrorExamples(
  lists: readonly (readonly ErrorExample[] | undefined)[],
  endpointOrder: readonly string[],
): ErrorExample[] {
  const byKey = new Map<string, ErrorExample>();
  for (const list of lists) {
    for (const example of list ?? []) {
      const key = `${example.endpoint}\u0000${example.kind}`;
      const seen = byKey.get(key);
      if (seen !== undefined) seen.count += example.count;
      else byKey.set(key, { ...example });
    }
  }
  return sortExamples([...byKey.values()], endpointOrder);
}

function sortExamples(examples: ErrorExample[], endpointOrder: readonly string[]): ErrorExample[] {
  const rank = new Map(endpointOrder.map((name, i) => [name, i]));
  return examples.sort(
    (a, b) => (rank.get(a.endpoint) ?? Infinity) - (rank.get(b.endpoint) ?? Infinity) || b.count - a.count || a.kind.localeCompare(b.kind),
  );
}
