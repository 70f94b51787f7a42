import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  renderBaselineAdoption,
  renderSkippedSummary
} from "./chunk-ZVM62V4K.js";
import {
  DEFAULT_AA_RUNS,
  DEFAULT_MAX_CHARS,
  MergeError,
  aaCalibration,
  baselineOfRuns,
  baselinePathFor,
  baselineReachLines,
  blindHistoryNotes,
  checkFingerprint,
  colourEnabled,
  deadEndpointsText,
  decideGateRun,
  decideNotes,
  decideSweepRun,
  docsUrl,
  driftPriorLine,
  evaluateRun,
  failedEndpointsText,
  failureCount,
  failureFacts,
  failureLine,
  gateAndWriteSweep,
  historyNoteLines,
  historySideReachLines,
  historyTrendMarkdown,
  loadHistorySide,
  loadWorkload,
  mergeResults,
  mergeShardSweep,
  nextStepLines,
  parityNotes,
  parseAgreedStart,
  planGate,
  planSweep,
  readBaselineStamp,
  readResults,
  readResultsOf,
  recordCommand,
  renderRunReport,
  renderRunTerminal,
  renderTerminalReport,
  resolveApiKeys,
  resolveGateRules,
  runShardSweep,
  runWorkload,
  selectEndpoints,
  sequentialRun,
  sweepAndGate,
  terminalLegend,
  unrecordableCells,
  unrecordableText,
  writeBaseline
} from "./chunk-GGSRDR3C.js";
import {
  ConfigError,
  comparisonOf,
  historyEntryFromResults,
  notComparedEndpoints,
  openStore,
  verdictFile,
  workloadIdentity,
  writeVerdictFile
} from "./chunk-7ZXH7TLX.js";
import "./chunk-4BVAQ72K.js";
import "./chunk-GCT7E33Z.js";
import {
  redactDeep
} from "./chunk-IYJUIQMU.js";
import "./chunk-BNWBGVTM.js";
import "./chunk-P77VIRFP.js";

// src/action/run-action.ts
import { mkdirSync as mkdirSync2, writeFileSync as writeFileSync3 } from "node:fs";
import { join as join7, resolve as resolve6 } from "node:path";

// src/action/missing-keys.ts
function missingApiKeys(workload, env) {
  return workload.endpoints.filter((e) => e.apiKeyEnv !== null && (env[e.apiKeyEnv] ?? "").trim() === "").map((e) => ({ endpoint: e.name, variable: e.apiKeyEnv }));
}
function list(missing) {
  return missing.map((m) => `endpoint "${m.endpoint}" needs ${m.variable}`).join(", ");
}
function describeMissingKeys(missing, withheld = null) {
  const why = withheld === null ? "Skipped because `missing-secrets: skip`; where secrets exist, pass the secret to the step with `env:`." : `This is ${withheld}, which GitHub runs without repository secrets, so this is expected here.`;
  return `nothing was measured: the API key variable is empty (${list(missing)}). ${why}`;
}
function forgottenSecretText(missing, policy) {
  const env = missing.map((m) => `${m.variable}: \${{ secrets.${m.variable} }}`).join(", ");
  const why = policy === "auto" ? "this run gets repository secrets (it is not a pull request from a fork or a Dependabot run), so the variable must be set" : "`missing-secrets: fail`";
  return `the API key variable is empty (${list(missing)}): ${why}. Pass the secret to the step with \`env: { ${env} }\``;
}

// src/action/mode-context.ts
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
var SUMMARY_MAX_CHARS = 4e5;
async function obtainResults(ctx, sequential, resultsDir = ctx.cfg.resultsDir, runId = ctx.cfg.runId) {
  const { cfg, full, workload, apiKeys, redact, logger } = ctx;
  if (cfg.results !== null) return adoptResults(ctx);
  const outcome = await runWorkload({
    workload,
    apiKeys,
    resultsDir,
    redact,
    logger,
    shard: cfg.shard,
    runId,
    agreedStart: cfg.startAt === null ? null : parseAgreedStart(cfg.startAt),
    identity: workloadIdentity(full),
    sequential
  });
  return { results: redactDeep(outcome.results, redact), resultsPath: outcome.resultsPath, samplesPath: outcome.samplesPath };
}
function adoptResults(ctx) {
  const { cfg, full, redact, logger } = ctx;
  const given = resolve(cfg.results);
  const results = readResultsOf(given, full);
  const resultsPath = join(cfg.resultsDir, "results.json");
  if (resolve(resultsPath) !== given) writeResults(resultsPath, results, redact);
  const samplesFrom = join(dirname(given), "samples.jsonl");
  const samplesPath = join(cfg.resultsDir, "samples.jsonl");
  let samples = null;
  if (resolve(samplesPath) === resolve(samplesFrom)) samples = samplesPath;
  else if (existsSync(samplesFrom)) {
    copyFileSync(samplesFrom, samplesPath);
    samples = samplesPath;
  }
  logger.info(`results from ${cfg.results}${samples === null ? " (no samples.jsonl beside them)" : ""}`);
  return { results, resultsPath, samplesPath: samples };
}
function writeResults(path, results, redact) {
  writeFileSync(path, `${JSON.stringify(redactDeep(results, redact), null, 2)}
`);
}
function writeReport(cfg, markdown) {
  const path = join(cfg.resultsDir, "report.md");
  writeFileSync(path, markdown);
  return path;
}
function emptyOutputs(verdict) {
  return { verdict, failures: 0, reportPath: null, resultsPath: null, samplesPath: null, baselinePath: null };
}

// src/action/modes/aa.ts
async function aaMode(ctx) {
  const { cfg, deps, full, workload, redact, logger } = ctx;
  const rules = resolveGateRules(full);
  const measured = await obtainResults(ctx, null);
  const runs = full.gate.aaRuns > 0 ? full.gate.aaRuns : DEFAULT_AA_RUNS;
  const aa = aaCalibration(measured.results, rules, runs);
  const evaluation = { comparand: null, outcome: null, aa };
  const decision = decideGateRun(measured.results, evaluation, cfg.failOn, "A/A calibration only: nothing compared");
  logger.info(`${renderTerminalReport(measured.results)}
${renderRunTerminal(decision)}`);
  const overBudget = aa.rateLower > rules.falseFailureBudget;
  const note = `A/A calibration: ${aa.falseFailures}/${aa.runs} random half-splits failed (${pct(aa.rate)}, 95% interval ${pct(aa.rateLower)}\u2013${pct(aa.rateUpper)}; budget ${pct(rules.falseFailureBudget)}).`;
  const summary = redact(
    renderRunReport(workload.name, measured.results, evaluation, decision, { maxChars: SUMMARY_MAX_CHARS, notes: [note] })
  );
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  const verdict = overBudget ? "fail" : "pass";
  return {
    outputs: {
      verdict,
      failures: aa.falseFailures,
      reportPath,
      resultsPath: measured.resultsPath,
      samplesPath: measured.samplesPath,
      baselinePath: null
    },
    failure: overBudget && cfg.failOn !== "never" ? `A/A calibration: the gate failed ${pct(aa.rate)} of identical-data splits, over the ${pct(rules.falseFailureBudget)} budget` : null
  };
}
function pct(rate) {
  return `${(rate * 100).toFixed(1)}%`;
}

// src/action/modes/gate.ts
import { join as join2, relative, resolve as resolve3 } from "node:path";

// src/action/history-side.ts
import { resolve as resolve2 } from "node:path";
var READ_ONLY_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "pull_request_review", "merge_group"]);
var IMPLICIT_HISTORY_TIMEOUT_MS = 6e4;
function historyStoreOf(ctx) {
  const history = ctx.cfg.history;
  if (!history) return null;
  return openStore(history.location, {
    branch: history.branch,
    token: ctx.cfg.githubToken || null,
    ...history.implicit ? { timeoutMs: IMPLICIT_HISTORY_TIMEOUT_MS } : {}
  });
}
async function readHistorySide(ctx) {
  const store = historyStoreOf(ctx);
  if (!store || !ctx.cfg.history) return null;
  let side;
  try {
    const file = ctx.cfg.baseline ? resolve2(ctx.deps.cwd, ctx.cfg.baseline) : baselinePathFor(ctx.full, ctx.deps.cwd);
    side = await loadHistorySide(ctx.full, store, ctx.cfg.history.runs, { baseline: readBaselineStamp(file) });
  } catch (error) {
    if (!ctx.cfg.history.implicit) throw error;
    const why = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");
    ctx.logger.info(
      `history: this repository's history could not be read, so the gate goes on without it: ${why} (history: 'false' skips the read)`
    );
    return null;
  }
  ctx.logger.info(
    side.baseline ? `history: ${side.baseline.label}` : side.note ?? `history: ${side.entries.length} run(s) of ${ctx.full.name} in ${store.describe}; 2 are needed to compare with`
  );
  if (side.driftPrior) ctx.logger.info(driftPriorLine(side.driftPrior.priors, side.driftPrior.series));
  return side;
}
async function planGateWithHistory(ctx) {
  const { cfg, deps, full } = ctx;
  const history = await readHistorySide(ctx);
  const plan = planGate(full, {
    baseline: cfg.baseline,
    workloadFile: cfg.workload,
    aaRuns: full.gate.aaRuns,
    cwd: deps.cwd,
    history: history?.baseline ?? null,
    driftPrior: history?.driftPrior?.priors ?? null,
    recordCommand: recordCommand("action", cfg.workload)
  });
  return { plan, history };
}
function notAppendedBecause(ctx, results, verdict, rules) {
  const { eventName, defaultBranch } = ctx.deps.context;
  if (READ_ONLY_EVENTS.has(eventName)) return `a ${eventName} event reads the history and never writes it`;
  if (results.run.partial || results.run.shard !== null || verdict === "error")
    return "this run is not appended (interrupted, a shard, or an endpoint failed)";
  if (rules.defaultBranchOnly) {
    const ref = ctx.deps.env.GITHUB_REF ?? null;
    if (!defaultBranch) return "this run is not appended: the event names no default branch to compare the ref with";
    if (ref !== `refs/heads/${defaultBranch}`)
      return `this run is not appended: ${ref ?? "no ref"} is not the default branch ${defaultBranch}`;
  }
  return null;
}
async function appendRunToHistory(ctx, results, verdict, rules, step = null) {
  if (ctx.cfg.history?.implicit) return false;
  const store = historyStoreOf(ctx);
  if (!store || !ctx.cfg.history) return false;
  const why = notAppendedBecause(ctx, results, verdict, rules);
  if (why !== null) {
    if (READ_ONLY_EVENTS.has(ctx.deps.context.eventName)) ctx.logger.info(`history: ${why}`);
    else ctx.logger.warn(`history: ${why}`);
    return false;
  }
  const commit = ctx.deps.env.GITHUB_SHA ?? null;
  await store.append(historyEntryFromResults(results, ctx.full, { commit, verdict, step }), ctx.cfg.history.maxRuns);
  if (step !== null) ctx.logger.info(`history: the run marks a step (${step.kind}): the runs before it are no longer pooled`);
  ctx.logger.info(`history: run ${results.run.runId} appended to ${store.describe}`);
  return true;
}

// src/github/comments.ts
function commentMarker(commentId) {
  return `<!-- streamgate:${commentId} -->`;
}
async function upsertStickyComment(api, opts) {
  const body = opts.body.startsWith(opts.marker) ? opts.body : `${opts.marker}
${opts.body}`;
  const me = await api.identity();
  const comments = await api.list(opts.pullRequest);
  const ours = comments.find((c) => c.user !== null && sameIdentity(c.user, me) && c.body.includes(opts.marker));
  if (ours) {
    if (ours.body === body) return { action: "unchanged", url: ours.url };
    const updated = await api.update(ours.id, body);
    return { action: "updated", url: updated.url };
  }
  if (!opts.create) return { action: "not-posted", url: null };
  const created = await api.create(opts.pullRequest, body);
  return { action: "created", url: created.url };
}
function sameIdentity(user, me) {
  return user.login.toLowerCase() === me.login.toLowerCase() && user.type === me.type;
}

// src/action/comment.ts
async function postComment(cfg, deps, logger, verdict, body) {
  if (cfg.comment === "never") return;
  const pullRequest = cfg.pullRequest ?? deps.context.pullRequest;
  if (pullRequest === null) {
    logger.info(`no pull request (event "${deps.context.eventName || "none"}"): no comment; the report is in the job summary`);
    return;
  }
  if (!deps.context.repo || !cfg.githubToken) {
    logger.warn("cannot comment: no repository or token (input github-token); the report is in the job summary");
    return;
  }
  try {
    const api = deps.comments(cfg.githubToken, deps.context.repo);
    const result = await upsertStickyComment(api, {
      pullRequest,
      marker: commentMarker(cfg.commentId),
      body: body(),
      create: mayCreateComment(cfg.comment, verdict)
    });
    logger.info(`pull request comment: ${result.action}${result.url ? ` (${result.url})` : ""}`);
  } catch (error) {
    const { httpStatus } = await import("./octokit-comments-77VLAOU7.js");
    const status = httpStatus(error);
    const why = status === 403 || status === 404 ? `the token may not write to pull request #${pullRequest} (HTTP ${status}). Give the job \`permissions: pull-requests: write\`; pull requests from forks get a read-only token, so use the two-workflow pattern of ${docsUrl("action.md")} ("Pull requests from forks")` : `${error instanceof Error ? error.message : String(error)}`;
    logger.warn(`could not post the pull request comment: ${why}. The job summary has the full report.`);
  }
}
function mayCreateComment(policy, verdict) {
  switch (policy) {
    case "always":
      return true;
    case "on-change":
      return verdict === "fail" || verdict === "inconclusive";
    case "on-failure":
      return verdict === "fail";
    case "never":
      return false;
  }
}

// src/action/modes/gate.ts
async function gateMode(ctx) {
  const { cfg, logger } = ctx;
  const { plan, history } = await planGateWithHistory(ctx);
  const sequential = cfg.results !== null || cfg.shard !== null ? null : sequentialRun(plan, (line) => logger.info(line));
  const measured = await obtainResults(ctx, sequential?.hook ?? null);
  if (measured.results.run.shard !== null) {
    logger.info(`${ctx.workload.name}
${renderTerminalReport(measured.results)}`);
    return shardOnly(ctx, measured);
  }
  return gateAndReport(ctx, plan, measured, sequential?.gate ?? null, history?.entries ?? []);
}
async function gateAndReport(ctx, plan, measured, sequentialGate, history = []) {
  const { cfg, deps, full, workload, redact, logger } = ctx;
  const { results } = measured;
  logger.info(`${workload.name}
${renderTerminalReport(results)}`);
  const evaluation = evaluateRun(plan, results, sequentialGate);
  const judged = evaluation.outcome ? "nothing to compare with" : "measured only";
  const noBaseline = `No baseline at ${relative(deps.cwd, plan.baselinePath)}: ${judged}. Record one with the action's mode: record (see its README).`;
  const decision = decideGateRun(results, evaluation, cfg.failOn, noBaseline);
  const verdictText = renderRunTerminal(decision, colourEnabled({ isTTY: false }, deps.env));
  logger.info(verdictText);
  const legend = terminalLegend(`${renderTerminalReport(results)}
${verdictText}`);
  if (legend) logger.info(legend);
  const verdict = decision.verdict === "interrupted" ? "error" : decision.verdict;
  const recordHint = evaluation.comparand || decision.failed.length > 0 ? [] : [noBaseline];
  const kind = evaluation.comparand?.kind ?? "none";
  const next = decision.verdict === "fail" ? nextStepLines({
    comparison: kind === "reference" ? "reference" : kind === "none" ? "none" : "baseline",
    ...failureFacts(evaluation),
    reportPath: null,
    record: recordCommand("action", cfg.workload),
    workloadFile: cfg.workload,
    historyAccept: kind === "baseline" && history.length > 0 && cfg.history ? cfg.mode === "history" ? "`accept-change: 'true'` on this `mode: history` step (its next run starts the new segment)" : "`accept-change: 'true'` on the job with `mode: history` that records the new stack (or a run with `mode: record`)" : null
  }) : [];
  const notes = [
    ...recordHint,
    ...next,
    ...historyNoteLines(history, results),
    ...blindHistoryNotes(plan),
    ...parityNotes(plan, evaluation, results),
    ...decideNotes(plan, evaluation)
  ];
  if (notes.length > 0) logger.info(notes.map((n) => `- ${n}`).join("\n"));
  if (decision.verdict === "inconclusive") {
    const decide = decideNotes(plan, evaluation)[0];
    logger.warn(`streamgate could not decide: ${decision.reason}${decide ? `. ${decide}` : ""}`);
  }
  const trends = historyTrendMarkdown(history, results, evaluation.outcome);
  const summary = redact(
    renderRunReport(workload.name, results, evaluation, decision, { maxChars: SUMMARY_MAX_CHARS - trends.length, notes }) + trends
  );
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  await postComment(
    cfg,
    deps,
    logger,
    verdict,
    () => redact(
      renderRunReport(workload.name, results, evaluation, decision, {
        maxChars: DEFAULT_MAX_CHARS - trends.length,
        notes,
        ...links(deps.context)
      }) + trends
    )
  );
  const baselinePath = evaluation.comparand?.kind === "baseline" ? plan.baselinePath : null;
  writeVerdictFile(
    join2(cfg.resultsDir, "verdict.json"),
    verdictFile({
      command: cfg.mode === "merge" || cfg.mode === "history" ? cfg.mode : "gate",
      workload: { name: full.name, fingerprint: workloadIdentity(full).fingerprint },
      verdict: decision.verdict,
      exitCode: decision.exitCode,
      failOn: cfg.failOn,
      reason: decision.reason,
      comparison: comparisonOf(evaluation),
      endpoints: decision.endpoints,
      files: {
        results: resolve3(measured.resultsPath),
        samples: measured.samplesPath === null ? null : resolve3(measured.samplesPath),
        report: resolve3(reportPath),
        baseline: baselinePath
      }
    }),
    redact
  );
  return {
    outputs: {
      verdict,
      // The failing findings the report lists, one per endpoint and cause (not the comparisons behind them).
      failures: failureCount(decision),
      reportPath,
      resultsPath: measured.resultsPath,
      samplesPath: measured.samplesPath,
      // Only a baseline that was read: with none yet (verdict `none`), there is no file to name.
      baselinePath
    },
    failure: decision.verdict === "error" ? redact(failedEndpointsText(decision.failed, results.errorExamples ?? [], full.endpoints)) : failureLine(decision.verdict, decision.exitCode, redact(decision.reason))
  };
}
var MEASURED_ONLY = { comparand: null, outcome: null, aa: null };
async function shardOnly(ctx, measured) {
  const { cfg, deps, workload, redact } = ctx;
  const shard = measured.results.run.shard;
  const note = `Shard ${shard.index + 1}/${shard.count} of run ${measured.results.run.runId}: measured only; the merge job (mode: merge) gates all shards together.`;
  const report = redact(
    renderRunReport(workload.name, measured.results, MEASURED_ONLY, decideGateRun(measured.results, MEASURED_ONLY, cfg.failOn, note), {
      maxChars: SUMMARY_MAX_CHARS,
      notes: [note]
    })
  );
  const reportPath = writeReport(cfg, report);
  await deps.writeSummary(report);
  return {
    outputs: { ...emptyOutputs("none"), reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath },
    failure: null
  };
}
function links(context) {
  return context.runUrl ? { links: { summary: context.runUrl, artifact: `${context.runUrl}#artifacts` } } : {};
}

// src/action/modes/merge.ts
import { join as join4 } from "node:path";

// src/action/read-shards.ts
import { readdirSync, statSync } from "node:fs";
import { basename, join as join3 } from "node:path";
function readShardResults(folder) {
  let names;
  try {
    if (!statSync(folder).isDirectory()) throw new Error("not a folder");
    names = readdirSync(folder, { recursive: true }).map(String);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError([{ file: folder, path: "results", line: null, message: `cannot read the shards' results folder: ${message}` }]);
  }
  const found = names.filter((name) => basename(name) === "results.json").sort().map((name) => ({ path: join3(folder, name), results: readResults(join3(folder, name)) })).filter((part) => part.results.run.shard !== null);
  if (found.length === 0) {
    throw new ConfigError([
      {
        file: folder,
        path: "results",
        line: null,
        message: "no shard results.json found (download every shard artifact into this folder first)"
      }
    ]);
  }
  return found;
}

// src/action/modes/merge.ts
async function mergeMode(ctx) {
  const { cfg, deps, full } = ctx;
  const plan = planGate(full, {
    baseline: cfg.baseline,
    workloadFile: cfg.workload,
    aaRuns: full.gate.aaRuns,
    cwd: deps.cwd,
    recordCommand: recordCommand("action", cfg.workload)
  });
  return gateAndReport(ctx, plan, mergeShards(ctx), null);
}
function mergeShards(ctx) {
  const { cfg, full, redact, logger } = ctx;
  const folder = cfg.results ?? cfg.resultsDir;
  const parts = readShardResults(folder);
  let results;
  try {
    results = mergeResults(parts.map((p) => p.results));
  } catch (error) {
    if (error instanceof MergeError) throw new ConfigError([{ file: folder, path: "results", line: null, message: error.message }]);
    throw error;
  }
  checkFingerprint(results, full, folder);
  logger.info(`merged ${parts.length} shard(s) of run ${results.run.runId}: ${parts.map((p) => p.path).join(", ")}`);
  const resultsPath = join4(cfg.resultsDir, "results.json");
  writeResults(resultsPath, results, redact);
  return { results, resultsPath, samplesPath: null };
}

// src/action/modes/record.ts
import { join as join5, relative as relative2, resolve as resolve4 } from "node:path";
var NOTHING_COMPARED = { comparand: null, outcome: null, aa: null };
async function recordMode(ctx) {
  const { cfg, deps, full, workload, redact, logger } = ctx;
  const { measured, baseline, spreadLine } = await recordRuns(ctx);
  const unrecordable = unrecordableCells(measured.results);
  if (unrecordable.length > 0 && !cfg.allowErrors && !measured.results.run.partial) {
    const why = redact(unrecordableText(unrecordable, measured.results.errorExamples ?? [], full.endpoints, "allow-errors: true"));
    const report2 = redact(
      renderRunReport(
        workload.name,
        measured.results,
        NOTHING_COMPARED,
        decideGateRun(measured.results, NOTHING_COMPARED, cfg.failOn, ""),
        { maxChars: SUMMARY_MAX_CHARS, notes: [why] }
      )
    );
    const reportPath2 = writeReport(cfg, report2);
    await deps.writeSummary(report2);
    return {
      outputs: { ...emptyOutputs("error"), reportPath: reportPath2, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath },
      failure: why
    };
  }
  const baselinePath = join5(cfg.resultsDir, "baseline.json");
  writeBaseline(baselinePath, baseline);
  const target = relative2(deps.cwd, cfg.baseline ?? baselinePathFor(full, deps.cwd));
  const reach = baselineReachLines(baseline, full);
  logger.info(
    `${renderTerminalReport(measured.results)}
${spreadLine ? `${spreadLine}
` : ""}candidate baseline written: ${baselinePath}${reach.lines.length > 0 ? `
${reach.lines.join("\n")}` : ""}`
  );
  for (const warning of reach.warnings) logger.warn(warning);
  const howTo = renderBaselineAdoption({ candidatePath: baselinePath, targetPath: target, runId: deps.env.GITHUB_RUN_ID ?? null });
  const report = renderRunReport(
    workload.name,
    measured.results,
    NOTHING_COMPARED,
    decideGateRun(measured.results, NOTHING_COMPARED, cfg.failOn, ""),
    { maxChars: SUMMARY_MAX_CHARS }
  );
  const summary = redact(`${report}
${howTo}
`);
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  const partial = measured.results.run.partial;
  writeVerdictFile(
    join5(cfg.resultsDir, "verdict.json"),
    verdictFile({
      command: "record",
      workload: { name: full.name, fingerprint: workloadIdentity(full).fingerprint },
      verdict: partial ? "interrupted" : "recorded",
      exitCode: partial ? 130 : 0,
      failOn: cfg.failOn,
      reason: partial ? "the run was interrupted: a partial run makes no baseline" : `candidate baseline written to ${baselinePath}; commit it as ${target}`,
      comparison: { kind: "none", label: null },
      endpoints: notComparedEndpoints(measured.results.endpoints),
      files: {
        results: resolve4(measured.resultsPath),
        samples: measured.samplesPath === null ? null : resolve4(measured.samplesPath),
        report: resolve4(reportPath),
        baseline: resolve4(baselinePath)
      }
    }),
    redact
  );
  await appendRunToHistory(ctx, measured.results, "recorded", { defaultBranchOnly: true }, { kind: "recorded" });
  return {
    outputs: {
      verdict: "recorded",
      failures: 0,
      reportPath,
      resultsPath: measured.resultsPath,
      samplesPath: measured.samplesPath,
      baselinePath
    },
    failure: measured.results.run.partial ? "the run was interrupted: a partial run makes no baseline" : null
  };
}
async function recordRuns(ctx) {
  const { cfg, full, redact, logger } = ctx;
  if (cfg.recordRuns <= 1 || cfg.results !== null) {
    const measured = await obtainResults(ctx, null);
    return { measured, baseline: baselineOfRuns([measured.results], full).baseline, spreadLine: null };
  }
  const runs = [];
  for (let i = 1; i <= cfg.recordRuns; i++) {
    logger.info(`recording run ${i} of ${cfg.recordRuns}`);
    const measured = await obtainResults(ctx, null, join5(cfg.resultsDir, `run-${i}`), `${cfg.runId}-${i}`);
    runs.push(measured);
    if (measured.results.run.partial) return { measured, baseline: baselineOfRuns([measured.results], full).baseline, spreadLine: null };
  }
  const recorded = baselineOfRuns(
    runs.map((r) => r.results),
    full
  );
  const resultsPath = join5(cfg.resultsDir, "results.json");
  writeResults(resultsPath, recorded.results, redact);
  return {
    measured: { results: recorded.results, resultsPath, samplesPath: null },
    baseline: recorded.baseline,
    spreadLine: recorded.spreadLine
  };
}

// src/action/modes/sweep.ts
import { join as join6, relative as relative3, resolve as resolve5 } from "node:path";
import { mkdirSync, writeFileSync as writeFileSync2 } from "node:fs";
async function sweepMode(ctx) {
  const { cfg, deps, full, workload, apiKeys, redact, logger } = ctx;
  const identity = workloadIdentity(full);
  const plan = planSweep(full, {
    baseline: cfg.baseline === null ? null : resolve5(deps.cwd, cfg.baseline),
    record: false,
    levels: null,
    identity,
    cwd: deps.cwd
  });
  if (cfg.shard !== null) return sweepShard(ctx, plan);
  const outcome = cfg.results !== null ? sweepAcrossShards(ctx, plan) : await sweepAndGate(plan, { workload, apiKeys, resultsDir: cfg.resultsDir, redact, logger, identity });
  logger.info(`${outcome.terminal}
sweep: ${outcome.sweepPath}
chart: ${outcome.chartPath}`);
  const dead = deadEndpointsText(outcome.sweep, ctx.cfg.resultsDir, ctx.full.endpoints);
  const decision = decideSweepRun(outcome.sweep, outcome.gate, cfg.failOn, dead);
  const verdict = decision.verdict === "interrupted" ? "error" : decision.verdict;
  const note = plan.comparand.kind === "none" ? noBaselineNote(ctx, plan) : null;
  const summary = redact(note === null ? outcome.markdown : `${outcome.markdown}
${note}
`);
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  await postComment(cfg, deps, logger, verdict, () => summary);
  const capacity = outcome.sweep.endpoints.find((e) => !e.reference)?.capacity.lower ?? null;
  const baselinePath = plan.comparand.kind === "baseline" ? plan.baselinePath : null;
  writeVerdictFile(
    join6(cfg.resultsDir, "verdict.json"),
    verdictFile({
      command: "sweep",
      workload: { name: full.name, fingerprint: identity.fingerprint },
      verdict: decision.verdict,
      exitCode: decision.exitCode,
      failOn: cfg.failOn,
      reason: decision.reason,
      comparison: { kind: plan.comparand.kind, label: plan.comparand.kind === "reference" ? plan.comparand.reference : null },
      endpoints: decision.endpoints,
      files: { results: resolve5(outcome.sweepPath), samples: null, report: resolve5(reportPath), baseline: baselinePath }
    }),
    redact
  );
  return {
    outputs: {
      verdict,
      failures: outcome.gate.endpoints.filter((e) => e.verdict === "fail").length,
      reportPath,
      resultsPath: null,
      samplesPath: null,
      baselinePath,
      capacity,
      sweepPath: outcome.sweepPath
    },
    failure: dead !== null ? redact(dead) : failureLine(decision.verdict, decision.exitCode, redact(decision.reason), "streamgate sweep")
  };
}
async function sweepShard(ctx, plan) {
  const { cfg, deps, workload, apiKeys, redact, logger, full } = ctx;
  const levels = await runShardSweep({
    workload,
    spec: plan.spec,
    apiKeys,
    resultsDir: cfg.resultsDir,
    redact,
    logger,
    identity: workloadIdentity(full),
    runId: cfg.runId,
    shard: cfg.shard,
    schedule: { startMs: parseAgreedStart(cfg.startAt).atMs, levelMs: cfg.levelSeconds * 1e3 }
  });
  const summary = `Shard ${cfg.shard.index + 1}/${cfg.shard.count} of sweep ${cfg.runId}: ${levels} level(s) measured only; the merge job (mode: sweep with the shards' results) judges every level on all shards' requests together.
`;
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  return {
    outputs: {
      verdict: "none",
      failures: 0,
      reportPath,
      resultsPath: null,
      samplesPath: null,
      baselinePath: null,
      capacity: null,
      sweepPath: null
    },
    failure: null
  };
}
function sweepAcrossShards(ctx, plan) {
  const { cfg, full } = ctx;
  const sweep = mergeShardSweep({
    workload: full,
    spec: plan.spec,
    rules: plan.rules,
    identity: workloadIdentity(full),
    shardsDir: cfg.results,
    resultsDir: cfg.resultsDir
  });
  const sweepPath = join6(cfg.resultsDir, "sweep.json");
  mkdirSync(cfg.resultsDir, { recursive: true });
  writeFileSync2(sweepPath, `${JSON.stringify(sweep, null, 2)}
`);
  return gateAndWriteSweep(plan, sweep, sweepPath, { resultsDir: cfg.resultsDir, redact: ctx.redact });
}
function noBaselineNote(ctx, plan) {
  const target = relative3(ctx.deps.cwd, plan.baselinePath);
  return `No sweep baseline at \`${target}\`: measured only. Record one with \`streamgate sweep --workload ${ctx.cfg.workload} --record\` and commit it, or commit this run's \`${join6(ctx.cfg.resultsDir, "sweep.json")}\` (in the run's artifact) as \`${target}\`.`;
}

// src/action/modes/history.ts
async function historyMode(ctx) {
  const { cfg, logger } = ctx;
  const { plan, history } = await planGateWithHistory(ctx);
  const sequential = cfg.results !== null ? null : sequentialRun(plan, (line) => logger.info(line));
  const measured = await obtainResults(ctx, sequential?.hook ?? null);
  const result = await gateAndReport(ctx, plan, measured, sequential?.gate ?? null, history?.entries ?? []);
  const step = cfg.history?.acceptChange ? { kind: "accepted", reason: "accept-change" } : null;
  const appended = await appendRunToHistory(ctx, measured.results, result.outputs.verdict, { defaultBranchOnly: false }, step);
  const store = historyStoreOf(ctx);
  if (appended && store && cfg.history) {
    const reach = historySideReachLines((await loadHistorySide(ctx.full, store, cfg.history.runs)).baseline, ctx.full);
    for (const line of reach) logger.info(`history: ${line}`);
  }
  return result;
}

// src/action/run-action.ts
var MODES = {
  gate: gateMode,
  merge: mergeMode,
  record: recordMode,
  aa: aaMode,
  sweep: sweepMode,
  history: historyMode
};
async function runAction(cfg, deps) {
  if (cfg.githubToken) deps.setSecret(cfg.githubToken);
  const full = loadWorkload(cfg.workload, { env: deps.env });
  const workload = selectEndpoints(full, cfg.endpoints);
  const measuring = cfg.mode !== "merge" && cfg.results === null;
  const missing = measuring ? missingApiKeys(workload, deps.env) : [];
  if (missing.length > 0) {
    const withheld = deps.context.secretsWithheld ?? null;
    if (cfg.missingSecrets === "skip" || cfg.missingSecrets === "auto" && withheld !== null)
      return skip(cfg, deps, full, missing, withheld);
    throw new ConfigError([
      {
        file: cfg.workload,
        path: "endpoints",
        line: null,
        message: forgottenSecretText(missing, cfg.missingSecrets)
      }
    ]);
  }
  const apiKeys = measuring ? resolveApiKeys(workload, deps.env) : /* @__PURE__ */ new Map();
  for (const key of apiKeys.values()) if (key) deps.setSecret(key);
  const redact = deps.createRedactor([...apiKeys.values(), cfg.githubToken]);
  mkdirSync2(cfg.resultsDir, { recursive: true });
  return MODES[cfg.mode]({ cfg, deps, full, workload, apiKeys, redact, logger: deps.logger(redact) });
}
async function skip(cfg, deps, workload, missing, withheld) {
  const logger = deps.logger(deps.createRedactor([cfg.githubToken]));
  const reason = describeMissingKeys(missing, withheld);
  logger.warn(reason);
  const summary = renderSkippedSummary(workload.name, missing);
  mkdirSync2(cfg.resultsDir, { recursive: true });
  const reportPath = join7(cfg.resultsDir, "report.md");
  writeFileSync3(reportPath, summary);
  writeVerdictFile(
    join7(cfg.resultsDir, "verdict.json"),
    verdictFile({
      command: cfg.mode === "merge" ? "merge" : cfg.mode,
      workload: { name: workload.name, fingerprint: workloadIdentity(workload).fingerprint },
      verdict: "skipped",
      exitCode: 0,
      failOn: cfg.failOn,
      reason,
      comparison: { kind: "none", label: null },
      endpoints: notComparedEndpoints(workload.endpoints),
      files: { results: null, samples: null, report: resolve6(reportPath), baseline: null }
    })
  );
  await deps.writeSummary(summary);
  return { outputs: { ...emptyOutputs("skipped"), reportPath }, failure: null };
}
export {
  SUMMARY_MAX_CHARS,
  runAction
};
//# sourceMappingURL=run-action-4TR2YFGZ.js.map
