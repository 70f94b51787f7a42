import { EXIT_OK } from '../decision/index.js';
import { TOOL_VERSION } from '../version.js';
import { EXIT_USER_ERROR, UserError } from '../util/index.js';
import { OptionError, parseFlags, requireWorkload, UsageError } from './args.js';
import { baselineUpdate } from './baseline-update.js';
import { demoCommand } from './demo.js';
import { gateCommand } from './gate.js';
import { commandUsage, COMMANDS, globalUsage } from './help.js';
import { simCommand } from './sim.js';
import { sweepCommand } from './sweep.js';
import { historyCommand } from './history-command.js';

/** The CLI: arguments in, a command run, an exit status out. Each command lives in its own file beside this one. */
export async function cli(argv: readonly string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-V' || first === 'version') {
    process.stdout.write(`${TOOL_VERSION}\n`);
    return EXIT_OK;
  }
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    const topic = first === 'help' ? rest[0] : undefined;
    process.stdout.write(`${topic && COMMANDS.includes(topic) ? commandUsage(topic) : globalUsage()}\n`);
    return first === undefined ? EXIT_USER_ERROR : EXIT_OK;
  }
  // `history add|show` has subcommands and options of its own.
  if (first === 'history' && !rest.includes('--help') && !rest.includes('-h'))
    return historyCommand(rest, (text) => process.stdout.write(text));
  if (!COMMANDS.includes(first)) throw new UsageError(`unknown command "${first}"; the commands are ${COMMANDS.join(', ')}`);
  const flags = parseFlags(rest, first);
  if (flags.help) {
    process.stdout.write(`${commandUsage(first)}\n`);
    return EXIT_OK;
  }
  if (flags.version) {
    process.stdout.write(`${TOOL_VERSION}\n`);
    return EXIT_OK;
  }
  switch (first) {
    case 'gate':
      return gateCommand(requireWorkload(flags, first), flags, process.env);
    case 'baseline:update':
      return baselineUpdate(requireWorkload(flags, first), flags);
    case 'sweep':
      return sweepCommand(requireWorkload(flags, first), flags, process.env);
    case 'demo':
      return demoCommand(flags);
    default:
      return simCommand(flags);
  }
}

/** Runs the CLI and sets the exit status; a user's mistake is its message (and the usage for wrong arguments), no stack. */
export function runCli(argv: readonly string[]): void {
  cli(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof UserError) {
        process.stderr.write(`error: ${error.message}\n`);
        // A wrong value of one option says what that option takes; the whole usage would bury it.
        if (error instanceof OptionError) {
          // The option's command: the one it was raised for, else the command typed (`gate --fail-on sometimes`).
          const command = error.command ?? (COMMANDS.includes(argv[0] ?? '') ? argv[0] : undefined);
          if (command) process.stderr.write(`(\`streamgate ${command} --help\` lists the other options)\n`);
        } else if (error instanceof UsageError) process.stderr.write(`\n${error.command ? commandUsage(error.command) : globalUsage()}\n`);
        process.exitCode = error.exitStatus;
        return;
      }
      process.stderr.write(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = EXIT_USER_ERROR;
    },
  );
}
