/**
 * Escaping for untrusted text (endpoint, scenario and model names, header names, reasons and
 * warnings built from them) before it lands in a PR comment or a job summary.
 *
 * Markdown escapes use numeric character references rather than backslashes: they mean the same
 * thing in a Markdown paragraph, a table cell and an HTML element such as `<summary>`, where a
 * backslash would be shown literally.
 */

/** Longest untrusted string shown; a 10 kB endpoint name must not crowd out the report. */
export const DEFAULT_MAX_TEXT_CHARS = 200;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '#': '&#35;',
  '\\': '&#92;',
  '~': '&#126;',
  $: '&#36;',
};
const MARKDOWN_SPECIAL = /[&<>"|`*_[\]#\\~$]/g;
/** Line breaks and other control characters would end a table row or a list item. */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
/** Format characters (bidi overrides, zero-width joiners) can disguise text or split a mention. */
const FORMAT = /\p{Cf}/gu;
/** Zero-width joiner after `@`: GitHub then sees no `@login`, so nobody is notified. */
const MENTION_BREAK = '@\u200d';

/**
 * Inert inline Markdown/HTML for any untrusted string: one line, no markup, no mentions, at most
 * `maxChars` characters of the original (cut on a code point and marked with an ellipsis).
 */
export function escapeMarkdown(text: string, maxChars = DEFAULT_MAX_TEXT_CHARS): string {
  const flat = clip(normalise(text), maxChars);
  return flat.replace(MARKDOWN_SPECIAL, (c) => ENTITIES[c] ?? c).replace(/@/g, MENTION_BREAK);
}

/** One line of plain text (for logs): control and format characters removed, length capped. */
export function plainText(text: string, maxChars = DEFAULT_MAX_TEXT_CHARS): string {
  return clip(normalise(text), maxChars);
}

/**
 * A label safe inside a quoted Mermaid string (titles, axis names): only letters, digits, spaces
 * and a few punctuation marks survive. Quotes, brackets, `#` (Mermaid entity syntax), `%`
 * (comments), backticks (they could close the code fence) and line breaks are all dropped.
 */
export function escapeMermaidLabel(text: string, maxChars = 60): string {
  const kept = normalise(text)
    .replace(/[^\p{L}\p{N} .,:/+=·-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clip(kept, maxChars);
}

/**
 * A link target for Markdown `[text](url)`: http(s) only, with the characters that could end the
 * destination or the surrounding table percent-encoded. Anything else yields null (no link).
 */
export function safeLinkUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.href.replace(/[()[\]<>"'`|\s\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function normalise(text: string): string {
  return text.replace(FORMAT, '').replace(CONTROL, ' ').trim();
}

function clip(text: string, maxChars: number): string {
  const codePoints = Array.from(text);
  if (codePoints.length <= maxChars) return text;
  return `${codePoints
    .slice(0, Math.max(0, maxChars - 1))
    .join('')
    .trimEnd()}…`;
}

/**
 * An inline code span showing untrusted text as typed (`_`, `*`, `@`, `<` and all): nothing inside a
 * code span is markup, a mention, a link or HTML. The text is flattened to one line and capped like
 * {@link escapeMarkdown}; the fence is one backtick longer than the longest backtick run in the text,
 * so no backtick in it can close the span early. Not for GFM table cells, where a `|` still splits
 * the cell even inside a code span: use escapeMarkdown there.
 */
export function inlineCode(text: string, maxChars = DEFAULT_MAX_TEXT_CHARS): string {
  const flat = clip(normalise(text), maxChars);
  // An empty span (two backticks) would be an unclosed run; a single space is an empty-looking span.
  if (flat === '') return '` `';
  const longest = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  // A backtick at either edge would join the fence; one space each side is stripped again by the parser.
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * A fenced code block showing untrusted multi-line text (an error message, say) verbatim: runs of
 * three or more backticks become `'''` so no line can close the fence, CR and CRLF become LF, other
 * control and format characters are dropped (tabs kept). `info` is the language tag, e.g. `text`.
 */
export function fencedCodeBlock(text: string, info = ''): string {
  const body = text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(FORMAT, '')
    .replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
    .replace(/`{3,}/g, "'''");
  return `\`\`\`${info.replace(/[^\w+-]/g, '')}\n${body}\n\`\`\``;
}
