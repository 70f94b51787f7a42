import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  /** Path and query. */
  url: string;
  authorization: string | null;
  body: string;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
}

export interface FakeGitHub {
  url: string;
  calls: RecordedCall[];
  comments: FakeComment[];
  /** When set, creating or updating a comment answers 403 (a fork's read-only token). */
  forbidWrites: boolean;
  /** The token's identity for `GET /user`; null answers 403, as GitHub does for the workflow token (a bot). */
  user: { login: string; type: string } | null;
  close(): Promise<void>;
}

export const BOT = { login: 'github-actions[bot]', type: 'Bot' };

/**
 * A small stand-in for the GitHub REST API on 127.0.0.1: issue comments (paginated with `Link` headers like the real
 * API), create, update, and `/user` answering 403 as it does for the workflow token. Records every request.
 */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1000;
  const state: FakeGitHub = {
    url: '',
    calls: [],
    comments: [],
    forbidWrites: false,
    user: null,
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      state.calls.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization ?? null, body });
      route(req, res, body);
    });
  });

  function route(req: IncomingMessage, res: ServerResponse, body: string): void {
    const url = new URL(req.url ?? '/', state.url);
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/user') {
      return state.user ? json(res, 200, state.user) : json(res, 403, { message: 'Resource not accessible by integration' });
    }
    if (list && req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pages = Math.max(1, Math.ceil(state.comments.length / perPage));
      const link = (p: number): string => {
        const u = new URL(url);
        u.searchParams.set('page', String(p));
        u.searchParams.set('per_page', String(perPage));
        return u.toString();
      };
      const rels = [page < pages ? `<${link(page + 1)}>; rel="next"` : null, `<${link(pages)}>; rel="last"`].filter(Boolean).join(', ');
      res.setHeader('link', rels);
      return json(res, 200, state.comments.slice((page - 1) * perPage, page * perPage));
    }
    if (list && req.method === 'POST') {
      if (state.forbidWrites) return json(res, 403, { message: 'Resource not accessible by integration' });
      const id = nextId++;
      const comment: FakeComment = {
        id,
        body: (JSON.parse(body) as { body: string }).body,
        user: state.user ?? BOT,
        html_url: `https://github.example/${list[1]}/${list[2]}/pull/${list[3]}#issuecomment-${id}`,
      };
      state.comments.push(comment);
      return json(res, 201, comment);
    }
    if (one && req.method === 'PATCH') {
      if (state.forbidWrites) return json(res, 403, { message: 'Resource not accessible by integration' });
      const comment = state.comments.find((c) => c.id === Number(one[3]));
      if (!comment) return json(res, 404, { message: 'Not Found' });
      comment.body = (JSON.parse(body) as { body: string }).body;
      return json(res, 200, comment);
    }
    return json(res, 404, { message: 'Not Found' });
  }

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}
