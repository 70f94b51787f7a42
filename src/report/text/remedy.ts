import type { DecideRemedy, Remedy } from '../../gate/index.js';
import { METRICS, type MetricId } from '../../vocabulary/index.js';
import { measuredColdSentence } from './conditions.js';

const pct = (ratio: number): string => `${ratio >= 1 ? '+' : '−'}${Math.abs((ratio - 1) * 100).toFixed(0)} %`;

function remedyText(r: Remedy): string {
  const needs = r.withLooks !== null ? `with \`run.looks: ${r.withLooks}\`` : `fails from ${pct(r.failAt)}`;
  switch (r.kind) {
    case 'reference':
      return `a reference endpoint measured in the same run (\`reference: true\`; no drift between sides, ${needs})`;
    case 'baseline-runs':
      return `a baseline recorded from ${r.count} runs (\`baseline:update --runs ${r.count}\` or \`record-runs: ${r.count}\`, ${needs})`;
    case 'history':
      return `the history's last ${r.count} runs as the comparison side (\`--history\` / \`history:\`, ${needs})`;
    case 'looks':
      return `\`run.looks: ${r.count}\` (more requests; ${needs})`;
  }
}

/** What would have decided an inconclusive primary, in one paragraph for the terminal and the report. */
export function remedySentence(d: DecideRemedy): string {
  const label = `${METRICS[d.metric as MetricId]?.label ?? d.metric} ${d.statistic} of ${d.endpoint}`;
  // Held open for warm cells that measured cold: requests do not decide it, a cache that holds the prefix does.
  if (d.measuredCold && d.measuredCold.length > 0)
    return `${label} is open at ${pct(d.estimate)} against a margin of ${pct(d.margin)}, ${measuredColdSentence(d.measuredCold)}; no number of requests passes it. Would have decided it: warm cells that hit the prefix cache as declared (each endpoint on a server of its own, or fewer endpoints sharing one).`;
  const reach = d.runsDisagree !== null ? '' : `: to fail in this run it had to reach ${pct(d.failAt)}`;
  const head = `${label} is inconclusive at ${pct(d.estimate)} against a margin of ${pct(d.margin)}${reach}`;
  // A floor beyond sense names what blocks: the comparison side's runs disagree with one another.
  const floor =
    d.driftFloor === null
      ? ''
      : d.runsDisagree !== null
        ? `; the comparison side's own runs disagree (${pct(d.runsDisagree).replace('+', '±')} run to run), so no number of requests decides against it`
        : `; with this comparison side's drift, no number of requests shows a change below ${pct(d.driftFloor)}`;
  const deciding = d.remedies.filter((r) => r.decides || r.withLooks !== null);
  const rest = d.remedies.filter((r) => !r.decides && r.withLooks === null);
  const would =
    deciding.length > 0
      ? `. Would have decided it: ${deciding.map(remedyText).join('; ')}`
      : '. Nothing at hand would have decided this estimate';
  const wouldNot = rest.length > 0 ? `. Would not have: ${rest.map(remedyText).join('; ')}` : '';
  return `${head}${floor}${would}${wouldNot}.`;
}
