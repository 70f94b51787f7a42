import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { PROFILES } from '../../src/sim/profiles/profiles.js';

// The capacity profile's queue, read from the simulator's own schedule (not from wall-clock timings): each request's
// scheduled first token includes its wait for one of the 4 slots.
let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
});

afterAll(async () => {
  await sim.close();
});

/** Sends `concurrency` requests at once and returns the simulator's scheduled first-token times, sorted. */
async function burst(concurrency: number): Promise<number[]> {
  sim.requests.length = 0;
  const send = async (i: number): Promise<void> => {
    const response = await fetch(`${sim.url}/capacity/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim': '{"tokensPerSecond": 200, "ttftSigma": 0, "jitter": 0}' },
      body: JSON.stringify({ model: 'sim', max_tokens: 20, stream: true, messages: [{ role: 'user', content: `request ${i}` }] }),
    });
    await response.text();
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => send(i)));
  return sim.requests.map((r) => r.schedule!.firstTokenMs!).sort((a, b) => a - b);
}

describe('the capacity profile', () => {
  it('has 4 slots and no prefix cache', () => {
    expect(PROFILES['capacity']).toMatchObject({ slots: 4, prefixCache: false });
  });

  it('serves up to 4 requests at once without a wait, and queues the rest behind them', async () => {
    const four = await burst(4);
    const eight = await burst(8);
    // The first four of a burst start at once; the next four wait for a slot, about one whole request longer.
    expect(Math.max(...four)).toBeLessThan(Math.min(...eight.slice(4)));
    const served = eight[3]!;
    for (const queued of eight.slice(4)) expect(queued).toBeGreaterThan(served + 90);
    expect(sim.errors).toEqual([]);
  });
});
