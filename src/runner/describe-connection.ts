import type { EndpointConfig } from '../config/index.js';
import { proxyForDisplay, proxyFor, proxyFromEnv } from '../probe/index.js';

/** How requests reach an endpoint, for the run log: scheme, HTTP/2 offer, extra CA, connection reuse, proxy. */
export function describeConnection(endpoint: EndpointConfig, env: NodeJS.ProcessEnv): string {
  const { connection } = endpoint;
  const https = endpoint.baseUrl.startsWith('https:');
  const parts = [https ? (connection.http2 ? 'HTTPS, HTTP/2 offered' : 'HTTPS, HTTP/1.1') : 'HTTP/1.1'];
  if (connection.caFile !== null) parts.push(`also trusting ${connection.caFile}`);
  parts.push(connection.reuse ? 'keep-alive connections' : 'a new connection per request');
  const proxy = proxyFor(endpoint.baseUrl, proxyFromEnv(env));
  parts.push(proxy === null ? 'direct' : `through the proxy ${proxyForDisplay(proxy)}`);
  return parts.join(', ');
}
