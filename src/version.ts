import { cpus, platform, release } from 'node:os';
import pkg from '../package.json' with { type: 'json' };

export const TOOL_VERSION: string = pkg.version;

/** Where the numbers came from: recorded with results and baselines so a comparison can say what differs. */
export function runnerDescription(): string {
  const cpu = cpus();
  return `node ${process.version} ${platform()} ${release()} ${cpu.length}×${cpu[0]?.model.trim() ?? 'unknown cpu'}`;
}
