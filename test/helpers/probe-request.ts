import type { Timeouts } from '../../src/config/types.js';
import type { ConnectionSettings } from '../../src/probe/connection/dispatcher.js';
import type { ProbeRequest } from '../../src/probe/probe.js';

export const TEST_KEY = 'sk-test-connections-0123456789';
const GENEROUS: Timeouts = { headersMs: 10_000, firstTokenMs: 10_000, idleMs: 10_000, totalMs: 20_000 };

/** A streaming chat request to `${baseUrl}/chat/completions` carrying a test API key, numbered `item`. */
export function chatRequest(baseUrl: string, item: number, connection?: Partial<ConnectionSettings>): ProbeRequest {
  return {
    url: `${baseUrl.replace(/\/+$/, '')}/chat/completions`,
    // The simulator reads `x-sim` (a quick answer keeps connection tests short); other servers ignore it.
    headers: { authorization: `Bearer ${TEST_KEY}`, 'x-sim': '{"ttftMs": 30, "tokensPerSecond": 400}' },
    body: { model: 'sim', max_tokens: 8, messages: [{ role: 'user', content: `request ${item}: say a few words` }] },
    timeouts: GENEROUS,
    captureHeaders: [],
    retries: 0,
    meta: { item, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' },
    ...(connection ? { connection: { ca: null, http2: false, reuse: true, ...connection } } : {}),
  };
}
