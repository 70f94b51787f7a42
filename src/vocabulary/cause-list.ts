/**
 * The causes a failing comparison is grouped under (findings, the table's verdict column). A list of its own so the
 * metric table (metric-table.ts) can name a metric's cause and causes.ts can read the table without a circle.
 */
/** In the order a reviewer should read them. */
export const CAUSES = [
  'input',
  'slo',
  'buffering',
  'errors',
  'latency',
  'throughput',
  'tail',
  'stalls',
  'parameters',
  'answers',
  'other',
] as const;
export type Cause = (typeof CAUSES)[number];
