import { cpus, platform, release } from 'node:os';
import pkg from '../package.json' with { type: 'json' };

export const TOOL_VERSION: string = pkg.version;

/** Where the numbers came from: recorded with results and baselines so a comparison can say what differs. */
export function runnerDescription(probeWorkers = 0): string {
  const cpu = cpus();
  const probe = probeWorkers > 0 ? `, probe in ${probeWorkers} worker thread${probeWorkers === 1 ? '' : 's'}` : '';
  return `node ${process.version} ${platform()} ${release()} ${cpu.length}×${cpu[0]?.model.trim() ?? 'unknown cpu'}${probe}`;
}
