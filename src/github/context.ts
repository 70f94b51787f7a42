import * as core from '@actions/core';
import { context } from '@actions/github';

/** Where the action runs, from the workflow's environment and event payload. */
export interface RunContext {
  eventName: string;
  /** The pull request of a `pull_request` event, else null. */
  pullRequest: number | null;
  repo: { owner: string; repo: string } | null;
  /** The run's page (its job summary and artifacts), or null outside Actions. */
  runUrl: string | null;
  /**
   * Why this run gets no repository secrets, or null when it does: a `pull_request` from a fork, or a run triggered
   * by Dependabot (which gets Dependabot's secrets only). Absent: not known (treated as null).
   */
  secretsWithheld?: string | null;
  /** The repository's default branch from the event payload (`repository.default_branch`), or null when absent. */
  defaultBranch?: string | null;
}

interface PullRequestRepos {
  head?: { repo?: { full_name?: string; fork?: boolean } | null };
  base?: { repo?: { full_name?: string } | null };
}

/** GitHub withholds secrets from `pull_request` runs of forks and from Dependabot's runs; everywhere else they exist. */
export function secretsWithheld(
  eventName: string,
  payload: { pull_request?: PullRequestRepos },
  actor: string,
  slug: string,
): string | null {
  const pr = payload.pull_request;
  if (eventName === 'pull_request' && pr) {
    const head = pr.head?.repo?.full_name ?? null;
    const base = pr.base?.repo?.full_name ?? slug;
    if (pr.head?.repo?.fork === true || (head !== null && head !== base)) return `a pull request from the fork ${head ?? '(unknown)'}`;
  }
  if (actor === 'dependabot[bot]') return 'a run triggered by Dependabot (it gets Dependabot secrets only)';
  return null;
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
    secretsWithheld: secretsWithheld(
      context.eventName ?? '',
      context.payload as { pull_request?: PullRequestRepos },
      process.env.GITHUB_ACTOR ?? '',
      slug,
    ),
    defaultBranch: (context.payload.repository as { default_branch?: string } | undefined)?.default_branch ?? null,
  };
}

/** Appends to the job summary; false when there is none (a local run outside Actions). */
export async function writeJobSummary(markdown: string): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) return false;
  await core.summary.addRaw(markdown, true).write();
  return true;
}
