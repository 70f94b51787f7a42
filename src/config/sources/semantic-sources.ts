import { lengthIssues } from './lengths.js';
import type { PathIssue } from '../read/path-issue.js';
import { isRecord } from '../../util/index.js';

/**
 * Rules of scenario sources and arrivals the schema cannot state: a trace replays alone and sets its own arrivals,
 * burstiness shapes Poisson arrivals (so needs a rate), a prefix pool's requests are warm, bounds are in order.
 */
export function sourceIssues(run: unknown, scenarios: [number, Record<string, unknown>][]): PathIssue[] {
  const settings = isRecord(run) ? run : {};
  const issues: PathIssue[] = [];
  if (settings.burstiness !== undefined && settings.rate === undefined)
    issues.push({ path: ['run', 'burstiness'], message: 'shapes open-loop arrivals: set "rate" (requests per second) with it' });
  const traced = scenarios.filter(([, scenario]) => scenario.trace !== undefined);
  for (const [index] of traced) {
    if (scenarios.length > 1)
      issues.push({
        path: ['scenarios', index, 'trace'],
        message: `a trace replays its own requests at its own times: it must be the workload's only scenario (there are ${scenarios.length})`,
      });
    for (const key of ['rate', 'burstiness', 'concurrency'] as const)
      if (settings[key] !== undefined)
        issues.push({
          path: ['run', key],
          message: `cannot be set with a trace: its requests start at the trace's own times (scenarios[${index}].trace)`,
        });
  }
  for (const [index, scenario] of scenarios) {
    const at = (...path: (string | number)[]): (string | number)[] => ['scenarios', index, ...path];
    if (scenario.prefixPool !== undefined && scenario.cache !== undefined && scenario.cache !== 'warm')
      issues.push({ path: at('cache'), message: 'must be "warm" (or left out) with a prefixPool: its requests share their prefixes' });
    if (scenario.prefixPool !== undefined && scenario.trace !== undefined)
      issues.push({
        path: at('prefixPool'),
        message: "cannot be combined with a trace: the trace's hash_ids say which requests share a prefix",
      });
    if (scenario.sessions !== undefined) {
      // A session trace says everything a request of its jobs sends: no other source, no loop of the scenario's own.
      for (const key of [
        'dataset',
        'synthetic',
        'prefixPool',
        'trace',
        'prompt',
        'messages',
        'turns',
        'followUps',
        'tools',
        'toolMs',
      ] as const)
        if (scenario[key] !== undefined)
          issues.push({ path: at(key), message: 'cannot be combined with sessions: the session trace gives every turn of its jobs' });
    }
    const synthetic = isRecord(scenario.synthetic) ? scenario.synthetic : {};
    issues.push(...lengthIssues(synthetic.promptTokens, at('synthetic', 'promptTokens')));
    issues.push(...lengthIssues(synthetic.outputTokens, at('synthetic', 'outputTokens')));
    const dataset = isRecord(scenario.dataset) ? scenario.dataset : {};
    issues.push(...lengthIssues(dataset.maxTokens, at('dataset', 'maxTokens')));
    const { minPromptTokens: min, maxPromptTokens: max } = dataset;
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      issues.push({ path: at('dataset', 'minPromptTokens'), message: `is ${min}, above maxPromptTokens ${max}` });
  }
  return issues;
}
