import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A hostile endpoint: it reflects the request it got (headers and body, credentials included) back into every
 * place a response can carry text — response headers, SSE content, reasoning, tool calls, finish reasons, error
 * events, error bodies — so a test can check that none of it is written anywhere.
 */
export interface EchoServer {
  url: string;
  /** Chat requests (POST) answered; they take the modes in rotation. */
  requests: number;
  /** Other requests (the GET /models that opens connections before measuring), answered with the key reflected. */
  others: number;
  close(): Promise<void>;
}

/** The ways the server answers, in rotation (request i gets MODES[i % MODES.length]). */
export const ECHO_MODES = [
  'stream',
  'json-401',
  'error-event',
  'html-500',
  'stream-error-object',
  'json-completion',
  'json-400-cut-key',
] as const;

/** Error messages are cut at 500 characters (`HTTP 400: ` included); this padding puts the cut inside the key. */
const PAD_TO_CUT_INSIDE_KEY = 'p'.repeat(460);

export async function startEchoServer(): Promise<EchoServer> {
  let count = 0;
  let others = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST') {
        others++;
        res.writeHead(200, { 'content-type': 'application/json', 'x-echo': String(req.headers.authorization ?? '') });
        res.end(JSON.stringify({ object: 'list', data: [], echo: req.headers }));
        return;
      }
      const mode = ECHO_MODES[count++ % ECHO_MODES.length]!;
      const echo = JSON.stringify({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const auth = String(req.headers.authorization ?? '');
      const key = auth.replace(/^Bearer\s+/i, '');
      const reflect = { 'x-request-id': key, 'server-timing': `auth;desc="${auth}"`, 'openai-processing-ms': key, 'x-echo': auth };
      answer(res, mode, echo, auth, key, reflect);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return count;
    },
    get others() {
      return others;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function event(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`;
}

function delta(d: Record<string, unknown>, finish: string | null = null): string {
  return event({
    id: 'x',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'm',
    choices: [{ index: 0, delta: d, finish_reason: finish }],
  });
}

function answer(
  res: http.ServerResponse,
  mode: (typeof ECHO_MODES)[number],
  echo: string,
  auth: string,
  key: string,
  reflect: Record<string, string>,
): void {
  switch (mode) {
    case 'json-401':
      res.writeHead(401, { 'content-type': 'application/json', ...reflect });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${key}. You sent ${auth}. Request: ${echo}` } }));
      return;
    case 'json-400-cut-key':
      res.writeHead(400, { 'content-type': 'application/json', ...reflect });
      res.end(JSON.stringify({ error: { message: `${PAD_TO_CUT_INSIDE_KEY}${key} is not a valid key` } }));
      return;
    case 'html-500':
      res.writeHead(500, { 'content-type': 'text/html', ...reflect });
      res.end(`<html><body><h1>500</h1><pre>${echo}</pre><p>${auth}</p></body></html>`);
      return;
    case 'json-completion':
      res.writeHead(200, { 'content-type': 'application/json', ...reflect });
      res.end(
        JSON.stringify({
          id: key,
          object: 'chat.completion',
          model: key,
          choices: [{ index: 0, message: { role: 'assistant', content: `${echo} ${auth}` }, finish_reason: key }],
          usage: { prompt_tokens: 3, completion_tokens: 20 },
        }),
      );
      return;
    default:
      break;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', ...reflect });
  res.write(`: ${auth}\n\n`);
  res.write(delta({ role: 'assistant', content: '' }));
  for (const piece of [echo.slice(0, 200), auth, ` ${key} `, echo.slice(200)]) res.write(delta({ content: piece }));
  res.write(delta({ reasoning_content: `thinking about ${auth}` }));
  res.write(delta({ tool_calls: [{ index: 0, id: key, type: 'function', function: { name: key, arguments: JSON.stringify({ auth }) } }] }));
  if (mode === 'error-event') {
    res.end(`event: error\ndata: ${JSON.stringify({ error: { message: `upstream rejected ${auth} (${key})` } })}\n\n`);
    return;
  }
  if (mode === 'stream-error-object') {
    res.end(event({ error: { message: `bad key ${key}`, detail: echo } }));
    return;
  }
  res.write(delta({}, key));
  res.write(event({ id: key, object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 3, completion_tokens: 20 } }));
  res.end('data: [DONE]\n\n');
}
