/**
 * How the user runs streamgate, so every hint gives a command they can paste: inside this repository through its npm
 * scripts (`npm run baseline:update -- …`), in a consumer project through the package's binary
 * (`npx streamgate baseline:update …`), or in a workflow through the action (`mode: record`).
 * The one list of those ways, each with the command it writes (a registry: a new way to run the tool is added here).
 */
export type Invocation = 'npm-script' | 'npx' | 'action';

/** The package's own npm scripts set these (npm run in this repository); any other start is the binary's. */
export function cliInvocation(env: Readonly<Record<string, string | undefined>>): Exclude<Invocation, 'action'> {
  return env['npm_lifecycle_event'] !== undefined && env['npm_package_name'] === 'streamgate' ? 'npm-script' : 'npx';
}

/** `npx streamgate gate --workload w.yaml`, `npm run gate -- --workload w.yaml`. */
export function cliCommand(invocation: Exclude<Invocation, 'action'>, command: string, args: string): string {
  return invocation === 'npm-script' ? `npm run ${command} -- ${args}` : `npx streamgate ${command} ${args}`;
}

/** What records a baseline: a command to paste, or for the action its input. */
export function recordCommand(invocation: Invocation, workloadFile: string): string {
  return invocation === 'action' ? 'mode: record' : cliCommand(invocation, 'baseline:update', `--workload ${workloadFile}`);
}
