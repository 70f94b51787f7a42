import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);
import {
  escapeMarkdown,
  fencedCodeBlock,
  inlineCode
} from "./chunk-7ZXH7TLX.js";

// src/report/action-messages.ts
function renderSkippedSummary(workloadName, missing) {
  return [
    `**streamgate: skipped** \xB7 ${escapeMarkdown(workloadName)}`,
    "",
    "Nothing was measured: the API key variable of these endpoints is empty.",
    "",
    ...missing.map((m) => `- endpoint ${inlineCode(m.endpoint)}: ${inlineCode(m.variable)}`),
    "",
    "Workflows triggered by pull requests from forks get no secrets, so this is expected there (the verdict is neutral). Elsewhere, pass the secret to the step with `env:`.",
    ""
  ].join("\n");
}
function renderBaselineAdoption({ candidatePath, targetPath, runId }) {
  const run = !runId ? "<run id>" : /^\d+$/.test(runId) ? runId : shellQuote(runId);
  return [
    "### New baseline recorded",
    "",
    `The candidate baseline is ${inlineCode(candidatePath)} in this run's results artifact. To adopt it, commit it as ${inlineCode(targetPath)} with the change it describes:`,
    "",
    // Every line in the block starts with fixed text and shellQuote drops line breaks, so nothing in a path can close the fence.
    "```sh",
    `gh run download ${run} --name <artifact name> --dir streamgate-baseline`,
    `cp streamgate-baseline/baseline.json ${shellQuote(targetPath)}`,
    `git add ${shellQuote(targetPath)} && git commit -m "Update the streamgate baseline"`,
    "```",
    "",
    "Or run the recording workflow (`workflow_dispatch`), which opens a pull request with the new baseline, or `npx streamgate baseline:update --workload <file>` locally."
  ].join("\n");
}
function renderErrorSummary(message) {
  const text = message ?? "an internal error stopped the run; the step log has the details.";
  return `**streamgate: error**

${fencedCodeBlock(text, "text")}
`;
}
function shellQuote(text) {
  return `'${text.replace(/[\r\n]/g, "").replace(/'/g, `'\\''`)}'`;
}

export {
  renderSkippedSummary,
  renderBaselineAdoption,
  renderErrorSummary
};
//# sourceMappingURL=chunk-ZVM62V4K.js.map
