import { sloDigest, type WorkloadIdentity } from '../baseline/index.js';
import { ConfigError, type SweepSpec, type EndpointConfig, type Workload } from '../config/index.js';
import { publicUrl, SWEEP_VERSION, type SweepEndpoint, type SweepResults } from '../results/index.js';
import { resolveWorkerCount } from '../runner/index.js';
import { DEFAULT_API } from '../apis/index.js';
import { runnerDescription, TOOL_VERSION } from '../version.js';

/** A trace's requests start at the trace's own times, so no level of load could change them. */
export function refuseTrace(workload: Workload): void {
  const traced = workload.scenarios.find((s) => s.trace);
  if (traced)
    throw new ConfigError([
      {
        file: workload.source,
        path: `scenario "${traced.name}"`,
        line: null,
        message: 'replays a trace at its own times: a trace cannot be swept; gate it instead',
      },
    ]);
}

/** `sweep.json` before its first level: the workload, the run and the sweep's settings. */
export function newSweep(
  opts: { workload: Workload; spec: SweepSpec; identity?: WorkloadIdentity | null | undefined },
  runId: string,
  hasSlo: boolean,
  levelBudget: number,
): SweepResults {
  const { workload, spec } = opts;
  const startedAt = new Date().toISOString();
  return {
    version: SWEEP_VERSION,
    kind: 'sweep',
    tool: { name: 'streamgate', version: TOOL_VERSION },
    workload: {
      name: workload.name,
      source: workload.source,
      fingerprint: opts.identity?.fingerprint ?? null,
      sloDigest: sloDigest(workload),
      ...(opts.identity?.parts ? { fingerprintParts: opts.identity.parts } : {}),
    },
    run: {
      runId,
      seed: workload.run.seed,
      startedAt,
      finishedAt: startedAt,
      partial: false,
      runner: runnerDescription(resolveWorkerCount(workload.run)),
    },
    sweep: spec,
    hasSlo,
    levelBudget,
    endpoints: [],
  };
}

/** An endpoint's part of `sweep.json` before its first level. */
export function newSweepEndpoint(endpoint: EndpointConfig): SweepEndpoint {
  return {
    name: endpoint.name,
    model: endpoint.model,
    // As in results: scheme, host and path only (a base URL may carry credentials in userinfo or its query).
    baseUrl: publicUrl(endpoint.baseUrl),
    reference: endpoint.reference,
    ...(endpoint.api !== DEFAULT_API ? { api: endpoint.api } : {}),
    synchronous: null,
    levels: [],
    capacity: { lower: null, upper: null, estimate: null },
    saturation: null,
  };
}
