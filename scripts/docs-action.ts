/**
 * The README's inputs/outputs tables, generated from action.yml so the two cannot disagree:
 * `npm run docs:action` rewrites the part of README.md between the markers; a test fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const TABLE_START = '<!-- action-table:start (generated from action.yml by `npm run docs:action`) -->';
export const TABLE_END = '<!-- action-table:end -->';

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

export function parseActionYml(text: string): ActionYml {
  return parse(text) as ActionYml;
}

export function renderActionTables(action: ActionYml): string {
  const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();
  const inputs = Object.entries(action.inputs).map(([name, input]) => {
    const value = input.required ? '*required*' : input.default ? `\`${cell(input.default)}\`` : '';
    return `| \`${name}\` | ${value} | ${cell(input.description)} |`;
  });
  const outputs = Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
  return ['| input | default | description |', '| --- | --- | --- |', ...inputs, '', '| output | description |', '| --- | --- |', ...outputs].join('\n');
}

/** README text with the generated section replaced; throws when the markers are missing. */
export function withActionTables(readme: string, tables: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${tables}\n${readme.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = new URL('../', import.meta.url);
  const readmePath = fileURLToPath(new URL('README.md', root));
  const tables = renderActionTables(parseActionYml(readFileSync(fileURLToPath(new URL('action.yml', root)), 'utf8')));
  writeFileSync(readmePath, withActionTables(readFileSync(readmePath, 'utf8'), tables));
}
