// The public surface of history/: what other layers import. Files inside history/ import each other directly.
export { historyChangesFor, historyNoteLines, historyRows, historyTrendMarkdown } from './changes.js';
export { headCommit } from './git.js';
export { loadHistorySide, type HistorySide } from './side.js';
export { DEFAULT_HISTORY_BRANCH, DEFAULT_HISTORY_MAX_RUNS, HistoryError, openStore, type HistoryStore } from './store.js';
export { PRIOR_MAX_DF, PRIOR_MIN_RUNS, PRIOR_MIN_SERIES, storeDriftPrior, type StoreDriftPrior } from './drift-prior.js';
