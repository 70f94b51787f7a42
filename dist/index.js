import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  debug,
  error,
  getInput,
  info,
  readRunContext,
  setFailed,
  setOutput,
  setSecret,
  warning,
  writeJobSummary
} from "./chunk-J4W7VEO2.js";
import "./chunk-2RQFYJIQ.js";
import {
  DEFAULT_HISTORY_BRANCH,
  DEFAULT_HISTORY_MAX_RUNS,
  DEFAULT_HISTORY_RUNS,
  parseShard,
  renderErrorSummary,
  verdictFile,
  writeVerdictFile
} from "./chunk-MEHV2MK7.js";
import "./chunk-2YEPSPPV.js";
import {
  UserError,
  createLogger,
  createRedactor
} from "./chunk-HNFYRC24.js";
import "./chunk-2N7ZWRDK.js";
import "./chunk-P77VIRFP.js";

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
  historyMaxRuns: "history-max-runs"
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

// src/action/run-id.ts
import { randomBytes } from "node:crypto";
function deriveRunId(input, env) {
  if (input) return input;
  const runId = env.GITHUB_RUN_ID?.trim();
  if (runId) return `gh-${runId}-${env.GITHUB_RUN_ATTEMPT?.trim() || "1"}`;
  return randomBytes(6).toString("hex");
}

// src/action/history-config.ts
function readHistoryConfig(text, mode, env, error2) {
  const given = text(INPUTS.history);
  if (given === "" && mode !== "history") return null;
  let location = given;
  if (given === "" || given === "true") {
    const repository = env.GITHUB_REPOSITORY;
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
    maxRuns: whole(INPUTS.historyMaxRuns, DEFAULT_HISTORY_MAX_RUNS, 1)
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
  for (const name of [INPUTS.results, INPUTS.shard]) {
    if (mode === "sweep" && text(name))
      throw new ActionInputError(`input "${name}" is not used by mode: sweep, which measures every level itself; leave it empty`);
  }
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
    missingSecrets: oneOf(INPUTS.missingSecrets, text(INPUTS.missingSecrets) || "auto", MISSING_SECRETS),
    allowErrors: oneOf(INPUTS.allowErrors, text(INPUTS.allowErrors) || "false", ["true", "false"]) === "true",
    pullRequest: pullRequest ? positiveInteger(INPUTS.pullRequest, pullRequest) : null,
    githubToken: read(INPUTS.githubToken).trim(),
    history: readHistoryConfig(text, mode, env, (message) => new ActionInputError(message))
  };
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
    const { runAction } = await import("./run-action-XTBNYMDI.js");
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
