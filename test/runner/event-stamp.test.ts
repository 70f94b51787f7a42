import { describe, expect, it } from 'vitest';
import { sendStampNs } from '../../src/runner/event-stamp.js';

describe('sendStampNs', () => {
  it('reads the stamp written last, as a number or a string of digits', () => {
    expect(sendStampNs('{"choices":[],"sim_t_ns":7512345678901}')).toBe(7512345678901);
    expect(sendStampNs('{"choices":[],"sim_t_ns":"7512345678901"}')).toBe(7512345678901);
  });

  it('finds it elsewhere in the event, and answers null when there is none', () => {
    expect(sendStampNs('{"sim_t_ns":42,"choices":[{"index":0}]}')).toBe(42);
    expect(sendStampNs('{"sim_t_ns": "x","choices":[]}')).toBeNull();
    expect(sendStampNs('{"choices":[],"other":12}')).toBeNull();
    expect(sendStampNs('')).toBeNull();
  });
});
