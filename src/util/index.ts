// The public surface of util/: what other layers import. Files inside util/ import each other directly.
export { isRecord } from './is-record.js';
export { createLogger, stderrSink } from './logger.js';
export type { Logger } from './logger.js';
export { roundToMicroseconds } from './microseconds.js';
export { createRedactor, redactDeep } from './redact.js';
export type { Redactor } from './redact.js';
export { EXIT_USER_ERROR, UserError } from './user-error.js';
