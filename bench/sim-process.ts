import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The bundled simulator in its own process, so its work never shares an event loop with the probe. */
export interface SimProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startSimProcess(seed = 1): Promise<SimProcess> {
  const entry = fileURLToPath(new URL('../src/sim/serve.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, '--port', '0', '--seed', String(seed)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code} before listening`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
