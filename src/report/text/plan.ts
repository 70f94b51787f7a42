/**
 * The size of a run, said before it starts (and alone with `--plan`): requests per endpoint and in all, the tokens
 * they may cost and about how long they take, with the assumptions the estimate rests on. Plain text.
 */
import {
  ASSUMED_FIRST_TOKEN_S,
  ASSUMED_TOKENS_PER_SECOND,
  CHARS_PER_TOKEN,
  type EndpointSize,
  type RunSize,
  type SessionsSize,
} from '../../plan/index.js';

/** `40 s`, `5 min 52 s`, `1 h 05 min`. */
export function formatDurationS(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 === 0 ? '' : ` ${s % 60} s`}`;
  const minutes = Math.round(s / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** `12,400`. */
function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/**
 * The run's first round, in the plan's words: `look 1 of 3 (up to 6 with extra looks): 40 measured requests and 1
 * warm-up over 1 endpoint` (or, in one look without extra ones, `40 measured requests and 1 warm-up over 2 endpoints`).
 */
export function firstRoundText(measured: number, warmup: number, endpoints: number, looks: number, maxLooks = looks): string {
  const what = `${count(measured)} measured request${measured === 1 ? '' : 's'}${warmup > 0 ? ` and ${count(warmup)} warm-up` : ''}`;
  const position =
    maxLooks > looks ? `look 1 of ${looks} (up to ${maxLooks} with extra looks): ` : looks > 1 ? `look 1 of up to ${looks}: ` : '';
  return `${position}${what} over ${endpoints} endpoint${endpoints === 1 ? '' : 's'}`;
}

function endpointLine(e: EndpointSize, runs: number): string {
  const parts = [
    `${count(e.measured)} measured`,
    ...(e.warmup > 0 ? [`${count(e.warmup)} warm-up`] : []),
    ...(e.probes > 0 ? [`${count(e.probes)} probe`] : []),
  ];
  return `  ${e.endpoint}: ${parts.join(' + ')} request${e.measured + e.warmup + e.probes === 1 ? '' : 's'}${runs > 1 ? ' per run' : ''}`;
}

export function planLines(size: RunSize, concurrency: number, ratePerSecond: number | null): string[] {
  const runs = size.runs > 1 ? ` (${size.runs} runs of ${count(size.total / size.runs)})` : '';
  const upTo = size.sequential ? 'up to ' : '';
  // With extra looks the most a run can send is theirs too; the rest of the lines are the planned looks'.
  const most = size.extraLooks > 0 ? size.mostWithExtraLooks : size.total;
  const lines = [
    `plan: ${upTo}${count(most)} requests in all${runs} over ${size.endpoints.length} endpoint${size.endpoints.length === 1 ? '' : 's'}`,
  ];
  lines.push(...size.endpoints.map((e) => endpointLine(e, size.runs)));
  const perLook = count(size.endpoints[0]!.measured / size.looks);
  const extra =
    size.extraLooks > 0
      ? `, one still open after ${size.looks === 1 ? 'it' : 'them'} up to ${size.extraLooks} extra look${size.extraLooks === 1 ? '' : 's'} of ${perLook}; the other figures count the planned look${size.looks === 1 ? '' : 's'} (${count(size.total)} requests)`
      : '';
  if (size.sequential && (size.looks > 1 || extra))
    lines.push(
      `  measured in ${size.looks} look${size.looks === 1 ? '' : 's'} of ${perLook}: an endpoint the gate decides early takes fewer${extra}`,
    );
  if (size.sessions) lines.push(sessionsLine(size.sessions));
  const cost = costLine(size);
  if (cost) lines.push(cost);
  lines.push(
    `  about ${count(size.promptTokens)} prompt tokens (characters ÷ ${CHARS_PER_TOKEN}) and at most ${count(size.completionTokens)} completion tokens (every answer to its maxTokens)`,
  );
  const load =
    ratePerSecond !== null
      ? `at ${ratePerSecond} requests/s`
      : `at concurrency ${concurrency}, if each request takes ${ASSUMED_FIRST_TOKEN_S} s to its first token and runs to maxTokens at ${ASSUMED_TOKENS_PER_SECOND} tok/s`;
  lines.push(`  about ${formatDurationS(size.estimatedSeconds)} ${load}`);
  return lines;
}

/** `  sessions: 40 jobs replaying 12 sessions of 2–6 turns (160 turns, 182 requests), waiting 41 s of tool time and 12 s of think time`. */
function sessionsLine(s: SessionsSize): string {
  const turns = s.minTurns === s.maxTurns ? `${s.minTurns}` : `${s.minTurns}–${s.maxTurns}`;
  const waits = [
    ...(s.toolMs > 0 ? [`${formatDurationS(s.toolMs / 1000)} of tool time`] : []),
    ...(s.thinkMs > 0 ? [`${formatDurationS(s.thinkMs / 1000)} of think time`] : []),
  ];
  return `  sessions: ${count(s.jobs)} job${s.jobs === 1 ? '' : 's'} replaying ${count(s.distinct)} session${s.distinct === 1 ? '' : 's'} of ${turns} turn${s.maxTurns === 1 ? '' : 's'} (${count(s.turns)} turns, ${count(s.requests)} requests)${waits.length > 0 ? `, waiting ${waits.join(' and ')} in all` : ''}`;
}

/**
 * `  cost: about $1.84 (clean $0.92, candidate $0.92), every prompt token at the input price and every answer to its
 * maxTokens` when the endpoints have a `price:`; an estimate from the token estimates below it, said as such.
 */
function costLine(size: RunSize): string | null {
  const priced = size.endpoints.filter((e) => e.cost);
  if (priced.length === 0) return null;
  const currencies = new Set(priced.map((e) => e.cost!.currency));
  const each = priced.map((e) => `${e.endpoint} ${formatMoney(e.cost!.total, e.cost!.currency)}`).join(', ');
  const total =
    currencies.size === 1
      ? `about ${formatMoney(
          priced.reduce((n, e) => n + e.cost!.total, 0),
          [...currencies][0]!,
        )} (${each})`
      : each;
  const unpriced = size.endpoints.length - priced.length;
  return `  cost: ${total}${unpriced > 0 ? ` and ${unpriced} endpoint${unpriced === 1 ? '' : 's'} without a price` : ''}, every prompt token at the input price and every answer to its maxTokens`;
}

/** `$1.84`, `$0.0042`, `EUR 12.50`: dollars with a sign, any other currency by its code; small amounts to two significant figures. */
export function formatMoney(value: number, currency: string): string {
  const digits = value >= 1 || value === 0 ? 2 : Math.min(6, 1 - Math.floor(Math.log10(value)));
  const amount = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: Math.max(2, digits) });
  return currency === 'USD' ? `$${amount}` : `${currency} ${amount}`;
}
