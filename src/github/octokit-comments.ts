import { getOctokit } from '@actions/github';
import type { CommentsApi, Identity, IssueComment } from './comments.js';

/** The workflow token's identity: it may not read `/user` (an installation token), and it always writes as this bot. */
export const WORKFLOW_TOKEN_IDENTITY: Identity = { login: 'github-actions[bot]', type: 'Bot' };

interface RawComment {
  id: number;
  body?: string | null;
  html_url: string;
  user: { login: string; type: string } | null;
}

/** CommentsApi over octokit; `GITHUB_API_URL` (read by @actions/github) selects the server, e.g. GitHub Enterprise. */
export function octokitCommentsApi(token: string, repo: { owner: string; repo: string }, options: { baseUrl?: string } = {}): CommentsApi {
  const octokit = getOctokit(token, options);
  let identity: Promise<Identity> | null = null;
  return {
    identity() {
      identity ??= octokit.rest.users.getAuthenticated().then(
        (r) => ({ login: r.data.login, type: r.data.type }),
        (error: unknown) => {
          // The workflow token gets 403 "Resource not accessible by integration" here; a personal token does not.
          if (httpStatus(error) === 403 || httpStatus(error) === 401) return WORKFLOW_TOKEN_IDENTITY;
          throw error;
        },
      );
      return identity;
    },
    async list(pullRequest) {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: pullRequest, per_page: 100 });
      return comments.map(toComment);
    },
    async create(pullRequest, body) {
      const r = await octokit.rest.issues.createComment({ ...repo, issue_number: pullRequest, body });
      return toComment(r.data);
    },
    async update(commentId, body) {
      const r = await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
      return toComment(r.data);
    },
  };
}

function toComment(c: RawComment): IssueComment {
  return { id: c.id, body: c.body ?? '', url: c.html_url, user: c.user ? { login: c.user.login, type: c.user.type } : null };
}

/** The HTTP status of an octokit RequestError, or null for anything else (network errors, bugs). */
export function httpStatus(error: unknown): number | null {
  if (error !== null && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}
