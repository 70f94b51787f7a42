import { describe, expect, it } from 'vitest';
import { SampleColumns } from '../../src/probe/columns.js';
import { newSample } from '../../src/probe/new-sample.js';
import { ChatEventHandler } from '../../src/probe/grammars/chat-completions.js';
import { Utf8Stream } from '../../src/probe/attempt/utf8-stream.js';

describe('Utf8Stream', () => {
  it('holds a character split across reads until its last byte arrives', () => {
    const bytes = Buffer.from('a€b', 'utf8'); // € is three bytes
    const stream = new Utf8Stream();
    expect(stream.write(bytes.subarray(0, 2))).toBe('a');
    expect(stream.write(bytes.subarray(2, 3))).toBe('');
    expect(stream.write(bytes.subarray(3))).toBe('€b');
    expect(stream.end()).toBe('');
  });

  it('drops one leading byte-order mark, even when it arrives in pieces, and keeps later ones', () => {
    const stream = new Utf8Stream();
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(stream.write(bom.subarray(0, 1))).toBe('');
    expect(stream.write(Buffer.concat([bom.subarray(1), Buffer.from('data: x\n\uFEFF')]))).toBe('data: x\n\uFEFF');
  });

  it('turns an incomplete character at the end of the body into U+FFFD', () => {
    const stream = new Utf8Stream();
    expect(stream.write(Buffer.from([0x61, 0xe2, 0x82]))).toBe('a');
    expect(stream.end()).toBe('\uFFFD');
  });
});

describe('ChatEventHandler content assembly', () => {
  const meta = { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' as const };
  const chunk = (content: string): string => JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });

  it('writes the joined content and keeps every per-event array once finalized', () => {
    const sample = newSample(meta, 0, '', 0);
    const columns = new SampleColumns();
    const handler = new ChatEventHandler({ sample, columns, redact: (t) => t });
    const pieces = Array.from({ length: 500 }, (_, i) => `t${i} `);
    pieces.forEach((p, i) => {
      columns.addRead(i, 10);
      expect(handler.onSseEvent(chunk(p), undefined, i, i)).toBe('more');
    });
    handler.finalize();
    columns.writeTo(sample);
    expect(sample.content).toBe(pieces.join(''));
    expect(sample.contentChars).toBe(pieces.join('').length);
    expect(sample.eventMs).toEqual(pieces.map((_, i) => i));
    expect(sample.eventRead).toEqual(pieces.map((_, i) => i));
    expect(sample.eventChars).toEqual(pieces.map((p) => p.length));
    expect(sample.eventChannel.every((c) => c === 'c')).toBe(true);
    expect(sample.readMs).toEqual(pieces.map((_, i) => i));
    expect(sample.readBytes).toEqual(pieces.map(() => 10));
  });

  it('keeps reads and events of every channel in order across column growth, as plain arrays', () => {
    const columns = new SampleColumns();
    const channels = ['c', 'r', 't'] as const;
    for (let i = 0; i < 1000; i++) {
      columns.addRead(i * 0.5, 3);
      columns.readBytes.add(i, i % 7);
      columns.addEvent(channels[i % 3]!, i % 11, i * 0.5 + 0.001, i);
    }
    expect(columns.readMs.at(999)).toBe(499.5);
    const sample = newSample(meta, 0, '', 0);
    columns.writeTo(sample);
    expect(sample.readMs).toEqual(Array.from({ length: 1000 }, (_, i) => i * 0.5));
    expect(sample.readBytes).toEqual(Array.from({ length: 1000 }, (_, i) => 3 + (i % 7)));
    expect(sample.eventChannel).toEqual(Array.from({ length: 1000 }, (_, i) => channels[i % 3]));
    expect(sample.eventChars).toEqual(Array.from({ length: 1000 }, (_, i) => i % 11));
    expect(sample.eventRead).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(sample.eventMs[999]).toBe(999 * 0.5 + 0.001);
    expect(Array.isArray(sample.eventMs) && Array.isArray(sample.eventChannel)).toBe(true);
  });

  it('keeps the content received before a stream error', () => {
    const sample = newSample(meta, 0, '', 0);
    const handler = new ChatEventHandler({ sample, columns: new SampleColumns(), redact: (t) => t });
    handler.onSseEvent(chunk('partial '), undefined, 1, 0);
    expect(handler.onSseEvent('{"error":{"message":"boom"}}', undefined, 2, 0)).toBe('failed');
    handler.finalize();
    expect(sample.content).toBe('partial ');
    expect(sample.error?.kind).toBe('stream_error_event');
  });
});
