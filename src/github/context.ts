import { context } from '@actions/github';

/** Where the action runs, from the workflow's environment and event payload. */
export interface RunContext {
  eventName: string;
  /** The pull request of a `pull_request` event, else null. */
  pullRequest: number | null;
  repo: { owner: string; repo: string } | null;
  /** The run's page (its job summary and artifacts), or null outside Actions. */
  runUrl: string | null;
}

export function readRunContext(): RunContext {
  const slug = process.env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = slug.split('/');
  const pr = context.payload.pull_request?.number;
  return {
    eventName: context.eventName ?? '',
    pullRequest: context.eventName === 'pull_request' && typeof pr === 'number' ? pr : null,
    repo: owner && repo ? { owner, repo } : null,
    runUrl:
      owner && repo && context.runId
        ? `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}/attempts/${context.runAttempt || 1}`
        : null,
  };
}
