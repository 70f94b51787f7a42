import type { GateOutcome } from '../gate/index.js';
import { statisticLabel } from '../vocabulary/index.js';
import { sloObjectiveText } from './text/slo.js';

/**
 * One line per look of a sequential run for the log: what each endpoint's verdict is so far, and what is still open,
 * e.g. `look 1 of 3: buffered FAIL (non-streamed share) at 20 requests per cell; slow undecided (TTFT p50) at 20
 * requests per cell`. It does not say whether another look follows: the engine says so when it takes one
 * (`look 2 of 3: 40 more request(s) for slow`), and why when it cannot (`no extra look 1: …`).
 */
export function describeLook(outcome: GateOutcome, look: number, looks: number, maxLooks = looks): string {
  const parts = outcome.endpoints.map((e) => {
    const metrics = e.decidedBy.flatMap((id) => {
      const c = outcome.pooled.find((p) => p.id === id) ?? outcome.comparisons.find((x) => x.id === id);
      const slo = outcome.slo?.find((v) => v.id === id);
      return c ? [statisticLabel(c.metric, c.statistic)] : slo ? [`SLO ${sloObjectiveText(slo)}`] : [];
    });
    const what = [...new Set(metrics)].slice(0, 3).join(', ');
    const state = e.verdict === 'fail' ? 'FAIL' : e.verdict === 'pass' ? 'pass' : e.verdict;
    const size =
      e.requests.candidate[0] === e.requests.candidate[1]
        ? `${e.requests.candidate[0]}`
        : `${e.requests.candidate[0]}–${e.requests.candidate[1]}`;
    return `${e.endpoint} ${state}${what ? ` (${what})` : ''} at ${size} requests per cell`;
  });
  const which = look <= looks ? `look ${look} of ${looks}` : `extra look ${look - looks} of ${maxLooks - looks}`;
  return `${which}: ${parts.join('; ')}`;
}
