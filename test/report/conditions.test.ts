import { describe, expect, it } from 'vitest';
import type { UnmetCondition } from '../../src/gate/index.js';
import { conditionLines, conditionLineText, measuredColdSentence } from '../../src/report/text/conditions.js';

const text = (c: UnmetCondition): string => conditionLineText(conditionLines([c])[0]!);

describe('declared conditions that did not hold, in words', () => {
  it('a warm cell that measured cold: every cold side, the likely cause and what the gate did', () => {
    expect(
      text({
        kind: 'measured-cold',
        scenario: 'essay',
        turn: null,
        sides: [
          { endpoint: 'reference', role: 'comparison', recorded: false, hit: 0, total: 50, source: 'usage' },
          { endpoint: 'candidate', role: 'candidate', recorded: false, hit: 1, total: 50, source: 'counters' },
        ],
        notPassed: true,
        held: ['candidate'],
        amongHits: [],
        causes: [
          { kind: 'shared-server', endpoints: ['reference', 'candidate', 'third'] },
          { kind: 'warmup-failed', failed: 1, sent: 3 },
        ],
      }),
    ).toBe(
      "essay · warm measured cold: the reference endpoint reference hit the prefix cache on 0 of 50 requests, candidate on 1 of 50 (by its server counters) (declared warm); likely cause: reference, candidate and third share one server and evict each other's prefixes (give each its own server, or measure them in separate runs); or 1 of 3 warm-up requests failed, so the prefix may never have been primed; its TTFT is not passed as warm (held open for candidate)",
    );
  });

  it('a baseline recorded cold, a candidate compared among its few hits, a turn, and every other cause', () => {
    const line = text({
      kind: 'measured-cold',
      scenario: 'agent',
      turn: 1,
      sides: [{ endpoint: 'api', role: 'comparison', recorded: true, hit: 3, total: 40, source: 'usage' }],
      notPassed: false,
      held: [],
      amongHits: ['api'],
      causes: [{ kind: 'recorded' }],
    });
    expect(line).toBe(
      "agent · turn 2 · warm measured cold: the baseline's cell for api hit the prefix cache on 3 of 40 requests (declared warm); likely cause: the baseline was recorded from runs whose warm cells missed: record it again where the cache holds; TTFT is compared among the requests that hit for api",
    );
    const cause = (c: Extract<UnmetCondition, { kind: 'measured-cold' }>['causes'][number]): string =>
      text({ kind: 'measured-cold', scenario: 's', turn: null, sides: [], notPassed: false, held: [], amongHits: [], causes: [c] });
    expect(cause({ kind: 'candidate-cache', endpoints: ['api'] })).toContain(
      "the prefix cache of api did not keep the prefix while the comparison side's did (switched off, e.g. cache_prompt: false, or too small)",
    );
    expect(cause({ kind: 'slots' })).toContain('keeps a prompt only in the slot that served it');
    expect(cause({ kind: 'evicted' })).toContain('a prefix cache too small for the prompts sent, or other traffic on it');
  });

  it('answers stopped at a content filter, and telemetry that never answered', () => {
    expect(
      text({
        kind: 'content-filter',
        endpoint: 'moderated',
        cells: [{ key: 'moderated/chat/cold', scenario: 'chat', cache: 'cold', turn: null, answers: 12 }],
        reasons: ['content_filter'],
      }),
    ).toBe(
      "moderated: every answer in chat · cold (12) stopped at a content filter (finish reason content_filter): its timings are a refusal's, not an answer's",
    );
    expect(
      text({
        kind: 'telemetry-silent',
        endpoint: 'llama',
        preset: 'llama.cpp',
        path: '/metrics',
        scrapes: 24,
        reason: 'before scrape: HTTP 501',
      }),
    ).toBe(
      'llama: its telemetry never answered (0 of 24 scrapes of /metrics, preset llama.cpp: before scrape: HTTP 501); the run has no server-side figures for it',
    );
  });

  it('a held finding names the cells', () => {
    const cell = {
      key: 'c/essay/warm',
      scenario: 'essay',
      turn: null,
      comparison: null,
      candidate: null,
      cold: ['comparison' as const],
      amongHits: false,
    };
    expect(measuredColdSentence([cell, { ...cell, key: 'd/essay/warm' }, { ...cell, scenario: 'chat' }])).toBe(
      'not passed as warm: essay · warm and chat · warm measured cold',
    );
  });
});
