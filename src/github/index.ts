// The public surface of github/: what other layers import. Files inside github/ import each other directly.
export { commentMarker, upsertStickyComment, type CommentsApi } from './comments.js';
export { readRunContext, writeJobSummary, type RunContext } from './context.js';
