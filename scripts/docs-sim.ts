/** Rewrites the profile table of docs/simulator.md from src/sim/profiles.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { profileTableMarkdown, withProfileTable } from '../src/sim/profile-list.js';

const path = fileURLToPath(new URL('../docs/simulator.md', import.meta.url));
writeFileSync(path, withProfileTable(readFileSync(path, 'utf8'), profileTableMarkdown()));
