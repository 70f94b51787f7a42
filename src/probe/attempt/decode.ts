import zlib from 'node:zlib';
import type { Transform } from 'node:stream';

export type Compression = 'gzip' | 'deflate' | 'br';

/** The response's compression; null for none, 'unsupported' for anything this probe cannot undo. */
export function compressionOf(header: string | string[] | undefined): Compression | null | 'unsupported' {
  if (header === undefined) return null;
  const value = (Array.isArray(header) ? header.join(',') : header).trim().toLowerCase();
  if (value === '' || value === 'identity') return null;
  if (value === 'gzip' || value === 'x-gzip') return 'gzip';
  if (value === 'deflate') return 'deflate';
  if (value === 'br') return 'br';
  return 'unsupported';
}

export interface DecompressSink {
  /** Decompressed bytes, with the index of the socket read whose compressed bytes produced them. */
  onDecompressed(bytes: Buffer, readIndex: number): void;
  onDecompressEnd(): void;
  onDecompressError(error: Error): void;
}

/**
 * Streaming decompression that keeps track of which socket read each output belongs to. zlib works
 * off-thread and finishes chunks in order, pushing a chunk's output before calling its write callback,
 * so the oldest unacknowledged write is the read that produced the output being emitted.
 */
export class IncrementalDecompressor {
  private stream: Transform | null = null;
  private readonly pendingReads: number[] = [];
  private pendingHead = 0;
  private latestRead = -1;
  private ended = false;

  constructor(
    private readonly compression: Compression,
    private readonly sink: DecompressSink,
  ) {}

  write(chunk: Buffer, readIndex: number): void {
    if (this.stream === null) this.stream = this.open(chunk);
    this.latestRead = readIndex;
    this.pendingReads.push(readIndex);
    this.stream.write(chunk, this.onWritten);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.stream === null) this.sink.onDecompressEnd();
    else this.stream.end();
  }

  destroy(): void {
    this.ended = true;
    this.stream?.destroy();
  }

  private open(first: Buffer): Transform {
    const stream = this.create(first);
    stream.on('data', this.onData);
    stream.once('end', this.onEnd);
    stream.on('error', this.onError);
    return stream;
  }

  private create(first: Buffer): Transform {
    if (this.compression === 'br') {
      const flush = zlib.constants.BROTLI_OPERATION_FLUSH;
      return zlib.createBrotliDecompress({ flush, finishFlush: flush });
    }
    // Truncated input is judged by the SSE layer (missing [DONE] / finish_reason), not by zlib.
    const options = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
    if (this.compression === 'gzip') return zlib.createGunzip(options);
    // `deflate` is meant to be zlib-wrapped, but some servers send a raw deflate stream.
    return isZlibHeader(first) ? zlib.createInflate(options) : zlib.createInflateRaw(options);
  }

  private readonly onWritten = (): void => {
    this.pendingHead++;
    if (this.pendingHead === this.pendingReads.length) {
      this.pendingReads.length = 0;
      this.pendingHead = 0;
    }
  };

  private readonly onData = (bytes: Buffer): void => {
    const readIndex = this.pendingHead < this.pendingReads.length ? this.pendingReads[this.pendingHead]! : this.latestRead;
    this.sink.onDecompressed(bytes, readIndex);
  };

  private readonly onEnd = (): void => this.sink.onDecompressEnd();

  private readonly onError = (error: Error): void => this.sink.onDecompressError(error);
}

/** RFC 1950 header: compression method 8 and a check value divisible by 31. */
function isZlibHeader(bytes: Buffer): boolean {
  if (bytes.length < 2) return (bytes[0]! & 0x0f) === 8;
  return (bytes[0]! & 0x0f) === 8 && ((bytes[0]! << 8) | bytes[1]!) % 31 === 0;
}
