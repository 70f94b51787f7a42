import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PathIssue } from './path-issue.js';
import { readErrorText } from '../errors.js';
import { isRecord } from '../../util/index.js';

/** The CA certificates (PEM text) named by endpoints' `tls.ca`, by endpoint index, or what is wrong with them. */
export interface TrustFiles {
  pems: Map<number, string>;
  issues: PathIssue[];
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** Reads every `endpoints[i].tls.ca` file, relative to `baseDir` (the workload file's folder), before any request. */
export function readTrustFiles(data: unknown, baseDir: string): TrustFiles {
  const pems = new Map<number, string>();
  const issues: PathIssue[] = [];
  const endpoints = isRecord(data) && Array.isArray(data.endpoints) ? (data.endpoints as unknown[]) : [];
  endpoints.forEach((endpoint, index) => {
    const ca = isRecord(endpoint) && isRecord(endpoint.tls) ? endpoint.tls.ca : undefined;
    if (typeof ca !== 'string') return;
    const path = ['endpoints', index, 'tls', 'ca'];
    let text: string;
    try {
      text = readFileSync(resolve(baseDir, ca), 'utf8');
    } catch (error) {
      issues.push({ path, message: `cannot read the CA file ${JSON.stringify(ca)}: ${readErrorText(error)}` });
      return;
    }
    if (!PEM_CERTIFICATE.test(text)) {
      issues.push({ path, message: `${JSON.stringify(ca)} holds no PEM certificate (expected "-----BEGIN CERTIFICATE-----")` });
      return;
    }
    pems.set(index, text);
  });
  return { pems, issues };
}
