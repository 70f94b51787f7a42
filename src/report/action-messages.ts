/**
 * The action's own short Markdown messages (job summary texts that are not a run report): the
 * skipped run, the candidate-baseline adoption steps and the error summary. Every untrusted string
 * (workload and endpoint names, variable names, paths, error messages) is escaped by escape.ts.
 */
import { escapeMarkdown, fencedCodeBlock, inlineCode } from './escape.js';

/** An endpoint whose API key variable is empty. */
export interface MissingKeyItem {
  endpoint: string;
  variable: string;
}

/** The job summary when nothing was measured because API key variables are empty (pull requests from forks). */
export function renderSkippedSummary(workloadName: string, missing: readonly MissingKeyItem[]): string {
  return [
    `**streamgate: skipped** · ${escapeMarkdown(workloadName)}`,
    '',
    'Nothing was measured: the API key variable of these endpoints is empty.',
    '',
    ...missing.map((m) => `- endpoint ${inlineCode(m.endpoint)}: ${inlineCode(m.variable)}`),
    '',
    'Workflows triggered by pull requests from forks get no secrets, so this is expected there (the verdict is neutral). Elsewhere, pass the secret to the step with `env:`.',
    '',
  ].join('\n');
}

export interface BaselineAdoption {
  /** Where this run wrote the candidate baseline (inside the results artifact). */
  candidatePath: string;
  /** Where the repository keeps its baseline, relative to the working directory. */
  targetPath: string;
  /** The workflow run id (GITHUB_RUN_ID); null or empty shows a `<run id>` placeholder. */
  runId: string | null;
}

/** How to adopt a candidate baseline written by `mode: record`: a heading, a sentence and the shell steps. */
export function renderBaselineAdoption({ candidatePath, targetPath, runId }: BaselineAdoption): string {
  const run = !runId ? '<run id>' : /^\d+$/.test(runId) ? runId : shellQuote(runId);
  return [
    '### New baseline recorded',
    '',
    `The candidate baseline is ${inlineCode(candidatePath)} in this run's results artifact. To adopt it, commit it as ${inlineCode(targetPath)} with the change it describes:`,
    '',
    // Every line in the block starts with fixed text and shellQuote drops line breaks, so nothing in a path can close the fence.
    '```sh',
    `gh run download ${run} --name <artifact name> --dir streamgate-baseline`,
    `cp streamgate-baseline/baseline.json ${shellQuote(targetPath)}`,
    `git add ${shellQuote(targetPath)} && git commit -m "Update the streamgate baseline"`,
    '```',
    '',
    'Or run the recording workflow (`workflow_dispatch`), which opens a pull request with the new baseline, or `npx streamgate baseline:update --workload <file>` locally.',
  ].join('\n');
}

/**
 * The job summary of a run that stopped on an error. `message` is a known error's text, the user's to fix; null
 * (an internal error, whose details stay in the masked step log) shows a fixed sentence instead.
 */
export function renderErrorSummary(message: string | null): string {
  const text = message ?? 'an internal error stopped the run; the step log has the details.';
  return `**streamgate: error**\n\n${fencedCodeBlock(text, 'text')}\n`;
}

/** One single-quoted POSIX shell word, line breaks removed. Shell quoting, not Markdown escaping. */
export function shellQuote(text: string): string {
  return `'${text.replace(/[\r\n]/g, '').replace(/'/g, `'\\''`)}'`;
}
