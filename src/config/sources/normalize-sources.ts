import { normalizeLength, type LengthDistributionFile } from './lengths.js';
import type { DatasetFile, ReadSources, SessionsFile, TraceFile } from './read-sources.js';
import type { PrefixPool, ScenarioSources } from './sources.js';

/** A scenario's source fields as the workload file writes them. */
export interface SourcesFile {
  dataset?: DatasetFile;
  synthetic?: { promptTokens: LengthDistributionFile; outputTokens?: LengthDistributionFile; ignoreEos?: boolean };
  prefixPool?: PrefixPool;
  trace?: TraceFile;
  sessions?: SessionsFile;
}

export type LoadedSources = Pick<ReadSources, 'datasets' | 'traces' | 'sessions'>;

export const NO_SOURCES: LoadedSources = { datasets: new Map(), traces: new Map(), sessions: new Map() };

/** The scenario's sources, with what was read from their files; only the fields it uses. */
export function normalizeSources(file: SourcesFile, index: number, loaded: LoadedSources): ScenarioSources {
  const dataset = loaded.datasets.get(index);
  const trace = loaded.traces.get(index);
  const sessions = loaded.sessions.get(index);
  const { synthetic, prefixPool } = file;
  return {
    ...(dataset ? { dataset } : {}),
    ...(synthetic
      ? {
          synthetic: {
            promptTokens: normalizeLength(synthetic.promptTokens),
            outputTokens: synthetic.outputTokens === undefined ? null : normalizeLength(synthetic.outputTokens),
            ignoreEos: synthetic.ignoreEos ?? false,
          },
        }
      : {}),
    ...(prefixPool ? { prefixPool: { ...prefixPool } } : {}),
    ...(trace ? { trace } : {}),
    ...(sessions ? { sessions } : {}),
  };
}

/** True when the scenario's prompts come from a source rather than its own `prompt` or `messages`. */
export function hasPromptSource(file: SourcesFile): boolean {
  return file.dataset !== undefined || file.synthetic !== undefined || file.trace !== undefined || file.sessions !== undefined;
}
