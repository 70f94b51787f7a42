/** Action input and output names and allowed values: the single list the code, action.yml and docs/action.md agree on. */
export const INPUTS = {
  workload: 'workload',
  baseline: 'baseline',
  mode: 'mode',
  recordRuns: 'record-runs',
  endpoints: 'endpoints',
  comment: 'comment',
  commentId: 'comment-id',
  failOn: 'fail-on',
  shard: 'shard',
  startAt: 'start-at',
  levelSeconds: 'level-seconds',
  resultsDir: 'results-dir',
  results: 'results',
  runId: 'run-id',
  missingSecrets: 'missing-secrets',
  allowErrors: 'allow-errors',
  pullRequest: 'pull-request',
  githubToken: 'github-token',
  history: 'history',
  historyBranch: 'history-branch',
  historyRuns: 'history-runs',
  historyMaxRuns: 'history-max-runs',
  acceptChange: 'accept-change',
} as const;

export const OUTPUTS = {
  verdict: 'verdict',
  failures: 'failures',
  reportPath: 'report-path',
  resultsPath: 'results-path',
  samplesPath: 'samples-path',
  baselinePath: 'baseline-path',
  capacity: 'capacity',
  sweepPath: 'sweep-path',
} as const;

export const MODES = ['gate', 'record', 'aa', 'merge', 'sweep', 'history'] as const;
export type Mode = (typeof MODES)[number];

export const COMMENT_POLICIES = ['always', 'on-change', 'on-failure', 'never'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

export const FAIL_ON = ['regression', 'inconclusive', 'never'] as const;

/** `auto`: skip only where GitHub withholds secrets (fork pull requests, Dependabot), fail elsewhere. */
export const MISSING_SECRETS = ['auto', 'skip', 'fail'] as const;
export type MissingSecrets = (typeof MISSING_SECRETS)[number];

/**
 * The `verdict` output. `none`: measured, nothing to compare with (no baseline yet; in sweep mode, nothing gated);
 * `recorded`: record mode; `skipped`: an endpoint's API key was empty (e.g. a pull request from a fork), nothing was
 * measured; `error`: the step failed before a verdict (bad input, every request of an endpoint failed, a baseline with
 * too many errors).
 */
export type ActionVerdict = 'pass' | 'fail' | 'inconclusive' | 'none' | 'recorded' | 'skipped' | 'error';
