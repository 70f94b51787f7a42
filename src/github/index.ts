// The public surface of github/: what other layers import. Files inside github/ import each other directly.
export { commentMarker, upsertStickyComment } from './comments.js';
export type { CommentsApi } from './comments.js';
export { readRunContext, writeJobSummary } from './context.js';
export type { RunContext } from './context.js';
