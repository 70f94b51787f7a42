import type { Channel, Sample } from './sample.js';

const INITIAL_CAPACITY = 256;
const CHANNELS: readonly Channel[] = ['c', 'r', 't'];
const CHANNEL_CODE: Readonly<Record<Channel, number>> = { c: 0, r: 1, t: 2 };

/**
 * A growing column of numbers in a typed array. A typed array of more than 64 bytes keeps its values outside
 * V8's heap, so while a request streams its stamps are not copied by young-generation collections, whose pauses
 * land in the next reads' stamps. 256 slots cover most responses without growing (2 kB each, off-heap).
 */
class NumberColumn {
  private data = new Float64Array(INITIAL_CAPACITY);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index]!;
  }

  add(index: number, value: number): void {
    this.data[index]! += value;
  }

  toArray(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.length; i++) out.push(this.data[i]!);
    return out;
  }
}

/** The per-read and per-event arrays of one request while it streams; `writeTo` fills the Sample's once it ends. */
export class SampleColumns {
  readonly readMs = new NumberColumn();
  readonly readBytes = new NumberColumn();
  readonly eventMs = new NumberColumn();
  readonly eventRead = new NumberColumn();
  readonly eventChars = new NumberColumn();
  private readonly eventChannel = new NumberColumn();

  addRead(stampMs: number, bytes: number): void {
    this.readMs.push(stampMs);
    this.readBytes.push(bytes);
  }

  addEvent(channel: Channel, chars: number, stampMs: number, readIndex: number): void {
    this.eventMs.push(stampMs);
    this.eventRead.push(readIndex);
    this.eventChars.push(chars);
    this.eventChannel.push(CHANNEL_CODE[channel]);
  }

  /** Plain arrays of exactly their length: the Sample's contract, with no spare capacity kept per sample. */
  writeTo(sample: Sample): void {
    sample.readMs = this.readMs.toArray();
    sample.readBytes = this.readBytes.toArray();
    sample.eventMs = this.eventMs.toArray();
    sample.eventRead = this.eventRead.toArray();
    sample.eventChars = this.eventChars.toArray();
    sample.eventChannel = this.eventChannel.toArray().map((code) => CHANNELS[code]!);
  }
}
