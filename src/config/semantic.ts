import { regexProblem } from './sources/answer.js';
import { cacheStates } from './types.js';
import { RUN_DEFAULTS } from './defaults.js';
import { expandEnv } from './secrets.js';
import { formatPath, type PathSegment } from './read/json-path.js';
import type { PathIssue } from './read/path-issue.js';
import { apiOf, isApiId, KEY_HEADERS, RESERVED_BODY_FIELDS } from '../apis/index.js';
import { sourceIssues } from './sources/semantic-sources.js';
import { qualityIssues } from './sections/quality.js';
import { sloIssues } from './sections/slo.js';
import { sweepIssues } from './sections/sweep.js';
import { telemetryHeaderIssues, telemetryIssues } from './sections/telemetry.js';
import { isRecord } from '../util/index.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Rules JSON Schema cannot state (or states badly). Runs on the raw parsed value even when the
 * schema already failed, so all problems are reported at once; every access is shape-checked.
 */
export function semanticIssues(data: unknown, env: Env): PathIssue[] {
  if (!isRecord(data)) return [];
  const tooDeep = firstTooDeep(data);
  // Later checks and normalisation walk values recursively; a pathological nesting must stop here, named.
  if (tooDeep) return [{ path: tooDeep, message: `is nested more than ${MAX_DEPTH} levels deep; no workload needs that` }];
  const endpoints = recordsIn(data.endpoints);
  const scenarios = recordsIn(data.scenarios);
  return [
    ...duplicateNames(endpoints, 'endpoints', 'endpoint'),
    ...duplicateNames(scenarios, 'scenarios', 'scenario'),
    ...referenceIssues(endpoints),
    ...endpoints.flatMap(([index, endpoint]) => endpointIssues(index, endpoint, env)),
    ...scenarios.flatMap(([index, scenario]) => reservedFields(scenario.params, ['scenarios', index, 'params'])),
    ...runIssues(data.run, scenarios, data.sweep),
    ...sourceIssues(data.run, scenarios),
    ...scenarios.flatMap(([index, scenario]) => expectIssues(index, scenario)),
    ...apiIssues(endpoints, scenarios),
    ...sloIssues(data, scenarios),
    ...qualityIssues(data, scenarios, endpoints),
    ...sweepIssues(data),
  ];
}

/**
 * Every `apiKeyEnv` or telemetry header variable that is unset or empty, found with the file's other problems (a
 * missing key and a missing `${VAR}` of a baseUrl are reported together, with their lines). Never a value.
 */
export function apiKeyIssues(data: unknown, env: Env): PathIssue[] {
  if (!isRecord(data)) return [];
  return recordsIn(data.endpoints).flatMap(([index, endpoint]): PathIssue[] => {
    const headers = isRecord(endpoint.telemetry) ? telemetryHeaderIssues(endpoint.telemetry, ['endpoints', index, 'telemetry'], env) : [];
    const variable = endpoint.apiKeyEnv;
    const value = typeof variable === 'string' ? env[variable] : '';
    if (typeof variable !== 'string' || (value !== undefined && value.trim() !== '')) return headers;
    const name = typeof endpoint.name === 'string' ? `endpoint "${endpoint.name}"` : 'this endpoint';
    const message = `${name} reads its API key from the environment variable ${variable}, which ${value === undefined ? 'is not set' : 'is empty'}`;
    return [...headers, { path: ['endpoints', index, 'apiKeyEnv'], message }];
  });
}

/** Deeper than any real tool schema or body field (OpenAI itself limits function schemas to 5 levels). */
const MAX_DEPTH = 64;

/** The path of the first value nested deeper than MAX_DEPTH, found without recursion. */
function firstTooDeep(data: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (path.length > MAX_DEPTH) return path.slice(0, MAX_DEPTH + 1);
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
    else if (isRecord(value)) for (const [k, v] of Object.entries(value)) stack.push({ value: v, path: [...path, k] });
  }
  return null;
}

/** Expectations that could never pass: a regex that does not compile, a stop check without a stop sequence. */
function expectIssues(index: number, scenario: Record<string, unknown>): PathIssue[] {
  const expect = scenario.expect;
  if (!isRecord(expect)) return [];
  const issues: PathIssue[] = [];
  const answer = expect.answer;
  const bad =
    isRecord(answer) && typeof answer.regex === 'string'
      ? regexProblem(answer.regex, typeof answer.regexFlags === 'string' ? answer.regexFlags : undefined)
      : null;
  if (bad !== null) issues.push({ path: ['scenarios', index, 'expect', 'answer', 'regex'], message: bad });
  const params = isRecord(scenario.params) ? scenario.params : {};
  const stop = params.stop;
  const hasStop = (typeof stop === 'string' && stop !== '') || (Array.isArray(stop) && stop.some((s) => typeof s === 'string' && s !== ''));
  if (expect.stopHonoured === true && !hasStop) {
    issues.push({ path: ['scenarios', index, 'expect', 'stopHonoured'], message: "needs a stop sequence in the scenario's params.stop" });
  }
  return issues;
}

function duplicateNames(items: [number, Record<string, unknown>][], list: string, noun: string): PathIssue[] {
  const firstIndex = new Map<string, number>();
  const issues: PathIssue[] = [];
  for (const [index, item] of items) {
    if (typeof item.name !== 'string') continue;
    const first = firstIndex.get(item.name);
    if (first === undefined) firstIndex.set(item.name, index);
    else
      issues.push({
        path: [list, index, 'name'],
        message: `duplicate ${noun} name "${item.name}" (already used by ${formatPath([list, first])})`,
      });
  }
  return issues;
}

function referenceIssues(endpoints: [number, Record<string, unknown>][]): PathIssue[] {
  const references = endpoints.filter(([, endpoint]) => endpoint.reference === true);
  const [first, ...extra] = references;
  if (first === undefined) return [];
  const firstName = typeof first[1].name === 'string' ? `"${first[1].name}"` : formatPath(['endpoints', first[0]]);
  const issues: PathIssue[] = extra.map(([index]) => ({
    path: ['endpoints', index, 'reference'],
    message: `only one endpoint may be the reference, and ${firstName} already is`,
  }));
  if (endpoints.length === 1) {
    issues.push({
      path: ['endpoints', first[0], 'reference'],
      message: 'a reference endpoint needs at least one other endpoint to compare with',
    });
  }
  return issues;
}

function endpointIssues(index: number, endpoint: Record<string, unknown>, env: Env): PathIssue[] {
  const issues: PathIssue[] = [];
  if (typeof endpoint.baseUrl === 'string') issues.push(...baseUrlIssues(endpoint.baseUrl, ['endpoints', index, 'baseUrl'], env));
  if (isRecord(endpoint.headers)) {
    for (const header of Object.keys(endpoint.headers)) {
      if (KEY_HEADERS.has(header.toLowerCase())) {
        issues.push({
          path: ['endpoints', index, 'headers', header],
          message: 'must not be set here: put the key in an environment variable and name that variable in "apiKeyEnv"',
        });
      }
    }
  }
  issues.push(...reservedFields(endpoint.body, ['endpoints', index, 'body']));
  issues.push(...tlsOnlyIssues(index, endpoint, env));
  if (isRecord(endpoint.telemetry)) {
    const path: PathSegment[] = ['endpoints', index, 'telemetry'];
    const own = telemetryIssues(endpoint.telemetry, path);
    const url = endpoint.telemetry.url;
    issues.push(...own, ...(own.length === 0 && typeof url === 'string' ? baseUrlIssues(url, [...path, 'url'], env) : []));
  }
  return issues;
}

/** `tls` and `http2` act during a TLS handshake, which an http:// endpoint never has. */
function tlsOnlyIssues(index: number, endpoint: Record<string, unknown>, env: Env): PathIssue[] {
  if (typeof endpoint.baseUrl !== 'string') return [];
  const { value, missing } = expandEnv(endpoint.baseUrl, env);
  if (missing.length > 0 || !value.startsWith('http://')) return [];
  const issues: PathIssue[] = [];
  if (endpoint.tls !== undefined)
    issues.push({ path: ['endpoints', index, 'tls'], message: 'applies to https:// endpoints only; this baseUrl is http://' });
  if (endpoint.http2 === true) {
    issues.push({
      path: ['endpoints', index, 'http2'],
      message: 'needs an https:// baseUrl: HTTP/2 is agreed on during the TLS handshake (ALPN)',
    });
  }
  return issues;
}

function baseUrlIssues(template: string, path: PathSegment[], env: Env): PathIssue[] {
  // Anything else already failed the schema's pattern; one message per problem is enough.
  if (!/^(https?:\/\/|\$\{)/.test(template)) return [];
  const { value, missing } = expandEnv(template, env);
  if (missing.length > 0) {
    return missing.map((name) => ({ path, message: `uses \${${name}}, but the environment variable ${name} is not set or is empty` }));
  }
  // The expanded value is never echoed: it comes from the environment and may hold credentials.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [{ path, message: 'is not a valid URL (after expanding ${...})' }];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return [{ path, message: `must be an http:// or https:// URL, got ${url.protocol}// (after expanding \${...})` }];
  }
  if (url.username !== '' || url.password !== '') {
    return [{ path, message: 'must not contain credentials: put the key in an environment variable and name it in "apiKeyEnv"' }];
  }
  return [];
}

function reservedFields(fields: unknown, path: PathSegment[]): PathIssue[] {
  if (!isRecord(fields)) return [];
  return Object.keys(fields)
    .filter((key) => Object.hasOwn(RESERVED_BODY_FIELDS, key))
    .map((key) => ({ path: [...path, key], message: `cannot be set here: ${RESERVED_BODY_FIELDS[key]}` }));
}

function runIssues(run: unknown, scenarios: [number, Record<string, unknown>][], sweep: unknown): PathIssue[] {
  const settings = isRecord(run) ? run : {};
  const issues: PathIssue[] = [];
  if (settings.concurrency !== undefined && settings.rate !== undefined) {
    issues.push({ path: ['run', 'rate'], message: 'set either "concurrency" (closed loop) or "rate" (open loop), not both' });
  }
  const requests = settings.requests === undefined ? RUN_DEFAULTS.requests : settings.requests;
  const defaulted = settings.requests === undefined ? ` (the default is ${RUN_DEFAULTS.requests})` : '';
  issues.push(...requestsIssue(requests, scenarios, ['run', 'requests'], defaulted));
  if (isRecord(sweep) && sweep.requests !== undefined) issues.push(...requestsIssue(sweep.requests, scenarios, ['sweep', 'requests'], ''));
  return issues;
}

/** Requests per look must give each scenario × cache cell one (the run's, and a sweep level's). */
function requestsIssue(
  requests: unknown,
  scenarios: [number, Record<string, unknown>][],
  path: PathIssue['path'],
  note: string,
): PathIssue[] {
  if (!(typeof requests === 'number' && Number.isInteger(requests) && requests >= 1)) return [];
  const cells = scenarios.reduce((sum, [, scenario]) => sum + cellCount(scenario.cache), 0);
  if (requests >= cells) return [];
  return [
    {
      path,
      message: `must be at least ${cells} so that each of the ${cells} scenario × cache cells gets a request, got ${requests}${note}`,
    },
  ];
}

/** Cells a (possibly invalid) cache value needs; invalid values are the schema's to report. */
function cellCount(cache: unknown): number {
  if (cache === undefined || cache === 'cold' || cache === 'warm') return 1;
  if (isRecord(cache) && typeof cache.warmShare === 'number') return cacheStates({ warmShare: cache.warmShare }).length;
  return 1;
}

function recordsIn(list: unknown): [number, Record<string, unknown>][] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown, index): [number, Record<string, unknown>][] => (isRecord(item) ? [[index, item]] : []));
}

/**
 * What a scenario asks of an endpoint's API that the API cannot carry (src/apis/): several messages for
 * legacy completions, tools or agent loops, stop sequences on Responses. Reported on the scenario, naming the endpoint,
 * before anything is sent: the API would refuse every such request, or the probe would measure something else.
 */
function apiIssues(endpoints: [number, Record<string, unknown>][], scenarios: [number, Record<string, unknown>][]): PathIssue[] {
  const issues: PathIssue[] = [];
  for (const [endpointIndex, endpoint] of endpoints) {
    if (!isApiId(endpoint.api)) continue;
    const api = endpoint.api;
    const spec = apiOf(api);
    const speaks = `endpoint "${typeof endpoint.name === 'string' ? endpoint.name : '?'}" speaks ${api}`;
    const endpointStop = isRecord(endpoint.body) && endpoint.body.stop !== undefined;
    for (const [index, scenario] of scenarios) {
      const at = (...path: PathSegment[]): PathSegment[] => ['scenarios', index, ...path];
      if (!spec.messages && Array.isArray(scenario.messages)) {
        const roles = scenario.messages.map((m) => (isRecord(m) ? m.role : undefined));
        const users = roles.filter((r) => r === 'user').length;
        if (users !== 1 || roles.some((r) => r !== 'user' && r !== 'system')) {
          issues.push({
            path: at('messages'),
            message: `has ${roles.length} messages, but ${speaks}, which takes one prompt string: give the scenario a prompt, or one user message (after an optional system message)`,
          });
        }
      }
      if (!spec.tools && scenario.tools !== undefined)
        issues.push({ path: at('tools'), message: `cannot be sent: ${speaks}, which has no tools` });
      if (!spec.messages && typeof scenario.turns === 'number' && scenario.turns > 1) {
        issues.push({
          path: at('turns'),
          message: `is ${scenario.turns}, but ${speaks}, which takes one prompt string: an agent loop needs a conversation`,
        });
      }
      if (!spec.stop && isRecord(scenario.params) && scenario.params.stop !== undefined) {
        issues.push({
          path: at('params', 'stop'),
          message: `cannot be sent: ${speaks}, which has no stop sequences (the API refuses "stop")`,
        });
      }
    }
    if (!spec.stop && endpointStop) {
      issues.push({
        path: ['endpoints', endpointIndex, 'body', 'stop'],
        message: `cannot be sent: ${speaks}, which has no stop sequences (the API refuses "stop")`,
      });
    }
  }
  return issues;
}
