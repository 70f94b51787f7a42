import type { ErrorKind } from '../probe/index.js';

/** What an endpoint's failures of one kind most often mean, and what to check first. */
export interface AdviceContext {
  kind: ErrorKind;
  status: number | null;
  /** The endpoint's base URL (never with credentials: the workload refuses them). */
  baseUrl: string;
  /** The variable the key is read from, null when the endpoint sends none, undefined when not known here. */
  apiKeyEnv?: string | null;
  /** The first error's message, when known: the bundled simulator's 404 names its routes. */
  message?: string;
}

/** The bundled simulator's 404 lists its routes, each under a profile (src/sim/routes.ts). */
const SIMULATOR_ROUTES = '/<profile>/v1/';

/** One line of advice for the common kinds; null when the message says it all. */
export function errorAdvice(context: AdviceContext): string | null {
  const { kind, status, baseUrl, apiKeyEnv, message } = context;
  switch (kind) {
    case 'connect':
      return `is the server running and reachable at ${origin(baseUrl)}? (check the host, the port and any proxy settings)`;
    case 'http_4xx':
      if (status === 401 || status === 403) {
        if (apiKeyEnv === null) return 'the server wants a key: name the environment variable holding it in the endpoint\'s "apiKeyEnv"';
        return `check the key in ${apiKeyEnv ?? 'the variable named by the endpoint\'s "apiKeyEnv"'}: is it the one for this server, and still valid?`;
      }
      if (status === 404 && message?.includes(SIMULATOR_ROUTES) === true)
        return `this is the streamgate simulator, whose base URL needs a profile in its path: e.g. ${origin(baseUrl)}/clean/v1 (\`streamgate sim --list\` names the profiles)`;
      if (status === 404)
        return `check that baseUrl ends in the API version (e.g. ${origin(baseUrl)}/v1; /chat/completions is appended) and that the model name exists there`;
      if (status === 400 || status === 422)
        return 'the server refused the request body: check the model name, "params" and maxTokens against what it accepts';
      return null;
    case 'http_429':
      return 'rate limited: lower run.concurrency (or use run.rate), or ask the provider for a higher limit';
    case 'http_5xx':
      return 'the server failed: its logs say why (an overloaded or restarting server, or a gateway that cannot reach it)';
    case 'headers_timeout':
    case 'first_token_timeout':
    case 'idle_timeout':
    case 'total_timeout':
      return 'the server is slower than run.timeouts allows: check its load, or raise the timeout if this is its normal speed';
    case 'early_close':
      return 'the server or a proxy on the way closed the connection: check their logs and any proxy timeouts';
    case 'malformed_event':
      return 'the response is not an OpenAI-compatible event stream: check that baseUrl points at a chat-completions API';
    default:
      return null;
  }
}

function origin(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl;
  }
}
