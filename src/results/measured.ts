import { emptyColumns, type Sample } from '../probe/index.js';
import { computeMetrics, tokenTimeline, type TimelinePoint, type RequestMetrics } from '../metrics/index.js';

/**
 * What a run keeps of a request once it completed: its metrics, its token timeline, and the sample without its
 * per-read and per-event arrays and its text (all in samples.jsonl already; agent loops and conformance checks
 * have used the text by then). A 1,000-token sample holds ~31 kB of arrays and ~6 kB of text; a 10,000-request
 * run would otherwise keep them all until the end.
 */
export interface MeasuredSample {
  sample: Sample;
  metrics: RequestMetrics;
  timeline: TimelinePoint[];
}

export function measureSample(sample: Sample): MeasuredSample {
  const metrics = computeMetrics(sample);
  const timeline =
    !sample.error && metrics.outputTokens !== null && metrics.outputTokens > 0 ? tokenTimeline(sample, metrics.outputTokens) : [];
  return {
    sample: {
      ...sample,
      ...emptyColumns(),
      content: '',
      toolCalls: [],
    },
    metrics,
    timeline,
  };
}
