import * as core from '@actions/core';

/** Appends to the job summary; false when there is none (a local run outside Actions). */
export async function writeJobSummary(markdown: string): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) return false;
  await core.summary.addRaw(markdown, true).write();
  return true;
}
