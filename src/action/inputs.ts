/** Action input and output names: the single list the code, action.yml and the README agree on. */
export const INPUTS = {
  workload: 'workload',
  resultsDir: 'results-dir',
  shard: 'shard',
} as const;

export const OUTPUTS = {
  resultsPath: 'results-path',
  samplesPath: 'samples-path',
} as const;
