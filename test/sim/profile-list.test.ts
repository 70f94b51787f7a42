import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileTable, sectionBody } from '../../scripts/docs-tables.js';
import { PROFILE_DESCRIPTIONS, PROFILE_NAMES, profileListText } from '../../src/sim/profiles/profiles.js';
import { startSimulator } from '../../src/sim/server.js';

describe('the simulator profiles, described once', () => {
  it('every profile has a description, and nothing else does', () => {
    expect(Object.keys(PROFILE_DESCRIPTIONS)).toEqual([...PROFILE_NAMES]);
    for (const name of PROFILE_NAMES) expect(PROFILE_DESCRIPTIONS[name]!.length).toBeGreaterThan(10);
  });

  it('sim --list, docs/simulator.md and the 404 of an unknown profile name the same profiles', async () => {
    const listed = profileListText()
      .split('\n')
      .map((line) => line.split(/\s+/)[0]);
    expect(listed).toEqual([...PROFILE_NAMES]);
    const doc = readFileSync(new URL('../../docs/simulator.md', import.meta.url), 'utf8');
    expect(sectionBody(doc, 'profiles')).toBe(profileTable());
    const sim = await startSimulator({ port: 0 });
    try {
      const response = await fetch(`${sim.url}/no-such-profile/v1/chat/completions`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      const text = await response.text();
      for (const name of PROFILE_NAMES) expect(text).toContain(name);
    } finally {
      await sim.close();
    }
  });
});
