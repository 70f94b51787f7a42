import { PROFILE_DESCRIPTIONS, PROFILE_NAMES } from './profiles.js';

/** `name  description` lines, names padded to one column: what `streamgate sim --list` prints. */
export function profileListText(): string {
  const width = Math.max(...PROFILE_NAMES.map((n) => n.length));
  return PROFILE_NAMES.map((name) => `${name.padEnd(width)}  ${PROFILE_DESCRIPTIONS[name] ?? ''}`).join('\n');
}

/** The profiles as a Markdown table (docs/simulator.md, between its markers; `npm run docs:sim` writes it). */
export function profileTableMarkdown(): string {
  const rows = PROFILE_NAMES.map((name) => `| \`${name}\` | ${(PROFILE_DESCRIPTIONS[name] ?? '').replace(/\|/g, '\\|')} |`);
  return ['| profile | what it does |', '| --- | --- |', ...rows].join('\n');
}

export const PROFILE_TABLE_START = '<!-- profiles:start (npm run docs:sim) -->';
export const PROFILE_TABLE_END = '<!-- profiles:end -->';

/** `doc` with the text between the profile-table markers replaced by `table`. */
export function withProfileTable(doc: string, table: string): string {
  const start = doc.indexOf(PROFILE_TABLE_START);
  const end = doc.indexOf(PROFILE_TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/simulator.md needs the markers ${PROFILE_TABLE_START} and ${PROFILE_TABLE_END}`);
  return `${doc.slice(0, start + PROFILE_TABLE_START.length)}\n${table}\n${doc.slice(end)}`;
}
