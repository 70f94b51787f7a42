import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Request bodies beyond this are refused (413) rather than buffered without bound. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    const bytes = chunk as Buffer;
    total += bytes.length;
    if (total > MAX_BODY_BYTES) throw new BodyTooLargeError(`request body exceeds ${MAX_BODY_BYTES} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** An error in OpenAI's terms; each API writes it in its own shape (src/sim/apis/). */
export interface SimError {
  status: number;
  message: string;
  /** OpenAI's error `type` (`invalid_request_error`, `server_error`, `requests`, …). */
  type: string;
  code: string;
  /** The offending body field, when one is named. */
  param?: string;
}

/** OpenAI's error body: `{"error":{"message","type","code"}}` (and `param` when one is named). */
export function openAiErrorBody(error: SimError): Record<string, unknown> {
  const body: Record<string, unknown> = { message: error.message, type: error.type, code: error.code };
  if (error.param !== undefined) body['param'] = error.param;
  return { error: body };
}

/** OpenAI-style error: `{"error":{"message","type","code"}}`. */
export function sendError(
  res: ServerResponse,
  status: number,
  error: { message: string; type: string; code: string },
  headers: OutgoingHttpHeaders = {},
): void {
  sendJson(res, status, openAiErrorBody({ status, ...error }), headers);
}

/** Header values as one string each (repeated headers joined the way Node joins unknown ones). */
export function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
