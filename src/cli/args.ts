import { parseArgs } from 'node:util';
import type { FailOn } from '../decision/index.js';
import { EXIT_USER_ERROR, UserError } from '../util/index.js';
import { HISTORY_GATE_OPTIONS, type HistoryGateFlags } from './history-command.js';

/** Wrong arguments: the root prints the command's usage text after the message. */
export class UsageError extends UserError {
  override readonly name: string = 'UsageError';
  readonly code = 'STREAMGATE_USAGE';
  readonly exitStatus = EXIT_USER_ERROR;
  constructor(
    message: string,
    /** The command whose usage to print, or null for the global usage. */
    readonly command: string | null = null,
  ) {
    super(message);
  }
}

/** One option's value is wrong: the message names the option and what it takes, so no usage block follows it. */
export class OptionError extends UsageError {
  override readonly name = 'OptionError';
}

export interface Flags extends HistoryGateFlags {
  workload?: string;
  baseline?: string;
  'from-results'?: string;
  aa?: boolean;
  'aa-runs'?: string;
  /** Print the run's size (requests, tokens, time) and send nothing. */
  plan?: boolean;
  runs?: string;
  'fail-on'?: string;
  'allow-errors'?: boolean;
  'results-dir'?: string;
  shard?: string;
  /** Shards applying load together: the agreed moment (ISO) every shard waits for, and the run id they share. */
  'start-at'?: string;
  'run-id'?: string;
  /** A sweep across shards: the time each level has (s); `merge`: the folder of the shards' sweeps to merge. */
  'level-seconds'?: string;
  merge?: string;
  seed?: string;
  port?: string;
  slots?: string;
  list?: boolean;
  host?: string;
  record?: boolean;
  levels?: string;
  sweep?: boolean;
  json?: boolean;
  verbose?: boolean;
  help?: boolean;
  version?: boolean;
}

/** `--aa [runs]` takes an optional count, which parseArgs cannot express: `--aa 50` and `--aa=50` become `--aa-runs`. */
function withAaRuns(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--aa=')) out.push(`--aa-runs=${arg.slice('--aa='.length)}`);
    else if (arg === '--aa' && i + 1 < args.length && /^\d+$/.test(args[i + 1]!)) out.push('--aa-runs', args[++i]!);
    else out.push(arg);
  }
  return out;
}

export function parseFlags(args: string[], command: string | null): Flags {
  try {
    return parseArgs({
      args: withAaRuns(args),
      options: {
        workload: { type: 'string', short: 'w' },
        baseline: { type: 'string' },
        'from-results': { type: 'string' },
        aa: { type: 'boolean' },
        'aa-runs': { type: 'string' },
        runs: { type: 'string' },
        'fail-on': { type: 'string' },
        'allow-errors': { type: 'boolean' },
        'results-dir': { type: 'string' },
        shard: { type: 'string' },
        'start-at': { type: 'string' },
        'run-id': { type: 'string' },
        'level-seconds': { type: 'string' },
        merge: { type: 'string' },
        seed: { type: 'string' },
        port: { type: 'string' },
        slots: { type: 'string' },
        list: { type: 'boolean' },
        host: { type: 'string' },
        record: { type: 'boolean' },
        levels: { type: 'string' },
        sweep: { type: 'boolean' },
        json: { type: 'boolean' },
        plan: { type: 'boolean' },
        verbose: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'V' },
        ...HISTORY_GATE_OPTIONS,
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), command);
  }
}

export function requireWorkload(flags: Flags, command: string): string {
  if (!flags.workload) throw new UsageError(`${command} needs --workload <file>`, command);
  return flags.workload;
}

export function parseInteger(text: string, flag: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n)) throw new OptionError(`${flag} must be an integer, got "${text}"`);
  return n;
}

export function parseFailOn(text: string | undefined): FailOn {
  if (text === undefined) return 'regression';
  if (text === 'regression' || text === 'inconclusive' || text === 'never') return text;
  throw new OptionError(`--fail-on must be regression, inconclusive or never, got "${text}"`);
}

/** `--levels 1,2,4,8`: positive numbers, whole streams for concurrency. */
export function parseLevels(text: string, load: 'concurrency' | 'rate'): number[] {
  const levels = text.split(',').map((part) => part.trim());
  for (const level of levels) {
    const n = Number(level);
    if (level === '' || !Number.isFinite(n) || n <= 0 || (load === 'concurrency' && !Number.isInteger(n))) {
      throw new OptionError(
        `--levels takes ${load === 'concurrency' ? 'whole numbers of streams' : 'positive rates'} separated by commas, got "${text}"`,
        'sweep',
      );
    }
  }
  return levels.map(Number);
}
