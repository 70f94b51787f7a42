import { MAX_SLOTS } from './profiles/overrides.js';
import type { SimOptions } from './server.js';
import { EXIT_USER_ERROR, UserError } from '../util/index.js';

/** Arguments of serve.ts that cannot be used; it prints SERVE_USAGE after the message. */
export class ServeUsageError extends UserError {
  override readonly name = 'ServeUsageError';
  readonly code = 'STREAMGATE_SIM_USAGE';
  readonly exitStatus = EXIT_USER_ERROR;
}

export const SERVE_USAGE = 'usage: serve [--port <n>] [--host <addr>] [--seed <n>] [--slots <n>]';

function integer(flag: string, text: string | undefined, min: number, max: number): number {
  const n = Number(text);
  if (text === undefined || text === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new ServeUsageError(`${flag} must be an integer between ${min} and ${max} (got ${JSON.stringify(text ?? null)})`);
  }
  return n;
}

/**
 * Parses `--port`, `--host`, `--seed` and `--slots` (also as `--flag=value`); defaults: 127.0.0.1, port 0, seed 1, and
 * each profile's own slots.
 */
export function parseServeArgs(argv: readonly string[]): SimOptions & Required<Pick<SimOptions, 'host' | 'port' | 'seed'>> {
  const options: SimOptions & Required<Pick<SimOptions, 'host' | 'port' | 'seed'>> = { host: '127.0.0.1', port: 0, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    switch (flag) {
      case '--port':
        options.port = integer(flag, value, 0, 65535);
        break;
      case '--seed':
        options.seed = integer(flag, value, 0, 2 ** 32 - 1);
        break;
      case '--slots':
        options.slots = integer(flag, value, 0, MAX_SLOTS);
        break;
      case '--host':
        if (value === undefined || value === '') throw new ServeUsageError('--host needs an address');
        options.host = value;
        break;
      default:
        throw new ServeUsageError(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  return options;
}
