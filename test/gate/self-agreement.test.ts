import { describe, expect, it } from 'vitest';
import { normalizeQuality } from '../../src/config/sections/quality.js';
import { evaluateOutputParity, type ComparedOutput } from '../../src/gate/output/parity.js';
import { compareSelfAgreement } from '../../src/gate/output/self-agreement.js';
import { outputHash } from '../../src/quality/records.js';
import type { OutputRecord } from '../../src/quality/types.js';
import { repeatedRequests } from '../../src/quality/repeats.js';
import { identicalText } from '../../src/report/text/quality.js';
import { createRng } from '../../src/stats/rng.js';

// The self-agreement test (src/gate/output/self-agreement.ts) on answers made up word by word: a reference that
// agrees with itself on some share of prompts, a candidate that is the same stack or one that changed its answers.
const LEVEL = 0.00025;

/** An answer of `words` (each a token), to prompt `p`, as request `item` of `endpoint`. */
function answer(endpoint: string, item: number, p: number, words: string[], repeat?: number): OutputRecord {
  const text = words.map((w) => ` ${w}`).join('');
  let at = 0;
  return {
    endpoint,
    scenario: 'story',
    cache: 'cold',
    item,
    prompt: `prompt-${p}`,
    text,
    hash: outputHash(text),
    cuts: words.map((w) => (at += w.length + 1)),
    finishReason: 'length',
    usageTokens: words.length,
    arrivedTokens: words.length,
    correct: null,
    ...(repeat !== undefined ? { repeat } : {}),
  };
}

const BASE = ['the', 'keeper', 'lit', 'the', 'lamp', 'at', 'dusk', 'and', 'waited'];
/** The answer with its words from the 4th on replaced: what a flip (or a changed model) does. */
const flipped = (tag: string): string[] => [...BASE.slice(0, 3), ...BASE.slice(3).map((w) => `${w}-${tag}`)];

interface Stack {
  /** Chance that one request flips (the same stack answers differently from itself). */
  flip: number;
  /** Chance that the build's answer to a prompt differs from the reference build's whatever the flips (a changed model). */
  changed?: number;
}

/**
 * A run of `n` prompts on a reference and a candidate stack, every prompt repeated on both: each request flips with its
 * stack's chance, and a changed candidate says its own words on the prompts its change touches.
 */
function run(n: number, reference: Stack, candidate: Stack, seed: number) {
  const rng = createRng(seed);
  const say = (stack: Stack, own: boolean): string[] => (own ? flipped('own') : rng() < stack.flip ? flipped('flip') : BASE);
  const records: OutputRecord[] = [];
  for (let p = 0; p < n; p++) {
    const own = rng() < (candidate.changed ?? 0);
    records.push(answer('reference', 2 * p, p, say(reference, false)), answer('candidate', 2 * p + 1, p, say(candidate, own)));
    records.push(answer('reference', 2 * p, p, say(reference, false), 1), answer('candidate', 2 * p + 1, p, say(candidate, own), 1));
  }
  return records;
}

function parity(records: readonly OutputRecord[], quality = { expect: 'identical' as const }) {
  const measured = records.filter((r) => r.repeat === undefined);
  return evaluateOutputParity({
    candidate: measured.filter((r) => r.endpoint === 'candidate'),
    comparison: measured.filter((r) => r.endpoint === 'reference'),
    repeats: records.filter((r) => r.repeat !== undefined),
    specs: { story: normalizeQuality(quality, undefined)! },
    accuracyAlpha: LEVEL,
    agreementAlpha: LEVEL,
  })[0]!;
}

describe('self-agreement: the candidate held to how often the reference agrees with itself', () => {
  it('passes an unchanged stack that flips a third of its answers, saying how often each side agrees with itself', () => {
    const p = parity(run(30, { flip: 0.3 }, { flip: 0.3 }, 7));
    expect(p.differences.content).toBeGreaterThan(0);
    expect(p.selfAgreement).toMatchObject({ side: 'reference', prompts: 30, verdict: 'within', level: LEVEL });
    expect(p.selfAgreement!.agree).toBeLessThan(30);
    expect(p.selfAgreement!.candidate).toMatchObject({ prompts: 30 });
    expect(p.verdict).toBe('pass');
    expect(p.failedOn).toEqual([]);
    expect(identicalText(p)).toMatch(
      /the reference agrees with itself on \d+% of 30 repeated prompts, the candidate with it on \d+% \(with itself on \d+%\): (no less often \(exact McNemar p [\d.e-]+ > 0\.00025\), within the stack's own non-determinism|not shown less often \(exact McNemar p [\d.e-]+ > 0\.00025; more repeats, quality\.repeat, would tell a smaller change\))$/,
    );
  });

  it('fails a changed build against a deterministic reference, naming both shares and the test', () => {
    const p = parity(run(30, { flip: 0 }, { flip: 0, changed: 1 }, 7));
    expect(p.selfAgreement).toMatchObject({ prompts: 30, agree: 30, identical: 30, cross: 0, worse: 30, better: 0, verdict: 'changed' });
    expect(p.selfAgreement!.pValue).toBeCloseTo(0.5 ** 30, 12);
    expect(p.verdict).toBe('fail');
    expect(p.failedOn).toEqual(['identical']);
    expect(identicalText(p)).toContain(
      'the reference agrees with itself on 100% of 30 repeated prompts, the candidate with it on 0% (with itself on 100%): shown less often (exact McNemar p 9.3e-10 ≤ 0.00025)',
    );
  });

  it('passes a build that changed a few answers where 30 repeats cannot show it, saying that more would', () => {
    // A deterministic reference, a candidate with its own words on about a fifth of the prompts: 5 or so of 30
    // discordant pairs, all one way, p = ½^5 — far above the level. The strict rule (repeat: 0) would fail it.
    const p = parity(run(30, { flip: 0 }, { flip: 0, changed: 0.2 }, 7));
    expect(p.selfAgreement).toMatchObject({ agree: 30, better: 0, verdict: 'within' });
    expect(p.selfAgreement!.worse).toBeGreaterThan(0);
    expect(p.verdict).toBe('pass');
    expect(identicalText(p)).toMatch(
      /the reference agrees with itself on 100% of 30 repeated prompts, the candidate with it on \d+% \(with itself on 100%\): not shown less often \(exact McNemar p [\d.e-]+ > 0\.00025; more repeats, quality\.repeat, would tell a smaller change\)$/,
    );
  });

  it('fails a changed build against a reference that flips a third of its answers', () => {
    const p = parity(run(30, { flip: 0.3 }, { flip: 0.3, changed: 1 }, 8));
    expect(p.selfAgreement!.verdict).toBe('changed');
    expect(p.verdict).toBe('fail');
  });

  it('holds the cell open when too few repeats agree with themselves to show any change', () => {
    // 8 prompts: even if the reference always agreed with itself, ½^8 is far above the level.
    const p = parity(run(8, { flip: 0 }, { flip: 0, changed: 1 }, 7));
    expect(p.selfAgreement).toMatchObject({ prompts: 8, agree: 8, verdict: 'undecided' });
    expect(p.verdict).toBe('inconclusive');
    expect(p.failedOn).toEqual([]);
    expect(identicalText(p)).toContain(
      'too few repeats agree with themselves to tell a change from non-determinism (12 would have to, at the level 0.00025)',
    );
  });

  it('keeps the strict rule where nothing was repeated: any changed answer fails', () => {
    const p = parity(
      run(30, { flip: 0.3 }, { flip: 0.3 }, 7).filter((r) => r.repeat === undefined),
      { expect: 'identical' },
    );
    expect(p.selfAgreement).toBeNull();
    expect(p.verdict).toBe('fail');
  });

  it('states the self-agreement without testing anything when no answer changed', () => {
    const p = parity(run(30, { flip: 0 }, { flip: 0 }, 7));
    expect(p.identical).toBe(30);
    expect(p.verdict).toBe('pass');
    expect(identicalText(p)).toBe(
      'answers identical on 30 of 30; the reference agrees with itself on 100% of 30 repeated prompts, the candidate with itself on 100%',
    );
  });

  it('fails an unchanged stack within the level: 2,000 A/A runs at three rates of flips', () => {
    let failures = 0;
    const open = new Map<number, number>();
    for (const flip of [0.1, 0.3, 0.5])
      for (let seed = 0; seed < 2000 / 3; seed++) {
        const records = run(30, { flip }, { flip }, 1000 + seed);
        const pairs = records
          .filter((r) => r.endpoint === 'candidate' && r.repeat === undefined)
          .map((c) => [c, records.find((o) => o.endpoint === 'reference' && o.prompt === c.prompt && o.repeat === undefined)!] as const);
        const repeats = new Map(records.filter((r) => r.repeat !== undefined).map((r) => [`${r.endpoint}:${r.item}`, r]));
        const a = compareSelfAgreement({
          pairs,
          repeatOf: (endpoint, item) => repeats.get(`${endpoint}:${item}`),
          against: 'reference',
          tieMargin: 0.05,
          level: LEVEL,
        })!;
        if (a.verdict === 'changed') failures++;
        if (a.verdict === 'undecided') open.set(flip, (open.get(flip) ?? 0) + 1);
      }
    expect(failures).toBe(0);
    // Only a stack whose requests flip half the time (it agrees with itself on half its prompts) agrees with itself on
    // fewer than 12 of 30 now and then (P(Binomial(30, ½) < 12) = 10 %; at a third, agreeing on 58 %, 1 %): its cell
    // then stays open, never fails.
    expect(open.get(0.1) ?? 0).toBe(0);
    expect(open.get(0.3) ?? 0).toBeLessThan(20);
    expect(open.get(0.5) ?? 0).toBeLessThan(110);
  });

  it('holds the candidate to its own repeats against a baseline, which cannot be asked again', () => {
    const records = run(30, { flip: 0 }, { flip: 0, changed: 1 }, 7);
    const baseline: ComparedOutput[] = records
      .filter((r) => r.endpoint === 'reference' && r.repeat === undefined)
      .map((r) => ({ ...r, endpoint: 'candidate' }));
    const p = evaluateOutputParity({
      candidate: records.filter((r) => r.endpoint === 'candidate' && r.repeat === undefined),
      comparison: baseline,
      repeats: records.filter((r) => r.endpoint === 'candidate' && r.repeat !== undefined),
      specs: { story: normalizeQuality({ expect: 'identical' }, undefined)! },
      accuracyAlpha: LEVEL,
      agreementAlpha: LEVEL,
      pairBy: 'endpoint',
    })[0]!;
    expect(p.selfAgreement).toMatchObject({ side: 'candidate', prompts: 30, agree: 30, cross: 0, candidate: null, verdict: 'changed' });
    expect(p.verdict).toBe('fail');
    expect(identicalText(p)).toContain(
      'the candidate agrees with itself on 100% of 30 repeated prompts, the baseline with it on 0%: shown less often (exact McNemar p 9.3e-10 ≤ 0.00025)',
    );
  });
});

describe('repeatedRequests: which requests are sent again', () => {
  const scenarios = [{ name: 'story', quality: { repeat: 5 } }];
  const measured = run(20, { flip: 0 }, { flip: 0 }, 1).filter((r) => r.repeat === undefined);

  it('repeats the reference’s chosen requests and, on the candidate, its requests to the same prompts', () => {
    const chosen = repeatedRequests(measured, scenarios, 'reference', 3);
    const reference = chosen.filter((c) => c.endpoint === 'reference');
    const candidate = chosen.filter((c) => c.endpoint === 'candidate');
    expect(reference).toHaveLength(5);
    expect(candidate).toHaveLength(5);
    const promptOf = (c: { endpoint: string; item: number }): string =>
      measured.find((r) => r.endpoint === c.endpoint && r.item === c.item)!.prompt;
    expect(candidate.map(promptOf)).toEqual(reference.map(promptOf));
    // Chosen by the seed: the same seed, the same requests; another seed, others.
    expect(repeatedRequests(measured, scenarios, 'reference', 3)).toEqual(chosen);
    expect(repeatedRequests(measured, scenarios, 'reference', 4)).not.toEqual(chosen);
  });

  it('repeats every request of a cell with fewer, each endpoint its own without a reference, and nothing at repeat 0', () => {
    expect(repeatedRequests(measured, [{ name: 'story', quality: { repeat: 50 } }], 'reference', 3)).toHaveLength(40);
    const own = repeatedRequests(measured, scenarios, null, 3);
    expect(own.filter((c) => c.endpoint === 'candidate')).toHaveLength(5);
    expect(own.filter((c) => c.endpoint === 'reference')).toHaveLength(5);
    expect(repeatedRequests(measured, [{ name: 'story', quality: { repeat: 0 } }], 'reference', 3)).toEqual([]);
    expect(repeatedRequests(measured, [{ name: 'story' }], 'reference', 3)).toEqual([]);
  });
});
