import { EXIT_OK } from '../decision/index.js';
import { MAX_SLOTS, profileListText, PROFILE_NAMES, startSimulator } from '../sim/index.js';
import { EXIT_USER_ERROR, UserError } from '../util/index.js';
import { OptionError, parseInteger, type Flags } from './args.js';

/** The simulator could not listen where it was asked to (port taken, address not local): the user's to fix. */
class ListenError extends UserError {
  override readonly name = 'ListenError';
  readonly code = 'STREAMGATE_SIM_LISTEN';
  readonly exitStatus = EXIT_USER_ERROR;
}

function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE')
    return new ListenError(
      `${host}:${port} is already in use: stop what listens there, or pick another port with --port <n> (0: any free port)`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new ListenError(`${host} is not an address of this machine: use --host 127.0.0.1 or a local address`);
  if (code === 'EACCES')
    return new ListenError(`not allowed to listen on ${host}:${port}: ports below 1024 need privileges; use --port 8787`);
  return error;
}

/** `streamgate sim`: the bundled simulator until SIGINT/SIGTERM. */
export async function simCommand(flags: Flags): Promise<number> {
  if (flags.list) {
    process.stdout.write(`${profileListText()}\n`);
    return EXIT_OK;
  }
  const slots = flags.slots === undefined ? undefined : parseInteger(flags.slots, '--slots');
  if (slots !== undefined && (slots < 0 || slots > MAX_SLOTS))
    throw new OptionError(`--slots must be 0 (one shared cache) to ${MAX_SLOTS}, got ${slots}`, 'sim');
  const port = flags.port ? parseInteger(flags.port, '--port') : 8787;
  if (port < 0 || port > 65535) throw new OptionError(`--port must be 0 to 65535, got ${port}`, 'sim');
  const host = flags.host ?? '127.0.0.1';
  const server = await startSimulator({
    port,
    host,
    seed: flags.seed ? parseInteger(flags.seed, '--seed') : 1,
    ...(slots !== undefined ? { slots } : {}),
  }).catch((error: unknown) => {
    throw listenError(error, host, port);
  });
  process.stdout.write(
    `simulator listening at ${server.url}\nbase URLs: ${server.url}/<profile>/v1, profiles: ${PROFILE_NAMES.join(', ')} (streamgate sim --list says what each does)\n`,
  );
  await new Promise<void>((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
  await server.close();
  return EXIT_OK;
}
