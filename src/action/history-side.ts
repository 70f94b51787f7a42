import { loadHistorySide, type HistorySide } from '../history/side.js';
import { openStore, type HistoryStore } from '../history/store.js';
import type { ModeContext } from './mode-context.js';

/** Pull request events read the history and never write it: a fork's run must not move the default branch's yardstick. */
export const READ_ONLY_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'merge_group']);

export function historyStoreOf(ctx: ModeContext): HistoryStore | null {
  const history = ctx.cfg.history;
  return history ? openStore(history.location, { branch: history.branch, token: ctx.cfg.githubToken || null }) : null;
}

/** The history's pooled side and entries, read before anything is measured (null when no history is configured). */
export async function readHistorySide(ctx: ModeContext): Promise<HistorySide | null> {
  const store = historyStoreOf(ctx);
  if (!store || !ctx.cfg.history) return null;
  const side = await loadHistorySide(ctx.full, store, ctx.cfg.history.runs);
  ctx.logger.info(
    side.baseline
      ? `history: ${side.baseline.label}`
      : `history: ${side.entries.length} run(s) of ${ctx.full.name} in ${store.describe}; 2 are needed to compare with`,
  );
  return side;
}
