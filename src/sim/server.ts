import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Generations } from './generation.js';
import { BodyTooLargeError, sendError } from './http.js';
import { routeRequest } from './routes.js';
import type { RecordedRequest, SimOptions, Simulator } from './simulator-types.js';

export { PROFILES, PROFILE_NAMES, type ProfileSettings } from './profiles/profiles.js';
export { SIM_APIS, ROUTE_LIST, type SimApiId } from './apis/index.js';
export type { RecordedRequest, ScheduledResponse, SimOptions, Simulator } from './simulator-types.js';

/** Starts the simulator on a loopback (or given) address: the routes in routes.ts, the engine in generation.ts. */
export async function startSimulator(opts: SimOptions = {}): Promise<Simulator> {
  const host = opts.host ?? '127.0.0.1';
  const requests: RecordedRequest[] = [];
  const errors: Error[] = [];
  const gens = new Generations(opts.seed ?? 1, opts.slots);
  const timelines = gens.timelines;

  const server = createServer({ noDelay: true }, (req, res) => {
    routeRequest(gens, requests, req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError && !res.headersSent) {
        sendError(res, 413, { message: error.message, type: 'invalid_request_error', code: 'body_too_large' }, { connection: 'close' });
        return;
      }
      // A client that went away while sending its body is not the simulator's fault; anything else is.
      const clientGone = req.socket.destroyed;
      if (!clientGone) errors.push(error instanceof Error ? error : new Error(String(error)));
      // Never leave the socket hanging.
      if (!res.headersSent && !clientGone) {
        sendError(res, 500, { message: `simulator error: ${(error as Error).message}`, type: 'server_error', code: 'simulator_error' });
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    errors,
    activeStreams: (): number => {
      for (const timeline of timelines) if (!timeline.active) timelines.delete(timeline);
      return timelines.size;
    },
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timeline of timelines) timeline.cancel();
        timelines.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
