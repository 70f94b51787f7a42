import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** How the bytes of a response reach the socket: as produced, coalesced, or all at once. */
export interface DeliveryMode {
  bufferBody: boolean;
  bufferHeaders: boolean;
  chunkBytes: number;
}

/**
 * The layer between the generator and the socket, modelling what sits in front of a server:
 * nothing (each event its own write), a proxy buffer of `chunkBytes` (writes of exactly that size),
 * or a fully buffering proxy (one write at the end, optionally with the headers).
 */
export class Delivery {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private headersWritten = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly status: number,
    private readonly headers: OutgoingHttpHeaders,
    private readonly mode: DeliveryMode,
    /** Called for every write that carries body bytes (status and headers alone are not counted). */
    private readonly onWrite: () => void = () => undefined,
  ) {}

  /** Sends status and headers now, unless they are held until the end. */
  sendHeaders(): void {
    if (this.mode.bufferHeaders) return;
    this.writeHeaders();
    // Without this Node would hold the headers until the first body write.
    this.res.flushHeaders();
  }

  write(text: string): void {
    const bytes = Buffer.from(text, 'utf8');
    if (this.mode.bufferBody || this.mode.bufferHeaders) {
      this.hold(bytes);
      return;
    }
    const size = this.mode.chunkBytes;
    if (size > 0) {
      this.hold(bytes);
      while (this.pendingBytes >= size) this.writeBody(this.take(size));
      return;
    }
    this.writeBody(bytes);
  }

  /** Flushes whatever is held and ends the response (headers and body in one write if both were held). */
  end(): void {
    this.writeHeaders();
    if (this.pendingBytes > 0) this.onWrite();
    this.res.end(this.take(this.pendingBytes));
  }

  private writeHeaders(): void {
    if (this.headersWritten) return;
    this.headersWritten = true;
    this.res.writeHead(this.status, this.headers);
  }

  private writeBody(bytes: Buffer): void {
    this.writeHeaders();
    // Backpressure is not honoured: clients are local and one response is small, and waiting for
    // 'drain' would shift the script's timing.
    this.onWrite();
    this.res.write(bytes);
  }

  private hold(bytes: Buffer): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
  }

  private take(count: number): Buffer {
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const head = all.subarray(0, count);
    const rest = all.subarray(count);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
    return head;
  }
}
