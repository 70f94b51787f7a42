// The public surface of quality/: what other layers import. Files inside quality/ import each other directly.
export { lengthFacts, outputRecord, recordedOutput } from './records.js';
export { repeatedRequests, type RepeatChoice } from './repeats.js';
export type { OutputRecord, RecordedOutput } from './types.js';
