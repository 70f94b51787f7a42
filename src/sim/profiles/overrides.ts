import { REASONING_OFF_PARAMS, type ProfileSettings, type ReasoningOffParam } from './profiles.js';

/** A rejected `x-sim` header; the server answers 400 with this message. */
export class SimOverrideError extends Error {
  override readonly name = 'SimOverrideError';
}

/** Sanity ceiling so a typo cannot schedule a stream for days or allocate millions of tokens. */
const MAX_MS = 600_000;
const MAX_COUNT = 1_000_000;
/** Beyond this a lognormal draw is dominated by overflow-sized outliers. */
const MAX_SIGMA = 3;

type FieldKind = 'ms' | 'sigma' | 'probability' | 'positive' | 'count' | 'countOrNull' | 'boolean' | 'reasoningParams' | 'slots';

/** More slots than any server runs; each one is a little state in the simulator. */
export const MAX_SLOTS = 256;

/** How each settings field is validated; also the list of fields `x-sim` may set. */
const FIELD_KINDS: Record<keyof ProfileSettings, FieldKind> = {
  ttftMs: 'ms',
  ttftSigma: 'sigma',
  tokensPerSecond: 'positive',
  jitter: 'sigma',
  outputTokens: 'countOrNull',
  headerDelayMs: 'ms',
  bufferBody: 'boolean',
  bufferHeaders: 'boolean',
  chunkBytes: 'count',
  stallProbability: 'probability',
  stallMs: 'ms',
  errorRate: 'probability',
  rate429: 'probability',
  midStreamErrorRate: 'probability',
  upstreamHeader: 'boolean',
  gatewayOverheadMs: 'ms',
  reasoningTokens: 'count',
  ignoresReasoningOff: 'reasoningParams',
  prefixCache: 'boolean',
  prefixCacheTokens: 'countOrNull',
  reportsCachedTokens: 'boolean',
  slots: 'slots',
  slotAffinity: 'boolean',
  coldPrefillMsPer1kChars: 'ms',
  warmTtftMs: 'ms',
  stampEvents: 'boolean',
  rejectsUnknownParams: 'boolean',
  ignoresMaxTokens: 'boolean',
  ignoresStop: 'boolean',
  wrongAnswerRate: 'probability',
  reasoningOffIgnoredRate: 'probability',
  variesAtTemperatureZero: 'boolean',
  contextTokens: 'countOrNull',
  charsPerToken: 'positive',
  dropsSystem: 'boolean',
  dropsTools: 'boolean',
  driftAfterTokens: 'countOrNull',
  logprobNoise: 'sigma',
  draftTokens: 'count',
  draftAcceptance: 'probability',
  lostLastTokenRate: 'probability',
  nearTieRate: 'probability',
  tieFlipRate: 'probability',
};

const KIND_TEXT: Record<FieldKind, string> = {
  ms: `a number of milliseconds between 0 and ${MAX_MS}`,
  sigma: `a number between 0 and ${MAX_SIGMA}`,
  probability: 'a number between 0 and 1',
  positive: 'a finite number > 0',
  count: `an integer between 0 and ${MAX_COUNT}`,
  countOrNull: `an integer between 0 and ${MAX_COUNT}, or null`,
  boolean: 'true or false',
  reasoningParams: `an array of parameter names from ${REASONING_OFF_PARAMS.join(', ')}`,
  slots: `an integer between 0 and ${MAX_SLOTS}`,
};

function isValid(kind: FieldKind, value: unknown): boolean {
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  switch (kind) {
    case 'ms':
      return isNumber && value >= 0 && value <= MAX_MS;
    case 'sigma':
      return isNumber && value >= 0 && value <= MAX_SIGMA;
    case 'probability':
      return isNumber && value >= 0 && value <= 1;
    case 'positive':
      return isNumber && value > 0;
    case 'count':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_COUNT;
    case 'countOrNull':
      return value === null || isValid('count', value);
    case 'slots':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_SLOTS;
    case 'boolean':
      return typeof value === 'boolean';
    case 'reasoningParams':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && (REASONING_OFF_PARAMS as readonly string[]).includes(v));
  }
}

function isSettingsField(key: string): key is keyof ProfileSettings {
  return Object.prototype.hasOwnProperty.call(FIELD_KINDS, key);
}

/** Parses and validates an `x-sim` header value: a JSON object of ProfileSettings fields. */
export function parseSimHeader(raw: string): Partial<ProfileSettings> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new SimOverrideError(`x-sim header is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SimOverrideError('x-sim header must be a JSON object of profile settings');
  }
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!isSettingsField(key)) {
      throw new SimOverrideError(`x-sim: unknown field "${key}"; known fields: ${Object.keys(FIELD_KINDS).join(', ')}`);
    }
    const kind = FIELD_KINDS[key];
    if (!isValid(kind, value)) {
      throw new SimOverrideError(`x-sim: field "${key}" must be ${KIND_TEXT[kind]} (got ${JSON.stringify(value)})`);
    }
    overrides[key] = kind === 'reasoningParams' ? [...(value as ReasoningOffParam[])] : value;
  }
  return overrides as Partial<ProfileSettings>;
}

/** The effective settings of one request: profile defaults with the header's fields on top. */
export function applyOverrides(base: ProfileSettings, overrides: Partial<ProfileSettings>): ProfileSettings {
  return { ...base, ...overrides };
}
