import { StringDecoder } from 'node:string_decoder';

const BOM = 0xfeff;

/**
 * Streaming UTF-8 to text for the body, once per read. Node's StringDecoder costs a fraction of a
 * streaming TextDecoder per call (no options object, no ICU converter), which matters at tens of
 * thousands of reads per second. Like TextDecoder it drops one leading byte-order mark, holds back a
 * character split across reads, and turns invalid bytes into U+FFFD.
 */
export class Utf8Stream {
  private readonly decoder = new StringDecoder('utf8');
  private atStart = true;

  write(bytes: Buffer): string {
    return this.skipBom(this.decoder.write(bytes));
  }

  /** What is left at the end of the body (an incomplete character becomes U+FFFD). */
  end(): string {
    return this.skipBom(this.decoder.end());
  }

  private skipBom(text: string): string {
    if (!this.atStart || text === '') return text;
    this.atStart = false;
    return text.charCodeAt(0) === BOM ? text.slice(1) : text;
  }
}
