import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  package_default
} from "./chunk-OXQNDFZY.js";

// src/util/user-error.ts
var UserError = class extends Error {
};
var EXIT_USER_ERROR = 2;

// src/config/errors.ts
var ConfigError = class extends UserError {
  name = "ConfigError";
  code = "STREAMGATE_CONFIG";
  exitStatus = EXIT_USER_ERROR;
  issues;
  constructor(issues) {
    super(formatIssues(issues));
    this.issues = issues;
  }
};
function formatIssues(issues) {
  return issues.map(formatIssue).join("\n");
}
function formatIssue(issue) {
  const location = issue.file === null ? issue.line === null ? "" : `line ${issue.line}` : issue.line === null ? issue.file : `${issue.file}:${issue.line}`;
  const where = [location, issue.path].filter((part) => part !== "").join(" ");
  return where === "" ? issue.message : `${where}: ${issue.message}`;
}

// src/version.ts
import { cpus, platform, release } from "node:os";
var TOOL_VERSION = package_default.version;
function runnerDescription(probeWorkers = 0) {
  const cpu = cpus();
  const probe = probeWorkers > 0 ? `, probe in ${probeWorkers} worker thread${probeWorkers === 1 ? "" : "s"}` : "";
  return `node ${process.version} ${platform()} ${release()} ${cpu.length}\xD7${cpu[0]?.model.trim() ?? "unknown cpu"}${probe}`;
}

// src/compare/verdict-file.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
var VERDICT_FILE_VERSION = 1;
function verdictFile(input) {
  return { version: VERDICT_FILE_VERSION, kind: "verdict", tool: { name: "streamgate", version: TOOL_VERSION }, ...input };
}
function writeVerdictFile(path, file, redact = (s) => s) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${redact(JSON.stringify(file, null, 2))}
`);
}

// src/report/escape.ts
var DEFAULT_MAX_TEXT_CHARS = 200;
var ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "|": "&#124;",
  "`": "&#96;",
  "*": "&#42;",
  _: "&#95;",
  "[": "&#91;",
  "]": "&#93;",
  "#": "&#35;",
  "\\": "&#92;",
  "~": "&#126;",
  $: "&#36;"
};
var MARKDOWN_SPECIAL = /[&<>"|`*_[\]#\\~$]/g;
var CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
var FORMAT = new RegExp("\\p{Cf}", "gu");
var MENTION_BREAK = "@\u200D";
function escapeMarkdown(text, maxChars = DEFAULT_MAX_TEXT_CHARS) {
  const flat = clip(normalise(text), maxChars);
  return flat.replace(MARKDOWN_SPECIAL, (c) => ENTITIES[c] ?? c).replace(/@/g, MENTION_BREAK);
}
function plainText(text, maxChars = DEFAULT_MAX_TEXT_CHARS) {
  return clip(normalise(text), maxChars);
}
function escapeMermaidLabel(text, maxChars = 60) {
  const kept = normalise(text).replace(/[^\p{L}\p{N} .,:/+=·-]+/gu, " ").replace(/\s+/g, " ").trim();
  return clip(kept, maxChars);
}
function safeLinkUrl(raw) {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.href.replace(/[()[\]<>"'`|\s\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function normalise(text) {
  return text.replace(FORMAT, "").replace(CONTROL, " ").trim();
}
function clip(text, maxChars) {
  const codePoints = Array.from(text);
  if (codePoints.length <= maxChars) return text;
  return `${codePoints.slice(0, Math.max(0, maxChars - 1)).join("").trimEnd()}\u2026`;
}
function inlineCode(text, maxChars = DEFAULT_MAX_TEXT_CHARS) {
  const flat = clip(normalise(text), maxChars);
  if (flat === "") return "` `";
  const longest = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
function fencedCodeBlock(text, info = "") {
  const body = text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(FORMAT, "").replace(new RegExp("\\p{Cc}", "gu"), (c) => c === "\n" || c === "	" ? c : "").replace(/`{3,}/g, "'''");
  return `\`\`\`${info.replace(/[^\w+-]/g, "")}
${body}
\`\`\``;
}

// src/plan/shard.ts
function parseShard(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const position = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!(position >= 1 && count >= 1 && position <= count)) {
    throw shardError(`expected "i/n" with 1 \u2264 i \u2264 n, e.g. "2/3", got ${JSON.stringify(text.slice(0, 40))}`);
  }
  return { index: position - 1, count };
}
function assertShard(shard) {
  const { index, count } = shard;
  if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(index) || index < 0 || index >= count) {
    throw shardError(`expected a shard index from 0 to count \u2212 1 and a count of at least 1, got index ${index} of ${count}`);
  }
}
function selectShard(items, shard) {
  assertShard(shard);
  const cellCounts = /* @__PURE__ */ new Map();
  const cellOrder = /* @__PURE__ */ new Map();
  for (const item of items) {
    if (item.warmup) continue;
    const cell = cellKey(item);
    if (!cellCounts.has(cell)) {
      cellCounts.set(cell, 0);
      cellOrder.set(item.endpoint.name, [...cellOrder.get(item.endpoint.name) ?? [], cell]);
    }
    cellCounts.set(cell, cellCounts.get(cell) + 1);
  }
  const offsets = /* @__PURE__ */ new Map();
  for (const cells of cellOrder.values()) {
    let dealt = 0;
    for (const cell of cells) {
      offsets.set(cell, dealt % shard.count);
      dealt += cellCounts.get(cell);
    }
  }
  const seen = /* @__PURE__ */ new Map();
  return items.filter((item) => {
    if (item.warmup) return true;
    const cell = cellKey(item);
    const k = seen.get(cell) ?? 0;
    seen.set(cell, k + 1);
    return (offsets.get(cell) + k) % shard.count === shard.index;
  });
}
function cellKey(item) {
  return JSON.stringify([item.endpoint.name, item.scenario.name, item.cache]);
}
function shardError(message) {
  return new ConfigError([{ file: null, path: "shard", line: null, message }]);
}

export {
  UserError,
  EXIT_USER_ERROR,
  ConfigError,
  parseShard,
  selectShard,
  escapeMarkdown,
  plainText,
  escapeMermaidLabel,
  safeLinkUrl,
  inlineCode,
  fencedCodeBlock,
  TOOL_VERSION,
  runnerDescription,
  verdictFile,
  writeVerdictFile
};
//# sourceMappingURL=chunk-N7IEN5ZX.js.map
