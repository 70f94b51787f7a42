import { readFileSync } from 'node:fs';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';

/**
 * TLS options that trust `ca` in addition to what Node trusts anyway. Node's `ca` option replaces its trust store,
 * so the system roots and the certificates of NODE_EXTRA_CA_CERTS are passed along with it, in one secure context
 * built here (a `ca` list given per connection would be parsed again in every handshake: ~70 ms on each new
 * connection, counted as connect time). No options when there is no extra CA (Node's own store applies).
 */
export function trustOptions(ca: string | null, env: NodeJS.ProcessEnv): { secureContext?: SecureContext } {
  if (ca === null) return {};
  return { secureContext: createSecureContext({ ca: [...rootCertificates, ...extraCertificates(env), ca] }) };
}

function extraCertificates(env: NodeJS.ProcessEnv): string[] {
  const path = env.NODE_EXTRA_CA_CERTS;
  if (path === undefined || path === '') return [];
  try {
    return [readFileSync(path, 'utf8')];
  } catch {
    // Node warns about an unreadable NODE_EXTRA_CA_CERTS at start-up already.
    return [];
  }
}

/** Error codes of a TLS handshake that failed because the server's certificate is not trusted or not for its name. */
const TRUST_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** True for an error of a TLS handshake (certificate trust or name, protocol), which no retry can fix. */
export function isTlsError(code: string, message: string): boolean {
  return TRUST_CODES.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || /\bSSL routines\b/.test(message);
}

/** What went wrong with the TLS handshake to `url`'s host, and what to do about it. */
export function tlsErrorMessage(url: URL, code: string, message: string): string {
  const remedy =
    code === 'ERR_TLS_CERT_ALTNAME_INVALID'
      ? `the certificate is not issued for ${url.hostname}; use a host name it names in the endpoint's baseUrl`
      : TRUST_CODES.has(code)
        ? "trust its issuing CA with the endpoint's tls.ca (a PEM file) or NODE_EXTRA_CA_CERTS"
        : 'check that the endpoint speaks TLS on this port';
  return `TLS handshake with ${url.host} failed: ${message}${code !== '' && !message.includes(code) ? ` (${code})` : ''}; ${remedy}`;
}
