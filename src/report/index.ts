// The public surface of report/: what other layers import. Files inside report/ import each other directly.
export { renderBaselineAdoption, renderErrorSummary, renderSkippedSummary } from './action-messages.js';
export { renderHistoryTrends } from './charts.js';
export { renderConformanceTerminal, type ConformanceReportInput } from './conformance/matrix.js';
export { cellWhere } from './format.js';
export { failureLine, headlineText } from './headline.js';
export { describeLook } from './look-progress.js';
export { DEFAULT_MAX_CHARS, renderMarkdownReport } from './markdown/render.js';
export { nextStepLines } from './next-step.js';
export { renderSweepMarkdown } from './sweep/markdown.js';
export { sweepHeadline } from './sweep/sentences.js';
export { renderSweepSvg } from './sweep/svg.js';
export { renderSweepTerminal } from './sweep/terminal.js';
export { PLAIN_STYLE } from './sweep/words.js';
export { colourEnabled } from './terminal/colour.js';
export { renderTerminalVerdict, TERMINAL_WIDTH, wrap } from './terminal/findings.js';
export { terminalLegend } from './terminal/legend.js';
export { renderTerminalReport } from './terminal/render.js';
export {
  creepSentence,
  driftPriorLine,
  historySideLabel,
  renderHistoryChanges,
  renderHistoryTable,
  segmentSince,
  shortSegmentNote,
  stepSentence,
  type SegmentStartText,
  type HistoryRow,
} from './text/history.js';
export { firstRoundText, formatMoney, planLines } from './text/plan.js';
export { unrecordedAnswersText } from './text/quality.js';
export { reachLines, reachWarnings } from './text/reach.js';
export { historyReachLines } from './text/history-reach.js';
export { remedySentence } from './text/remedy.js';
export { failedEndpointsText, unrecordableText } from './text/run-health.js';
export { clientHealthNote, clientHealthWarning, probeThreadsLine, probeThreadsFailedLine } from './text/client-health.js';
export { scrapeTimeoutLine } from './text/telemetry.js';
