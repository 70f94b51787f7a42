/**
 * What a new streaming API touches, held in one list (docs/apis.md, "Adding an API"): its descriptor folder and its
 * line in the registry, its stream grammar and its simulator side. The descriptor's fields are all required (the list
 * below is held to the interface by the compiler), the grammar and simulator tables are keyed by every API id, no
 * other source file names an API by its id, and each per-API switch the descriptor carries (log-probs, a minimum
 * length) is shown working against the simulator for every API that has it and refused for every API that has not.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_IDS, apiOf, STREAMING_APIS, type ApiId, type StreamingApi } from '../../src/apis/index.js';
import { parseWorkload } from '../../src/config/load.js';
import type { EndpointConfig, Workload } from '../../src/config/types.js';
import { apiBody, apiHeaders, apiUrl } from '../../src/plan/api-requests.js';
import { GRAMMARS } from '../../src/probe/grammars/index.js';
import { asksLogprobs } from '../../src/probe/logprobs.js';
import { probe } from '../../src/probe/probe.js';
import { SIM_APIS, startSimulator, type Simulator } from '../../src/sim/server.js';

/** A fast answer, so the runs take little time. */
const FAST = '{"ttftMs": 20, "tokensPerSecond": 500}';
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Every field of `StreamingApi`; the compiler refuses this file when the interface gains one that is not here. */
const FIELDS = [
  'id',
  'meaning',
  'messages',
  'tools',
  'stop',
  'path',
  'keyHeader',
  'keyValue',
  'headers',
  'reservedBodyFields',
  'limitFields',
  'stopFields',
  'body',
  'merge',
  'streamingBody',
  'usage',
  'probes',
  'logprobs',
  'minTokens',
] as const satisfies readonly (keyof StreamingApi)[];
type Unlisted = Exclude<keyof StreamingApi, (typeof FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The fields an API answers with null when it has no such thing. */
const NULLABLE: ReadonlySet<string> = new Set(['logprobs', 'minTokens']);

/**
 * The places a new API touches, `<api>` standing for its id: files of its own, and the lists whose entry the compiler
 * asks for. docs/apis.md names each.
 */
const PLACES = [
  { path: 'src/apis/<api>/index.ts', what: 'its descriptor (`StreamingApi`)' },
  { path: 'src/apis/index.ts', what: 'its line in the list' },
  { path: 'src/probe/grammars/<api>.ts', what: 'its stream grammar' },
  { path: 'src/probe/grammars/index.ts', what: "its grammar's entry" },
  { path: 'src/sim/apis/<api>.ts', what: 'its simulator side' },
  { path: 'src/sim/apis/index.ts', what: "its simulator side's entry" },
] as const;

/** Where a list of `PLACES` imports the API's own file from. */
const ENTRY_IMPORT: Record<string, (api: ApiId) => string> = {
  'src/apis/index.ts': (api) => `'./${api}/index.js'`,
  'src/probe/grammars/index.ts': (api) => `'./${api}.js'`,
  'src/sim/apis/index.ts': (api) => `'./${api}.js'`,
};

/** Every .ts file under `dir`, relative to the root. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('the API descriptor', () => {
  it('lists every field of StreamingApi, and every API gives each (null only where the API has no such thing)', () => {
    expect(everyFieldListed).toBe(true);
    expect(STREAMING_APIS.map((api) => api.id)).toEqual(API_IDS);
    for (const api of STREAMING_APIS) {
      for (const field of FIELDS) {
        expect(Object.hasOwn(api, field), `${api.id}.${field}`).toBe(true);
        expect(api[field], `${api.id}.${field}`).not.toBeUndefined();
        if (!NULLABLE.has(field)) expect(api[field], `${api.id}.${field}`).not.toBeNull();
      }
    }
    // Both answers occur, so neither field is a constant.
    for (const field of NULLABLE) {
      const given = STREAMING_APIS.filter((api) => api[field as keyof StreamingApi] !== null).map((api) => api.id);
      expect(given.length, field).toBeGreaterThan(0);
      expect(given.length, field).toBeLessThan(STREAMING_APIS.length);
    }
  });

  it('keys the grammars and the simulator by every API, and each reads from its own file', () => {
    expect(Object.keys(GRAMMARS).sort()).toEqual([...API_IDS].sort());
    expect(Object.keys(SIM_APIS).sort()).toEqual([...API_IDS].sort());
    for (const api of API_IDS) {
      expect(SIM_APIS[api].id).toBe(api);
      for (const place of PLACES) {
        const path = place.path.replace('<api>', api);
        expect(existsSync(join(root, path)), `${api}: ${place.what}`).toBe(true);
        const entry = ENTRY_IMPORT[place.path];
        if (entry) expect(read(path), `${api} in ${path}`).toContain(entry(api));
      }
    }
  });

  it('names no API by its id outside those places: a per-API switch lives in the descriptor', () => {
    const places = new Set(PLACES.flatMap((p) => API_IDS.map((api) => p.path.replace('<api>', api))));
    const own = (path: string): boolean => path.startsWith('src/apis/') || path.startsWith('src/sim/apis/') || places.has(path);
    const named: string[] = [];
    for (const path of sources('src').filter((p) => !own(p))) {
      const text = read(path);
      for (const api of API_IDS) {
        // A string naming the id, or an object key spelled as it.
        const pattern = new RegExp(`['"\`]${api}['"\`]|^\\s*${api}\\s*:`, 'm');
        if (pattern.test(text)) named.push(`${path}: ${api}`);
      }
    }
    expect(named).toEqual([]);
  });

  it('is the list docs/apis.md gives, with a row for every API in each of its tables', () => {
    const page = read('docs/apis.md');
    const adding = page.slice(page.indexOf('## Adding an API'));
    const section = adding.slice(0, adding.indexOf('\n## ', 3));
    for (const place of PLACES) expect(section, place.path).toContain(`\`${place.path}\``);
    const tables = page.split('\n\n').filter((block) => block.startsWith('| `api` |'));
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const table of tables) for (const api of API_IDS) expect(table, `${api} in ${table.split('\n')[0]}`).toContain(`| \`${api}\` |`);
  });
});

describe('the per-API switches, against the simulator', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 7 });
  });
  afterAll(async () => {
    await sim.close();
  });

  const workloadText = (api: ApiId, base: string): string => `version: 1
name: descriptor
endpoints:
  - { name: e, baseUrl: ${base}, model: sim, api: ${api}, headers: { x-sim: '${FAST}' } }
scenarios:
  - name: count
    prompt: Count from 1 to 30.
    maxTokens: 12
    params: { temperature: 0 }
    quality: { expect: identical, logprobs: 2 }
`;

  /** The endpoint's base URL on the simulator: the profile, then the route's version segment (`v1`, `v1beta`). */
  const baseFor = (api: ApiId): string => `${sim.url}/clean/${SIM_APIS[api].route.split('/')[0]}`;

  const withLogprobs = API_IDS.filter((api) => apiOf(api).logprobs !== null);
  const without = API_IDS.filter((api) => apiOf(api).logprobs === null);

  it.each(withLogprobs)('asks %s for log-probs in its words and reads every content token’s', async (api) => {
    const workload: Workload = parseWorkload(workloadText(api, baseFor(api)));
    const endpoint: EndpointConfig = workload.endpoints[0]!;
    const scenario = workload.scenarios[0]!;
    const body = apiBody(endpoint, scenario, scenario.messages);
    expect(asksLogprobs(api, body)).toBe(true);
    expect(asksLogprobs(api, apiBody(endpoint, { ...scenario, quality: undefined }, scenario.messages))).toBe(false);
    const sample = await probe({
      api,
      url: apiUrl(endpoint),
      headers: apiHeaders(endpoint, null),
      body,
      timeouts: { headersMs: 20_000, firstTokenMs: 20_000, idleMs: 20_000, totalMs: 40_000 },
      captureHeaders: [],
      retries: 0,
      meta: { item: 0, turn: 0, endpoint: 'e', scenario: 'count', cache: 'cold' },
    });
    expect(sample.error).toBeNull();
    const tokens = sample.logprobs ?? [];
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.map((t) => t.t).join('')).toBe(sample.content);
    expect(tokens.every((t) => typeof t.lp === 'number' && t.lp <= 0 && t.top.length === 2)).toBe(true);
  });

  it.each(without)('refuses a workload asking %s for log-probs, naming the API', (api) => {
    expect(() => parseWorkload(workloadText(api, baseFor(api)))).toThrow(new RegExp(`speaks ${api}, whose log-probs`));
  });

  const withMinimum = API_IDS.filter((api) => apiOf(api).minTokens !== null);

  it.each(withMinimum)('has %s write at least the minimum length its fields ask, past a short answer', async (api) => {
    const workload: Workload = parseWorkload(workloadText(api, baseFor(api)).replace(/\n {4}quality: .*\n/, '\n'));
    const endpoint: EndpointConfig = workload.endpoints[0]!;
    const scenario = { ...workload.scenarios[0]!, messages: [{ role: 'user' as const, content: 'Say hello.' }] };
    const sent = async (params: Record<string, unknown> | undefined) => {
      const sample = await probe({
        api,
        url: apiUrl(endpoint),
        headers: apiHeaders(endpoint, null),
        body: apiBody(endpoint, scenario, scenario.messages, { maxTokens: 60, ...(params ? { params } : {}) }),
        timeouts: { headersMs: 20_000, firstTokenMs: 20_000, idleMs: 20_000, totalMs: 40_000 },
        captureHeaders: [],
        retries: 0,
        meta: { item: 0, turn: 0, endpoint: 'e', scenario: 'count', cache: 'cold' },
      });
      expect(sample.error).toBeNull();
      return sample.usage?.completionTokens ?? null;
    };
    const natural = await sent(undefined);
    expect(natural).not.toBeNull();
    expect(natural!).toBeLessThan(60);
    expect(await sent(apiOf(api).minTokens!(60))).toBe(60);
  });
});
