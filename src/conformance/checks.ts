/**
 * The conformance checks, one entry each: what a successful response must show for the setting to count as honoured,
 * and when the control leaves nothing to show. A new check is an id in src/vocabulary/checks.ts and an entry here
 * (the compiler asks for it); the schemas and the docs' table follow with `npm run generate`.
 */
import { TOKEN_LIMIT_FIELDS } from '../apis/index.js';
import type { Sample } from '../probe/index.js';
import type { ProbeCheck } from '../vocabulary/index.js';
import { hasReasoning, outputTokens, stopHonoured, stopSequences, withinLimit } from './assertions.js';

// Providers that report no reasoning tokens still stream the text; ~4 characters per token is the usual estimate.
const CHARS_PER_TOKEN = 4;

/** Reasoning tokens of one response: reported by usage, else estimated from the reasoning text. */
export function reasoningTokensOf(sample: Sample): number {
  return sample.usage?.reasoningTokens ?? Math.ceil(sample.reasoningChars / CHARS_PER_TOKEN);
}

export interface CheckContext {
  /** The variant's body fields (`max_tokens`, `stop`, …). */
  params: Record<string, unknown>;
  /** Median reasoning tokens of the control's successful responses, or null. */
  controlReasoning: number | null;
  /** The variant's successful responses, for checks judged over them together. */
  succeeded: readonly Sample[];
}

export interface ConformanceCheck {
  /** Whether one successful response shows the setting's effect. */
  passes(sample: Sample, context: CheckContext): boolean;
  /** Whether the control's successful responses (at least one) leave the setting nothing to show. Absent: never. */
  nothingToShow?(control: readonly Sample[], params: Record<string, unknown>): boolean;
  /** Fewer judged requests cannot show the effect: the variant is `failed`. */
  minJudged?: number;
}

export { TOKEN_LIMIT_FIELDS };

/** The token limit a max-tokens variant sets (the first of TOKEN_LIMIT_FIELDS it has). */
export function limitOf(params: Record<string, unknown>): number | null {
  const value = TOKEN_LIMIT_FIELDS.map((field) => params[field]).find((v) => v !== undefined);
  return typeof value === 'number' ? value : null;
}

/** Identical text (content and tool calls) from every response; needs at least two. */
function allIdentical(samples: readonly Sample[]): boolean {
  const texts = samples.map((s) => JSON.stringify([s.content, s.toolCalls.map((t) => [t.name, t.arguments])]));
  return texts.length >= 2 && texts.every((t) => t === texts[0]);
}

const noReasoningInControl = (control: readonly Sample[]): boolean => control.every((s) => !hasReasoning(s));

export const CHECKS: { readonly [K in ProbeCheck]: ConformanceCheck } = {
  'reasoning-off': {
    passes: (sample) => !hasReasoning(sample),
    nothingToShow: noReasoningInControl,
  },
  'reasoning-reduced': {
    passes: (sample, { controlReasoning }) =>
      !hasReasoning(sample) || (controlReasoning !== null && reasoningTokensOf(sample) < controlReasoning),
    nothingToShow: noReasoningInControl,
  },
  // Switching reasoning on always has something to show: a response without reasoning did not act on the switch.
  'reasoning-on': {
    passes: (sample) => hasReasoning(sample),
  },
  'max-tokens': {
    passes: (sample, { params }) => {
      const limit = limitOf(params);
      return limit !== null && withinLimit(sample, limit);
    },
    nothingToShow: (control, params) => {
      const limit = limitOf(params);
      return limit !== null && control.every((s) => outputTokens(s) <= limit);
    },
  },
  stop: {
    passes: (sample, { params }) => stopHonoured(sample, stopSequences(params)),
    nothingToShow: (control, params) => {
      const sequences = stopSequences(params);
      return control.every((s) => sequences.every((q) => !s.content.includes(q)));
    },
  },
  usage: {
    passes: (sample) => sample.usage !== null && sample.usage.completionTokens !== null,
  },
  repeatable: {
    passes: (_sample, { succeeded }) => allIdentical(succeeded),
    // One successful request cannot show repeatability.
    minJudged: 2,
  },
};
