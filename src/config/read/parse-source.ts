import { LineCounter, parseDocument } from 'yaml';
import { ConfigError, type ConfigIssue } from '../errors.js';
import { jsonErrorOffset } from './json-position.js';
import { createLineLocator, NO_LINES, type LineLocator } from './yaml-lines.js';

export type SourceFormat = 'yaml' | 'json';

export interface ParsedSource {
  data: unknown;
  lineOf: LineLocator;
}

/** `.json` is JSON; anything else is read as YAML, which also accepts JSON. */
export function formatFromFileName(file: string | null): SourceFormat {
  return file !== null && /\.json$/i.test(file) ? 'json' : 'yaml';
}

/** Text → plain value plus a path → line locator. Syntax errors become a ConfigError with lines. */
export function parseSource(text: string, format: SourceFormat, file: string | null): ParsedSource {
  return format === 'json' ? parseJson(text, file) : parseYaml(text, file);
}

function parseYaml(text: string, file: string | null): ParsedSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      doc.errors.map((error) => ({
        file,
        path: '',
        line: error.linePos?.[0].line ?? null,
        message: `YAML syntax error: ${firstLine(error.message)}`,
      })),
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // Alias expansion limits ("billion laughs") are the only way a valid document fails here.
    throw new ConfigError([{ file, path: '', line: null, message: `YAML error: ${errorText(error)}` }]);
  }
  return { data, lineOf: createLineLocator(doc, lineCounter) };
}

function parseJson(text: string, file: string | null): ParsedSource {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    const issue: ConfigIssue = {
      file,
      path: '',
      line: jsonErrorLine(errorText(error), body),
      message: `JSON syntax error: ${jsonErrorSummary(errorText(error))}`,
    };
    throw new ConfigError([issue]);
  }
  // JSON is (nearly) YAML, so the YAML parser's node ranges give lines for JSON files too.
  const lineCounter = new LineCounter();
  const doc = parseDocument(body, { lineCounter, uniqueKeys: true });
  // JSON.parse keeps the last of two equal keys without a word; YAML files get an error for that, so JSON does too.
  const duplicates = doc.errors.filter((error) => error.code === 'DUPLICATE_KEY');
  if (duplicates.length > 0) {
    throw new ConfigError(
      duplicates.map((error) => ({
        file,
        path: '',
        line: error.linePos?.[0].line ?? null,
        message: 'JSON error: duplicate key (each key may appear only once per object)',
      })),
    );
  }
  const lineOf = doc.errors.length === 0 ? createLineLocator(doc, lineCounter) : NO_LINES;
  return { data, lineOf };
}

/** The scanner's offset when it finds the error; otherwise whatever position V8 names. */
function jsonErrorLine(message: string, text: string): number | null {
  const offset = jsonErrorOffset(text);
  if (offset !== null) return lineAtOffset(text, offset);
  const positionMatch = /at position (\d+)/.exec(message);
  return positionMatch ? lineAtOffset(text, Number(positionMatch[1])) : null;
}

/** Drops the source excerpt V8 quotes (`Unexpected token ']', "…" is not valid JSON`); the line says where. */
function jsonErrorSummary(message: string): string {
  const excerpt = /^(Unexpected token .+?), .* is not valid JSON$/s.exec(message);
  return excerpt ? excerpt[1]! : message;
}

function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** yaml's pretty errors append " at line L, column C:" and a source excerpt; the line is reported separately. */
function firstLine(message: string): string {
  const head = message.split('\n')[0] ?? message;
  return head.replace(/ at line \d+, column \d+:?$/, '');
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
