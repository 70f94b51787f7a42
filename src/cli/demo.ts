import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_INTERRUPTED, EXIT_OK } from '../decision/index.js';
import { PROFILE_NAMES, startSimulator } from '../sim/index.js';
import type { Flags } from './args.js';
import { gateCommand } from './gate.js';
import { sweepCommand } from './sweep.js';

/**
 * A bundled example workload (examples/ ships with the package), as the user would name it from here: beside dist/
 * when bundled (dist/<chunk>.js), two folders up when run from source (src/cli/demo.ts).
 */
function example(name: string): string {
  for (const up of ['../', '../../']) {
    const path = fileURLToPath(new URL(`${up}examples/${name}`, import.meta.url));
    if (existsSync(path)) return relative(process.cwd(), path);
  }
  throw new Error(`the bundled examples/${name} is missing from this installation`);
}

/** `streamgate demo`: the bundled simulator and the demo workload (or the sweep's), ending in their decided verdict. */
export async function demoCommand(flags: Flags): Promise<number> {
  const sim = await startSimulator({ seed: 7 });
  process.stderr.write(`simulator listening at ${sim.url} (profiles: ${PROFILE_NAMES.join(', ')})\n`);
  const out = flags.json ? process.stderr : process.stdout;
  try {
    const env = { ...process.env, STREAMGATE_SIM_URL: sim.url };
    if (flags.sweep) {
      const code = await sweepCommand(
        example('sweep.yaml'),
        { ...flags, 'results-dir': flags['results-dir'] ?? '.streamgate/demo-sweep' },
        env,
      );
      out.write(
        '\nThe sweep finds the 4-slot reference sustaining about 4 streams within the SLO and holds the 2-slot candidate to 3 of them: it breaks there, so a FAIL above is the expected outcome.\n',
      );
      return code === EXIT_INTERRUPTED ? code : EXIT_OK;
    }
    const code = await gateCommand(example('demo.yaml'), { ...flags, 'results-dir': flags['results-dir'] ?? '.streamgate/demo' }, env);
    out.write(
      '\nThe demo gates the buffered endpoint against the clean one (its reference): buffering is a regression the gate must catch, so a FAIL above is the expected outcome.\n',
    );
    return code === EXIT_INTERRUPTED ? code : EXIT_OK;
  } finally {
    await sim.close();
  }
}
