import type { ActionVerdict, CommentPolicy } from './inputs.js';

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
