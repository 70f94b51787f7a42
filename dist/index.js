import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  Context
} from "./chunk-2RQFYJIQ.js";
import {
  renderErrorSummary
} from "./chunk-ZVM62V4K.js";
import {
  createLogger
} from "./chunk-RI7OXQS3.js";
import {
  DEFAULT_HISTORY_BRANCH,
  DEFAULT_HISTORY_MAX_RUNS,
  DEFAULT_HISTORY_RUNS,
  UserError,
  parseShard,
  verdictFile,
  writeVerdictFile
} from "./chunk-7ZXH7TLX.js";
import "./chunk-4BVAQ72K.js";
import {
  createRedactor
} from "./chunk-IYJUIQMU.js";
import "./chunk-P77VIRFP.js";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// src/action/config.ts
import { randomBytes } from "node:crypto";

// src/action/inputs.ts
var INPUTS = {
  workload: "workload",
  baseline: "baseline",
  mode: "mode",
  recordRuns: "record-runs",
  endpoints: "endpoints",
  comment: "comment",
  commentId: "comment-id",
  failOn: "fail-on",
  shard: "shard",
  startAt: "start-at",
  levelSeconds: "level-seconds",
  resultsDir: "results-dir",
  results: "results",
  runId: "run-id",
  missingSecrets: "missing-secrets",
  allowErrors: "allow-errors",
  pullRequest: "pull-request",
  githubToken: "github-token",
  history: "history",
  historyBranch: "history-branch",
  historyRuns: "history-runs",
  historyMaxRuns: "history-max-runs",
  acceptChange: "accept-change"
};
var OUTPUTS = {
  verdict: "verdict",
  failures: "failures",
  reportPath: "report-path",
  resultsPath: "results-path",
  samplesPath: "samples-path",
  baselinePath: "baseline-path",
  capacity: "capacity",
  sweepPath: "sweep-path"
};
var MODES = ["gate", "record", "aa", "merge", "sweep", "history"];
var COMMENT_POLICIES = ["always", "on-change", "on-failure", "never"];
var FAIL_ON = ["regression", "inconclusive", "never"];
var MISSING_SECRETS = ["auto", "skip", "fail"];

// src/action/history-config.ts
function readHistoryConfig(text, mode, env, error2) {
  const given = text(INPUTS.history);
  const accept = text(INPUTS.acceptChange);
  if (accept !== "" && accept !== "true" && accept !== "false")
    throw error2(`input "${INPUTS.acceptChange}" must be true or false, got ${JSON.stringify(accept.slice(0, 40))}`);
  if (accept === "true" && mode !== "history")
    throw error2(
      `input "${INPUTS.acceptChange}" marks an intended change in the history mode: history appends to; in mode: ${mode} it does nothing (mode: record marks a recorded baseline itself)`
    );
  if (given === "false") {
    if (mode === "history")
      throw error2(`input "${INPUTS.history}" is false, but mode: history appends to a history: name one or leave it empty`);
    return null;
  }
  const repository = env.GITHUB_REPOSITORY;
  if (given === "" && (mode === "gate" ? !repository : mode !== "history")) return null;
  const implicit = given === "" && mode === "gate";
  let location = given;
  if (given === "" || given === "true") {
    if (!repository) throw error2(`input "${INPUTS.history}" needs a git URL or folder outside GitHub Actions (no GITHUB_REPOSITORY)`);
    location = `${env.GITHUB_SERVER_URL ?? "https://github.com"}/${repository}.git`;
  }
  const whole = (name, fallback, min) => {
    const value = text(name);
    if (value === "") return fallback;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min)
      throw error2(`input "${name}" must be a whole number \u2265 ${min}, got ${JSON.stringify(value.slice(0, 40))}`);
    return n;
  };
  return {
    location,
    branch: text(INPUTS.historyBranch) || DEFAULT_HISTORY_BRANCH,
    runs: whole(INPUTS.historyRuns, DEFAULT_HISTORY_RUNS, 2),
    maxRuns: whole(INPUTS.historyMaxRuns, DEFAULT_HISTORY_MAX_RUNS, 1),
    implicit,
    acceptChange: accept === "true"
  };
}

// src/action/config.ts
var ActionInputError = class extends UserError {
  name = "ActionInputError";
  code = "STREAMGATE_ACTION_INPUT";
  exitStatus = 1;
};
var COMMENT_ID = /^[A-Za-z0-9._-]{1,64}$/;
function readActionConfig(read, env) {
  const text = (name) => read(name).trim();
  const workload = text(INPUTS.workload);
  if (!workload) throw new ActionInputError(`input "${INPUTS.workload}" is required: the path of the workload file`);
  const commentId = text(INPUTS.commentId) || "streamgate";
  if (!COMMENT_ID.test(commentId))
    throw new ActionInputError(
      `input "${INPUTS.commentId}" must be 1\u201364 letters, digits, ".", "_" or "-", got ${JSON.stringify(commentId.slice(0, 70))}`
    );
  const endpoints = text(INPUTS.endpoints).split(/[\s,]+/).filter((name) => name !== "");
  const shardText = text(INPUTS.shard);
  const pullRequest = text(INPUTS.pullRequest);
  const mode = oneOf(INPUTS.mode, text(INPUTS.mode) || "gate", MODES);
  const startAt = text(INPUTS.startAt) || null;
  const levelSeconds = text(INPUTS.levelSeconds) ? positiveNumber(INPUTS.levelSeconds, text(INPUTS.levelSeconds)) : null;
  checkSweepShards(mode, { shard: shardText, startAt, levelSeconds, results: text(INPUTS.results) });
  if (startAt !== null && (!shardText || mode !== "gate" && mode !== "sweep"))
    throw new ActionInputError(
      `input "${INPUTS.startAt}" is for shards applying load together: give "${INPUTS.shard}: i/n" in mode: gate or sweep (the merge job needs no start)`
    );
  return {
    workload,
    baseline: text(INPUTS.baseline) || null,
    mode,
    recordRuns: runCount(INPUTS.recordRuns, text(INPUTS.recordRuns) || "1"),
    endpoints: endpoints.length > 0 ? endpoints : null,
    comment: oneOf(INPUTS.comment, text(INPUTS.comment) || "always", COMMENT_POLICIES),
    commentId,
    failOn: oneOf(INPUTS.failOn, text(INPUTS.failOn) || "regression", FAIL_ON),
    shard: shardText ? parseShard(shardText) : null,
    resultsDir: text(INPUTS.resultsDir) || "streamgate-results",
    results: text(INPUTS.results) || null,
    runId: deriveRunId(text(INPUTS.runId), env),
    startAt,
    levelSeconds,
    missingSecrets: oneOf(INPUTS.missingSecrets, text(INPUTS.missingSecrets) || "auto", MISSING_SECRETS),
    allowErrors: oneOf(INPUTS.allowErrors, text(INPUTS.allowErrors) || "false", ["true", "false"]) === "true",
    pullRequest: pullRequest ? positiveInteger(INPUTS.pullRequest, pullRequest) : null,
    githubToken: read(INPUTS.githubToken).trim(),
    history: readHistoryConfig(text, mode, env, (message) => new ActionInputError(message))
  };
}
function deriveRunId(input, env) {
  if (input) return input;
  const runId = env.GITHUB_RUN_ID?.trim();
  if (runId) return `gh-${runId}-${env.GITHUB_RUN_ATTEMPT?.trim() || "1"}`;
  return randomBytes(6).toString("hex");
}
function checkSweepShards(mode, given) {
  if (mode !== "sweep") {
    if (given.levelSeconds !== null)
      throw new ActionInputError(`input "${INPUTS.levelSeconds}" is for the shards of a sweep across shards (mode: sweep)`);
    return;
  }
  if (given.shard && given.results)
    throw new ActionInputError(
      `mode: sweep takes "${INPUTS.shard}" (a shard measures) or "${INPUTS.results}" (the merge of the shards), not both`
    );
  if (given.shard && (given.startAt === null || given.levelSeconds === null))
    throw new ActionInputError(
      `a shard of a sweep (mode: sweep with "${INPUTS.shard}") needs "${INPUTS.startAt}" and "${INPUTS.levelSeconds}", the same in every shard: the levels are stepped on that schedule`
    );
}
function positiveNumber(name, value) {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new ActionInputError(`input "${name}" must be a positive number of seconds, got ${JSON.stringify(value.slice(0, 40))}`);
  return n;
}
function oneOf(name, value, allowed) {
  const found = allowed.find((a) => a === value);
  if (found === void 0)
    throw new ActionInputError(`input "${name}" must be ${allowed.join(", ")}; got ${JSON.stringify(value.slice(0, 40))}`);
  return found;
}
function runCount(name, value) {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1 || n > 20)
    throw new ActionInputError(`input "${name}" must be a whole number of runs from 1 to 20, got ${JSON.stringify(value.slice(0, 40))}`);
  return n;
}
function positiveInteger(name, value) {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new ActionInputError(`input "${name}" must be a pull request number, got ${JSON.stringify(value.slice(0, 40))}`);
  return n;
}

// src/action/outputs.ts
function setActionOutputs(outputs) {
  setOutput(OUTPUTS.verdict, outputs.verdict);
  setOutput(OUTPUTS.failures, String(outputs.failures));
  setOutput(OUTPUTS.reportPath, outputs.reportPath ?? "");
  setOutput(OUTPUTS.resultsPath, outputs.resultsPath ?? "");
  setOutput(OUTPUTS.samplesPath, outputs.samplesPath ?? "");
  setOutput(OUTPUTS.baselinePath, outputs.baselinePath ?? "");
  setOutput(OUTPUTS.capacity, outputs.capacity === null || outputs.capacity === void 0 ? "" : String(outputs.capacity));
  setOutput(OUTPUTS.sweepPath, outputs.sweepPath ?? "");
}

// github-context:context
var context = new Context();

// src/github/context.ts
function secretsWithheld(eventName, payload, actor, slug) {
  const pr = payload.pull_request;
  if (eventName === "pull_request" && pr) {
    const head = pr.head?.repo?.full_name ?? null;
    const base = pr.base?.repo?.full_name ?? slug;
    if (pr.head?.repo?.fork === true || head !== null && head !== base) return `a pull request from the fork ${head ?? "(unknown)"}`;
  }
  if (actor === "dependabot[bot]") return "a run triggered by Dependabot (it gets Dependabot secrets only)";
  return null;
}
function readRunContext() {
  const slug = process.env.GITHUB_REPOSITORY ?? "";
  const [owner, repo] = slug.split("/");
  const pr = context.payload.pull_request?.number;
  return {
    eventName: context.eventName ?? "",
    pullRequest: context.eventName === "pull_request" && typeof pr === "number" ? pr : null,
    repo: owner && repo ? { owner, repo } : null,
    runUrl: owner && repo && context.runId ? `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}/attempts/${context.runAttempt || 1}` : null,
    secretsWithheld: secretsWithheld(
      context.eventName ?? "",
      context.payload,
      process.env.GITHUB_ACTOR ?? "",
      slug
    ),
    defaultBranch: context.payload.repository?.default_branch ?? null
  };
}
async function writeJobSummary(markdown) {
  if (!process.env.GITHUB_STEP_SUMMARY) return false;
  await summary.addRaw(markdown, true).write();
  return true;
}

// src/main.ts
import { join } from "node:path";
var ERROR_OUTPUTS = {
  verdict: "error",
  failures: 0,
  reportPath: null,
  resultsPath: null,
  samplesPath: null,
  baselinePath: null
};
async function run() {
  let config;
  try {
    config = readActionConfig((name) => getInput(name), process.env);
  } catch (error2) {
    setActionOutputs(ERROR_OUTPUTS);
    setFailed(describe(error2));
    return;
  }
  try {
    const { runAction } = await import("./run-action-4TR2YFGZ.js");
    const result = await runAction(config, {
      env: process.env,
      cwd: process.cwd(),
      context: readRunContext(),
      logger: (redact) => createLogger({ info, warn: warning, error, debug }, redact),
      createRedactor,
      setSecret,
      writeSummary: writeJobSummary,
      comments: lazyCommentsApi
    });
    setActionOutputs(result.outputs);
    if (result.failure !== null) {
      setFailed(result.failure);
      return;
    }
  } catch (error2) {
    await writeJobSummary(errorSummary(error2)).catch(() => false);
    writeErrorVerdict(config, error2);
    setActionOutputs(ERROR_OUTPUTS);
    setFailed(describe(error2));
    return;
  }
}
function lazyCommentsApi(token, repo) {
  let api = null;
  const load = () => api ??= import("./octokit-comments-77VLAOU7.js").then((m) => m.octokitCommentsApi(token, repo));
  return {
    identity: () => load().then((a) => a.identity()),
    list: (pullRequest) => load().then((a) => a.list(pullRequest)),
    create: (pullRequest, body) => load().then((a) => a.create(pullRequest, body)),
    update: (commentId, body) => load().then((a) => a.update(commentId, body))
  };
}
function writeErrorVerdict(config, error2) {
  try {
    writeVerdictFile(
      join(config.resultsDir, "verdict.json"),
      verdictFile({
        command: config.mode,
        workload: null,
        verdict: "error",
        exitCode: 2,
        failOn: config.failOn,
        reason: error2 instanceof UserError ? error2.message : "the action failed before a verdict; the step log has the error",
        comparison: { kind: "none", label: null },
        endpoints: [],
        files: { results: null, samples: null, report: null, baseline: null }
      })
    );
  } catch {
  }
}
function errorSummary(error2) {
  return renderErrorSummary(error2 instanceof UserError ? error2.message : null);
}
function describe(error2) {
  if (error2 instanceof UserError) return error2.message;
  return error2 instanceof Error ? error2.stack ?? error2.message : String(error2);
}

// src/index.ts
void run();
//# sourceMappingURL=index.js.map
