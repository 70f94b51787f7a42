import { PROFILE_DESCRIPTIONS, PROFILE_NAMES } from './profiles.js';

/** `name  description` lines, names padded to one column: what `streamgate sim --list` prints. */
export function profileListText(): string {
  const width = Math.max(...PROFILE_NAMES.map((n) => n.length));
  return PROFILE_NAMES.map((name) => `${name.padEnd(width)}  ${PROFILE_DESCRIPTIONS[name] ?? ''}`).join('\n');
}
