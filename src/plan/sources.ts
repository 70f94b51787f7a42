import {
  ConfigError,
  type DatasetSource,
  type PrefixPool,
  type SessionSource,
  type SyntheticSource,
  type TraceSource,
  countTokens,
  type AnswerExpectation,
  type ChatMessage,
  type ScenarioConfig,
} from '../config/index.js';
import { createRng, deriveSeed, hashString } from '../stats/index.js';
import { drawLength } from './lengths.js';
import { corpusIds, corpusLength, corpusText, decodeTokens } from './synthetic.js';
import type { PlannedSession } from './session.js';

/** The lengths a request aims at, in tokens of the workload's tokenizer (cl100k_base). */
export interface RequestTarget {
  /** The prompt length asked for (drawn, or the record's). */
  promptTokens: number;
  /** The prompt's tokens as cut (a cut's seams can merge a token or two), before any cache prefix. */
  countedPromptTokens: number;
  /** max_tokens sent. */
  outputTokens: number;
  /** A labelled dataset record's expected answer (judged for `quality:`'s accuracy). */
  answer?: AnswerExpectation;
}

/** What a scenario's source gives one plan position (the same for every endpoint at that position). */
export interface RequestMaterial {
  /** The first turn's messages, before any cache prefix. */
  messages: ChatMessage[];
  /** max_tokens of this request, when the source decides it. */
  maxTokens?: number;
  /** Asked output length sent as `ignore_eos` and `min_tokens` where the endpoint's API has them. */
  minTokens?: number;
  target?: RequestTarget;
  /** Arrival offset from the start of the measured phase (trace replay), ms. */
  atMs?: number;
  /** Requests with the same key share their leading prefix (a pool's prefix, a trace's first block). */
  sharedKey?: string;
  /** A session trace's session: its turns (`messages` is then its system prompt, or nothing). */
  session?: PlannedSession;
}

/**
 * Draws the k-th request of a scenario from its source. Deterministic in (seed, scenario name, k): a plan rebuilt
 * from the same inputs sends the same requests. Warmup draws come from a stream of their own, so warming up never
 * uses up a dataset's records.
 */
export function drawMaterial(scenario: ScenarioConfig, k: number, warmup: boolean, seed: number): RequestMaterial {
  const base = deriveSeed(deriveSeed(seed, hashString(scenario.name)), warmup ? 1 : 0);
  const rng = createRng(deriveSeed(base, k));
  let material: RequestMaterial;
  if (scenario.sessions) material = sessionMaterial(scenario, scenario.sessions, k, warmup, base);
  else if (scenario.trace) material = traceMaterial(scenario.trace, k, warmup, scenario.name);
  else if (scenario.dataset) material = datasetMaterial(scenario, scenario.dataset, k, warmup, base, rng);
  else if (scenario.synthetic) material = syntheticMaterial(scenario, scenario.synthetic, rng);
  else material = { messages: scenario.messages.map((m) => ({ ...m })) };
  return scenario.prefixPool ? withPool(material, scenario.prefixPool, k, warmup, base) : material;
}

/** True when the scenario's requests differ from one another (and so are drawn per position). */
export function hasSource(scenario: ScenarioConfig): boolean {
  return Boolean(scenario.trace ?? scenario.dataset ?? scenario.synthetic ?? scenario.prefixPool ?? scenario.sessions);
}

function datasetMaterial(
  scenario: ScenarioConfig,
  dataset: DatasetSource,
  k: number,
  warmup: boolean,
  base: number,
  rng: () => number,
): RequestMaterial {
  const n = dataset.records.length;
  let index: number;
  if (dataset.replacement || warmup) index = Math.floor(rng() * n);
  else {
    if (k >= n) {
      throw planError(
        scenario,
        `draws more requests than the ${n} record(s) of ${JSON.stringify(dataset.file)} it may use without replacement: raise the records (or the length filters' range), lower run.requests or the scenario's weight, or sample "with-replacement"`,
      );
    }
    index = permutation(n, base)[k]!;
  }
  const record = dataset.records[index]!;
  const rule = dataset.maxTokens;
  const maxTokens =
    rule === null ? scenario.maxTokens : rule === 'record' ? (record.outputTokens ?? scenario.maxTokens) : drawLength(rule, rng);
  return {
    messages: record.messages.map((m) => ({ ...m })),
    maxTokens,
    target: {
      promptTokens: record.promptTokens,
      countedPromptTokens: record.promptTokens,
      outputTokens: maxTokens,
      ...(record.answer ? { answer: structuredClone(record.answer) } : {}),
    },
  };
}

/** Fisher–Yates on a copy, driven by the given uniform [0, 1) source so a seed fixes the order. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const permutations = new Map<string, number[]>();

/** A seeded permutation of 0..n−1, kept per (n, seed) since a plan draws every index of it. */
function permutation(n: number, seed: number): number[] {
  const key = `${n}:${seed}`;
  let order = permutations.get(key);
  if (order === undefined) {
    order = shuffle(
      Array.from({ length: n }, (_, i) => i),
      createRng(seed),
    );
    if (permutations.size > 64) permutations.clear();
    permutations.set(key, order);
  }
  return order;
}

function syntheticMaterial(scenario: ScenarioConfig, synthetic: SyntheticSource, rng: () => number): RequestMaterial {
  const promptTokens = drawLength(synthetic.promptTokens, rng);
  const start = Math.floor(rng() * corpusLength());
  const maxTokens = synthetic.outputTokens === null ? scenario.maxTokens : drawLength(synthetic.outputTokens, rng);
  const text = corpusText(promptTokens, start);
  return {
    messages: [...scenario.messages.filter((m) => m.role === 'system'), { role: 'user', content: text }],
    maxTokens,
    ...(synthetic.ignoreEos ? { minTokens: maxTokens } : {}),
    target: { promptTokens, countedPromptTokens: countTokens(text), outputTokens: maxTokens },
  };
}

/** Pool prefix `index` of a round of prefixes × requestsPerPrefix positions, the order shuffled per round by the seed. */
function withPool(material: RequestMaterial, pool: PrefixPool, k: number, warmup: boolean, base: number): RequestMaterial {
  const round = pool.prefixes * pool.requestsPerPrefix;
  const index = warmup
    ? k % pool.prefixes
    : shuffle(
        Array.from({ length: round }, (_, i) => i % pool.prefixes),
        createRng(deriveSeed(base, 0x9001 + Math.floor(k / round))),
      )[k % round]!;
  const prefix = corpusText(pool.prefixTokens, index * 997);
  return {
    ...material,
    messages: [{ role: 'system', content: prefix }, ...material.messages],
    sharedKey: `pool:${index}`,
    ...(material.target
      ? {
          target: {
            ...material.target,
            promptTokens: material.target.promptTokens + pool.prefixTokens,
            countedPromptTokens: material.target.countedPromptTokens + pool.prefixTokens,
          },
        }
      : {}),
  };
}

/** Record k of the trace: its hash blocks as shared corpus text, the rest of its input unique to it. */
function traceMaterial(trace: TraceSource, k: number, warmup: boolean, name: string): RequestMaterial {
  const n = trace.records.length;
  if (!warmup && k >= n) {
    throw new ConfigError([
      {
        file: null,
        path: `scenario "${name}"`,
        line: null,
        message: `replays more requests than the ${n} record(s) of ${JSON.stringify(trace.file)}: lower run.requests to at most ${n}`,
      },
    ]);
  }
  const record = trace.records[k % n]!;
  const ids: number[] = [];
  for (const block of record.hashIds) {
    if (ids.length >= record.inputTokens) break;
    ids.push(...corpusIds(Math.min(trace.blockTokens, record.inputTokens - ids.length), hashString(`block:${block}`)));
  }
  if (ids.length < record.inputTokens) ids.push(...corpusIds(record.inputTokens - ids.length, hashString(`tail:${k}`)));
  const first = record.hashIds[0];
  return {
    messages: [{ role: 'user', content: decodeTokens(ids) }],
    maxTokens: record.outputTokens,
    target: { promptTokens: record.inputTokens, countedPromptTokens: ids.length, outputTokens: record.outputTokens },
    ...(warmup ? {} : { atMs: record.atMs }),
    sharedKey: first === undefined ? `item:${warmup ? 'w' : ''}${k}` : `block:${first}`,
  };
}

/**
 * The k-th session of a scenario: the trace's sessions in a seeded order, a new order each time they have all been
 * replayed (so a budget larger than the trace cycles through it). Deterministic in (seed, scenario, k): the same
 * workload and seed replay the same sessions, with the same text, on every endpoint and in every run. A system prompt
 * or a message given as a token count is corpus text chosen by its id, so equal ids are equal text (a shared prefix).
 */
function sessionMaterial(scenario: ScenarioConfig, source: SessionSource, k: number, warmup: boolean, base: number): RequestMaterial {
  const n = source.sessions.length;
  const cycle = Math.floor(k / n);
  const order = permutation(n, deriveSeed(base, 0x5e55 + cycle));
  // Warm-up primes each system prompt in turn (src/plan/cells.ts plans one warm-up per system prompt of a warm scenario).
  const systems = sessionSystems(source);
  const primer = warmup && k < systems.length ? order.find((i) => source.sessions[i]!.system === systems[k]) : undefined;
  const session = source.sessions[primer ?? order[k % n]!]!;
  const system = session.system === null ? null : source.systems[session.system]!;
  const head =
    system === null
      ? []
      : [{ role: 'system' as const, content: system.content ?? corpusText(system.tokens!, hashString(`system:${session.system}`)) }];
  const turns = session.turns.map((turn, t) => ({
    thinkMs: t === 0 ? 0 : turn.thinkMs,
    toolMs: turn.toolCalls.reduce((sum, call) => sum + call.durationMs, 0),
    requests: turn.requests.map((request, b) => ({
      messages: request.messages?.map((m) => ({ ...m })) ?? [
        { role: 'user' as const, content: corpusText(request.inputTokens!, hashString(`input:${session.id}:${t}:${b}`)) },
      ],
      maxTokens: request.outputTokens ?? scenario.maxTokens,
      answer: source.answers === 'recorded' ? request.answer : null,
    })),
  }));
  return {
    messages: head,
    session: { id: session.id, line: session.line, turns },
    // Sessions of one system prompt share it: warm, they share its cached prefix too (src/plan/build-plan.ts).
    ...(session.system === null ? {} : { sharedKey: `system:${session.system}` }),
  };
}

function planError(scenario: ScenarioConfig, message: string): ConfigError {
  return new ConfigError([{ file: null, path: `scenario "${scenario.name}"`, line: null, message }]);
}

/**
 * Every dataset sampled without replacement and every trace can serve the run's whole budget (run.requests × looks,
 * split by weight as the plan splits it), checked before the first request rather than when a later look runs out.
 */
export function sourceCapacityError(scenarios: readonly ScenarioConfig[], counts: readonly number[], budget: string): ConfigError | null {
  for (const [index, scenario] of scenarios.entries()) {
    const needed = counts[index] ?? 0;
    const dataset = scenario.dataset && !scenario.dataset.replacement ? scenario.dataset : null;
    const source = scenario.trace ?? dataset;
    if (!source || needed <= source.records.length) continue;
    const what = scenario.trace ? 'replays' : 'draws without replacement';
    return planError(
      scenario,
      `${what} ${needed} requests over ${budget}, more than the ${source.records.length} record(s) of ${JSON.stringify(source.file)}: lower run.requests or run.looks${scenario.trace ? '' : ', raise the records, or sample "with-replacement"'}`,
    );
  }
  return null;
}

/** The system prompts a trace's sessions name, in the order their first session comes; null for sessions without one. */
export function sessionSystems(source: SessionSource): (string | null)[] {
  return [...new Set(source.sessions.map((session) => session.system))];
}
