/**
 * Fitting the report into a character budget by dropping whole blocks, so no table row, tag or
 * code fence is ever cut: `<details>` parts first, then the `<details>` element, then charts, then
 * per-cell tables that did not fail, then failing ones, and last the findings lists.
 */
import { safeLinkUrl } from '../escape.js';

export type BlockKind = 'fixed' | 'heading' | 'finding' | 'note' | 'table' | 'chart' | 'details';

export interface Block {
  text: string;
  /** Separator before the block: '\n' continues a list, '\n\n' starts a new Markdown block. */
  gap: '\n' | '\n\n';
  kind: BlockKind;
  /** Lower is dropped first; equal ranks are dropped from the end of the report. Infinity: never. */
  dropRank: number;
  /** Blocks sharing a group are dropped together. */
  group?: string;
  /** The opening or closing tag of a `<details>` section: kept while any block `inside` it is kept, removed with the last. */
  wrapper?: string;
  /** The `<details>` section this block is inside. */
  inside?: string;
}

export const DROP_RANK = {
  detailsPart: 1,
  detailsElement: 2,
  /** A cell's TTFT chart goes before the median-request timeline, which tells the headline story. */
  chart: 3,
  timeline: 4,
  passingTable: 5,
  inconclusiveTable: 6,
  failingTable: 7,
  notes: 8,
  inconclusiveFinding: 9,
  failingFinding: 10,
  never: Number.POSITIVE_INFINITY,
} as const;

export interface FitLinks {
  summary?: string;
  artifact?: string;
}

/** Joins the blocks, dropping what is needed to stay within `maxChars`; appends a note when anything was dropped. */
export function fitBlocks(blocks: readonly Block[], maxChars: number, links: FitLinks | undefined): string {
  const size = (b: Block): number => b.gap.length + b.text.length;
  const kept = blocks.map(() => true);
  let total = blocks.reduce((n, b) => n + size(b), 0);
  if (total <= maxChars) return join(blocks, kept);

  const reserve =
    truncationNote(
      blocks,
      blocks.map(() => false),
      links,
      true,
    ).length + 2;
  const order = blocks
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => Number.isFinite(b.dropRank))
    .sort((x, y) => x.b.dropRank - y.b.dropRank || y.i - x.i);
  for (const { i } of order) {
    if (total + reserve <= maxChars) break;
    if (!kept[i]) continue;
    const group = blocks[i]!.group;
    blocks.forEach((b, j) => {
      if (kept[j] && (j === i || (group !== undefined && b.group === group))) {
        kept[j] = false;
        total -= size(b);
      }
    });
  }
  // A section whose every part was dropped loses its tags too.
  blocks.forEach((b, i) => {
    if (b.wrapper !== undefined && !blocks.some((x, j) => kept[j] && x.inside === b.wrapper)) kept[i] = false;
  });
  return `${join(blocks, kept)}\n\n${truncationNote(blocks, kept, links)}`;
}

function join(blocks: readonly Block[], kept: readonly boolean[]): string {
  let out = '';
  blocks.forEach((b, i) => {
    if (!kept[i]) return;
    out += out === '' ? b.text : b.gap + b.text;
  });
  return out;
}

/**
 * Says what was left out and where the full report is. With `kept` all false and `longest` set it
 * is the longest the note can get, which is what the budget reserves.
 */
function truncationNote(blocks: readonly Block[], kept: readonly boolean[], links: FitLinks | undefined, longest = false): string {
  const dropped = (kind: BlockKind): number => blocks.filter((b, i) => b.kind === kind && !kept[i]).length;
  const total = (kind: BlockKind): number => blocks.filter((b) => b.kind === kind).length;
  const left: string[] = [];
  const detailsKept = longest || blocks.some((b, i) => b.kind === 'details' && kept[i] && b.inside !== undefined);
  const droppedDetails = blocks.filter((b, i) => b.kind === 'details' && b.wrapper === undefined && !kept[i]).length;
  if (droppedDetails > 0) left.push(detailsKept ? 'part of the details' : 'the details');
  if (dropped('chart') > 0) left.push(plural(dropped('chart'), 'chart'));
  if (dropped('table') > 0) left.push(`${dropped('table')} of ${total('table')} tables`);
  if (dropped('note') > 0) left.push('notes');
  if (dropped('finding') > 0) left.push(plural(dropped('finding'), 'finding'));
  const summary = links?.summary ? safeLinkUrl(links.summary) : null;
  const artifact = links?.artifact ? safeLinkUrl(links.artifact) : null;
  const where = [summary ? `the [job summary](${summary})` : null, artifact ? `the [results artifact](${artifact})` : null].filter(
    (w): w is string => w !== null,
  );
  const pointer =
    where.length > 0
      ? `The full report is in ${where.join(' and ')}.`
      : "The full report is in this run's job summary and its results artifact.";
  return `**Report shortened** to fit the comment size limit (left out: ${left.join(', ') || 'nothing'}). ${pointer}`;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
