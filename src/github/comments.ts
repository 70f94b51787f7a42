/** What the sticky comment needs from GitHub: small enough for tests to drive a fake server through real octokit. */
export interface IssueComment {
  id: number;
  body: string;
  user: { login: string; type: string } | null;
  url: string;
}

export interface Identity {
  login: string;
  /** `Bot` for the workflow token, `User` for a personal token. */
  type: string;
}

export interface CommentsApi {
  identity(): Promise<Identity>;
  /** Every comment on the pull request, all pages. */
  list(pullRequest: number): Promise<IssueComment[]>;
  create(pullRequest: number, body: string): Promise<IssueComment>;
  update(commentId: number, body: string): Promise<IssueComment>;
}

export type CommentAction = 'created' | 'updated' | 'unchanged' | 'not-posted';

export interface UpsertResult {
  action: CommentAction;
  url: string | null;
}

/** The hidden line that makes a comment "ours" for one `comment-id`; several gates in one PR use different ids. */
export function commentMarker(commentId: string): string {
  return `<!-- streamgate:${commentId} -->`;
}

/**
 * Creates or updates the one comment for `marker`, written by the token's own identity (a user quoting the marker
 * cannot hijack it). Not rewritten when the body is unchanged; a new comment only when `create` allows one and
 * none exists. With several matches (left by an older version or a race) the first is kept up to date.
 */
export async function upsertStickyComment(
  api: CommentsApi,
  opts: { pullRequest: number; marker: string; body: string; create: boolean },
): Promise<UpsertResult> {
  const body = opts.body.startsWith(opts.marker) ? opts.body : `${opts.marker}\n${opts.body}`;
  const me = await api.identity();
  const comments = await api.list(opts.pullRequest);
  const ours = comments.find((c) => c.user !== null && sameIdentity(c.user, me) && c.body.includes(opts.marker));
  if (ours) {
    if (ours.body === body) return { action: 'unchanged', url: ours.url };
    const updated = await api.update(ours.id, body);
    return { action: 'updated', url: updated.url };
  }
  if (!opts.create) return { action: 'not-posted', url: null };
  const created = await api.create(opts.pullRequest, body);
  return { action: 'created', url: created.url };
}

function sameIdentity(user: { login: string; type: string }, me: Identity): boolean {
  return user.login.toLowerCase() === me.login.toLowerCase() && user.type === me.type;
}
