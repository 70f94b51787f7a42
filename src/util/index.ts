// The public surface of util/: what other layers import. Files inside util/ import each other directly.
export { createLogger, stderrSink, type Logger } from './logger.js';
export { createRedactor, redactDeep, type Redactor } from './redact.js';
export { EXIT_USER_ERROR, UserError } from './user-error.js';
export { isRecord, roundToMicroseconds } from './values.js';
