/** The forward proxy settings of the environment, as curl and most HTTP clients read them. */
export interface ProxySettings {
  httpProxy: string | null;
  httpsProxy: string | null;
  /** Comma- or space-separated hosts (and `host:port`, `.domain`, `*`) that bypass the proxy; '' for none. */
  noProxy: string;
}

/** HTTPS_PROXY / HTTP_PROXY / NO_PROXY (lower case wins, as in curl); null when no proxy is set. */
export function proxyFromEnv(env: NodeJS.ProcessEnv): ProxySettings | null {
  const httpProxy = pick(env, 'http_proxy');
  const httpsProxy = pick(env, 'https_proxy');
  if (httpProxy === null && httpsProxy === null) return null;
  return { httpProxy, httpsProxy, noProxy: pick(env, 'no_proxy') ?? '' };
}

/** The proxy URL without its credentials, for logs: `http://user:secret@proxy:3128` → `http://proxy:3128`. */
export function proxyForDisplay(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return '(unreadable proxy URL)';
  }
}

/** Which proxy a request to `url` goes through, or null (NO_PROXY, or no proxy for its scheme). */
export function proxyFor(url: string, proxy: ProxySettings | null): string | null {
  if (proxy === null) return null;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  const chosen = target.protocol === 'https:' ? (proxy.httpsProxy ?? proxy.httpProxy) : proxy.httpProxy;
  if (chosen === null || bypasses(target, proxy.noProxy)) return null;
  return chosen;
}

/** NO_PROXY matching as undici's EnvHttpProxyAgent does it: exact host, `host:port`, a domain suffix, or `*`. */
function bypasses(target: URL, noProxy: string): boolean {
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(/[,\s]/)) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (entry === '*') return true;
    const match = /^(.*?)(?::(\d+))?$/.exec(entry)!;
    const entryHost = match[1]!.replace(/^\*?\./, '');
    if (match[2] !== undefined && match[2] !== port) continue;
    if (host === entryHost || host.endsWith(`.${entryHost}`)) return true;
  }
  return false;
}

function pick(env: NodeJS.ProcessEnv, lower: string): string | null {
  const value = env[lower] ?? env[lower.toUpperCase()];
  return value === undefined || value.trim() === '' ? null : value.trim();
}
