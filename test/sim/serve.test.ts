import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseServeArgs, ServeUsageError } from '../../src/sim/serve-args.js';
import { exact, get, post, tokenEvents, userMessage } from './client.js';

const SERVE = fileURLToPath(new URL('../../src/sim/serve.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  info: { url: string; pid: number };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/**
 * `node --import tsx` rather than `npx tsx`: one process, so the signal reaches the server itself
 * (npx does not forward SIGTERM to what it started).
 */
function serve(args: string[]): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ child, info: JSON.parse(out.slice(0, newline)) as Started['info'], exited });
    });
    void exited.then((result) => reject(new Error(`serve exited early (${result.code}): ${result.stderr}`)));
  });
}

describe('serve.ts as its own process', () => {
  it('prints its URL and pid as one JSON line, serves, and exits cleanly on SIGTERM mid-stream', async () => {
    const { child, info, exited } = await serve(['--port', '0', '--seed=4']);
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.pid).toBe(child.pid);
    expect((await get(`${info.url}/health`)).status).toBe(200);
    const ex = await post(
      `${info.url}/fast/v1/chat/completions`,
      { messages: userMessage('Hi'), stream: true },
      {
        headers: exact({ ttftMs: 1, outputTokens: 5 }),
      },
    );
    expect(tokenEvents(ex)).toHaveLength(5);

    // A 10 s stream is open when the signal arrives: it is cut, not waited for.
    const open = post(
      `${info.url}/clean/v1/chat/completions`,
      { messages: userMessage('A long one.'), stream: true },
      {
        headers: exact({ ttftMs: 5, tokensPerSecond: 10, outputTokens: 100 }),
      },
    ).catch((error: unknown) => error);
    // Its first event is due 5 ms after arrival; give it time to be under way.
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    expect(await exited).toMatchObject({ code: 0, signal: null });
    expect(await open).toBeInstanceOf(Error);
  });

  it('exits cleanly on SIGINT', async () => {
    const { child, exited } = await serve([]);
    child.kill('SIGINT');
    expect(await exited).toMatchObject({ code: 0, signal: null });
  });
});

describe('parseServeArgs', () => {
  it('reads flags in both forms and applies defaults', () => {
    expect(parseServeArgs([])).toEqual({ host: '127.0.0.1', port: 0, seed: 1 });
    expect(parseServeArgs(['--port', '8080', '--host=0.0.0.0', '--seed=9'])).toEqual({ host: '0.0.0.0', port: 8080, seed: 9 });
  });

  it.each([[['--port']], [['--port', '70000']], [['--seed', '-1']], [['--verbose']], [['--host', '']]])('rejects %j', (args) => {
    expect(() => parseServeArgs(args)).toThrow(ServeUsageError);
  });
});
