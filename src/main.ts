import * as core from '@actions/core';
import { ConfigError } from './config/errors.js';
import { loadWorkload } from './config/load.js';
import { resolveApiKeys } from './config/secrets.js';
import { INPUTS, OUTPUTS } from './action/inputs.js';
import { runWorkload } from './engine.js';
import { parseShard } from './plan/shard.js';
import { renderTerminalReport } from './report/terminal.js';
import { createLogger } from './util/logger.js';
import { createRedactor } from './util/redact.js';

/** The action's composition root: reads inputs, runs the engine, writes outputs and the job summary. */
export async function run(): Promise<void> {
  try {
    const workload = loadWorkload(core.getInput(INPUTS.workload, { required: true }), { env: process.env });
    const apiKeys = resolveApiKeys(workload, process.env);
    for (const key of apiKeys.values()) if (key) core.setSecret(key);
    const redact = createRedactor(apiKeys.values());
    const logger = createLogger(
      { info: core.info, warn: core.warning, error: core.error, debug: core.debug },
      redact,
    );
    const shardInput = core.getInput(INPUTS.shard);
    const outcome = await runWorkload({
      workload,
      apiKeys,
      resultsDir: core.getInput(INPUTS.resultsDir) || 'streamgate-results',
      redact,
      logger,
      shard: shardInput ? parseShard(shardInput) : null,
    });
    const table = renderTerminalReport(outcome.results);
    core.info(table);
    await core.summary.addHeading(`streamgate: ${workload.name}`, 2).addCodeBlock(table).write();
    core.setOutput(OUTPUTS.resultsPath, outcome.resultsPath);
    core.setOutput(OUTPUTS.samplesPath, outcome.samplesPath);
  } catch (error) {
    if (error instanceof ConfigError) {
      core.setFailed(error.message);
      return;
    }
    core.setFailed(error instanceof Error ? error.message : String(error));
    return;
  }
}
