import { describe, expect, it } from 'vitest';
import { formatValue } from '../../src/report/format.js';

describe('formatValue', () => {
  it('writes a duration a hair below zero (two clocks disagreeing) as ≈0 ms, never a negative time', () => {
    expect(formatValue('outsideEngineMs', -0.44)).toBe('≈0 ms');
    expect(formatValue('outsideEngineMs', 0.44)).toBe('0.44 ms');
  });

  it('keeps a larger negative duration as it is: a real discrepancy between the server report and the client', () => {
    expect(formatValue('outsideEngineMs', -35)).toBe('-35.0 ms');
  });

  it('writes each unit its own way', () => {
    expect(formatValue('ttftMs', 1234)).toBe('1.23 s');
    expect(formatValue('errorRate', 0.005)).toBe('0.5%');
  });
});
