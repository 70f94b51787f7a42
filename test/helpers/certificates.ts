import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { join } from 'node:path';

/**
 * A throwaway certificate authority and a server certificate signed by it, made with the openssl CLI
 * (EC P-256 keys, valid for one day), for TLS fronts in tests.
 */
export interface Certificates {
  /** The CA certificate (PEM file): what a client must trust. */
  caPath: string;
  /** The CA certificate as PEM text, for `{ ca }` in node:tls/https/http2 or undici. */
  caPem: string;
  /** The server certificate (PEM file), signed by the CA. */
  certPath: string;
  /** The server certificate's private key (PEM file). */
  keyPath: string;
}

export interface CertificateOptions {
  /**
   * Names the server certificate is for (subjectAltName): IP addresses become `IP:` entries, anything else
   * `DNS:`. Default `['localhost', '127.0.0.1']`; e.g. `['wrong.example']` for a hostname-mismatch test.
   */
  hosts?: string[];
  /** File name prefix of the server certificate and key (default `server`), so one folder can hold several. */
  name?: string;
}

const INSTALL_HINT =
  'openssl is required to create test certificates: install it (Debian/Ubuntu: `apt-get install -y openssl`); a test file that runs it installs it first with requireSystemTools (test/setup/system-tools.ts)';

/**
 * Writes `ca.pem`/`ca.key` (once per folder: a later call in the same folder signs with the same CA, so a
 * matching and a mismatching certificate can share one CA) and `<name>.pem`/`<name>.key` into `dir`.
 * Calls on the same folder must not run concurrently.
 */
export async function createCertificates(dir: string, options: CertificateOptions = {}): Promise<Certificates> {
  const hosts = options.hosts ?? ['localhost', '127.0.0.1'];
  const name = options.name ?? 'server';
  if (hosts.length === 0) throw new Error('createCertificates: hosts must name at least one host');
  if (!/^[\w.-]+$/.test(name) || name === 'ca') throw new Error(`createCertificates: unusable name "${name}"`);
  for (const host of hosts) {
    if (isIP(host) === 0 && !/^[A-Za-z0-9*.-]+$/.test(host)) throw new Error(`createCertificates: unusable host "${host}"`);
  }

  const caPath = join(dir, 'ca.pem');
  const caKeyPath = join(dir, 'ca.key');
  if (!existsSync(caPath) || !existsSync(caKeyPath)) {
    const caConfig = join(dir, 'ca.cnf');
    // An own config file, so neither the system openssl.cnf nor the OpenSSL version decides the extensions.
    writeFileSync(
      caConfig,
      `[req]
distinguished_name = dn
prompt = no
x509_extensions = v3_ca
[dn]
CN = streamgate test CA
[v3_ca]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
`,
    );
    await openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', caKeyPath]);
    await openssl([
      'req',
      '-x509',
      '-new',
      '-config',
      caConfig,
      '-key',
      caKeyPath,
      '-sha256',
      '-days',
      '1',
      '-set_serial',
      serial(),
      '-out',
      caPath,
    ]);
  }

  const keyPath = join(dir, `${name}.key`);
  const certPath = join(dir, `${name}.pem`);
  const csrPath = join(dir, `${name}.csr`);
  const serverConfig = join(dir, `${name}.cnf`);
  const san = hosts.map((host) => (isIP(host) === 0 ? `DNS:${host}` : `IP:${host}`)).join(', ');
  writeFileSync(
    serverConfig,
    `[req]
distinguished_name = dn
prompt = no
[dn]
CN = ${hosts[0]}
[v3_server]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = ${san}
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid, issuer
`,
  );
  await openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', keyPath]);
  await openssl(['req', '-new', '-config', serverConfig, '-key', keyPath, '-out', csrPath]);
  await openssl([
    'x509',
    '-req',
    '-in',
    csrPath,
    '-CA',
    caPath,
    '-CAkey',
    caKeyPath,
    '-set_serial',
    serial(),
    '-days',
    '1',
    '-sha256',
    '-extfile',
    serverConfig,
    '-extensions',
    'v3_server',
    '-out',
    certPath,
  ]);
  return { caPath, caPem: readFileSync(caPath, 'utf8'), certPath, keyPath };
}

/** A random positive 64-bit serial (hex), so certificates from different runs never share one. */
function serial(): string {
  const bytes = randomBytes(8);
  bytes[0] = bytes[0]! & 0x7f;
  return `0x${bytes.toString('hex')}`;
}

function openssl(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('openssl', args, { timeout: 60_000 }, (error, _stdout, stderr) => {
      if (error === null) {
        resolve();
        return;
      }
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        reject(new Error(`${INSTALL_HINT}; no \`openssl\` on PATH`, { cause: error }));
      else reject(new Error(`openssl ${args[0]} failed: ${error.message}\n${stderr}`, { cause: error }));
    });
  });
}
