import { commentMarker, upsertStickyComment } from '../github/index.js';
import type { Logger } from '../util/index.js';
import { docsUrl } from '../vocabulary/index.js';
import type { ActionConfig } from './config.js';
import type { ActionVerdict, CommentPolicy } from './inputs.js';
import type { ActionDeps } from './mode-context.js';

/**
 * Creates or updates the sticky pull request comment (`body` is rendered only when there is one to post). Never
 * fails the step: a token that may not comment (a fork) leaves a warning, and the job summary has the report.
 */
export async function postComment(
  cfg: ActionConfig,
  deps: ActionDeps,
  logger: Logger,
  verdict: ActionVerdict,
  body: () => string,
): Promise<void> {
  if (cfg.comment === 'never') return;
  const pullRequest = cfg.pullRequest ?? deps.context.pullRequest;
  if (pullRequest === null) {
    logger.info(`no pull request (event "${deps.context.eventName || 'none'}"): no comment; the report is in the job summary`);
    return;
  }
  if (!deps.context.repo || !cfg.githubToken) {
    logger.warn('cannot comment: no repository or token (input github-token); the report is in the job summary');
    return;
  }
  try {
    const api = deps.comments(cfg.githubToken, deps.context.repo);
    const result = await upsertStickyComment(api, {
      pullRequest,
      marker: commentMarker(cfg.commentId),
      body: body(),
      create: mayCreateComment(cfg.comment, verdict),
    });
    logger.info(`pull request comment: ${result.action}${result.url ? ` (${result.url})` : ''}`);
  } catch (error) {
    const { httpStatus } = await import('../github/octokit-comments.js');
    const status = httpStatus(error);
    const why =
      status === 403 || status === 404
        ? `the token may not write to pull request #${pullRequest} (HTTP ${status}). Give the job \`permissions: pull-requests: write\`; pull requests from forks get a read-only token, so use the two-workflow pattern of ${docsUrl('action.md')} ("Pull requests from forks")`
        : `${error instanceof Error ? error.message : String(error)}`;
    logger.warn(`could not post the pull request comment: ${why}. The job summary has the full report.`);
  }
}

/**
 * Whether a new comment may be created. An existing comment is always kept current (a fixed regression must not
 * keep showing as a failure), so the policy only decides when to start talking:
 * `always`; `on-change`: the run is not a clean pass (a failure, or an inconclusive change worth a look);
 * `on-failure`: only a failure; `never`: no comment at all (not even updates).
 */
export function mayCreateComment(policy: CommentPolicy, verdict: ActionVerdict): boolean {
  switch (policy) {
    case 'always':
      return true;
    case 'on-change':
      return verdict === 'fail' || verdict === 'inconclusive';
    case 'on-failure':
      return verdict === 'fail';
    case 'never':
      return false;
  }
}
