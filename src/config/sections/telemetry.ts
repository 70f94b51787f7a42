import type { TelemetryConcept, TelemetryPreset } from '../../telemetry/index.js';
import type { PathSegment } from '../read/json-path.js';
import type { PathIssue } from '../read/path-issue.js';

/** An endpoint's `telemetry:`: the server's Prometheus metrics, scraped beside every look (docs/telemetry.md). */
export interface TelemetryConfig {
  /** `${VAR}` expanded. */
  url: string;
  preset: TelemetryPreset;
  intervalMs: number;
  timeoutMs: number;
  /** Header name → the environment variable holding its value; the values are read at run time, never stored here. */
  headerEnv: Readonly<Record<string, string>>;
  /** The workload's own names, read before the preset's. */
  metrics: Readonly<Partial<Record<TelemetryConcept, string>>>;
  /** A failed scrape before or after a look stops the run instead of being a warning. */
  required: boolean;
}

export const TELEMETRY_DEFAULTS = { intervalMs: 1000, timeoutMs: 2000, required: false } as const;

export interface TelemetryFile {
  url: string;
  preset: TelemetryPreset;
  intervalMs?: number;
  timeoutMs?: number;
  headers?: Record<string, string>;
  metrics?: Partial<Record<TelemetryConcept, string>>;
  required?: boolean;
}

/** `url` is the file's with `${VAR}` expanded, by the endpoint's normalization as its base URL is. */
export function normalizeTelemetry(file: TelemetryFile, url: string): TelemetryConfig {
  return {
    url,
    preset: file.preset,
    intervalMs: file.intervalMs ?? TELEMETRY_DEFAULTS.intervalMs,
    timeoutMs: file.timeoutMs ?? TELEMETRY_DEFAULTS.timeoutMs,
    headerEnv: Object.fromEntries(Object.entries(file.headers ?? {}).map(([name, variable]) => [name.toLowerCase(), variable])),
    metrics: { ...file.metrics },
    required: file.required ?? TELEMETRY_DEFAULTS.required,
  };
}

/** What the schema cannot say: a custom preset names its metrics; no credentials in the URL. */
export function telemetryIssues(telemetry: Record<string, unknown>, path: PathSegment[]): PathIssue[] {
  const issues: PathIssue[] = [];
  const metrics = telemetry.metrics;
  const named = metrics !== null && typeof metrics === 'object' ? Object.keys(metrics).length : 0;
  if (telemetry.preset === 'custom' && named === 0)
    issues.push({ path: [...path, 'preset'], message: 'custom reads only the names under "metrics", and none is given' });
  if (typeof telemetry.url === 'string' && /^[a-z]+:\/\/[^/@]*@/i.test(telemetry.url))
    issues.push({
      path: [...path, 'url'],
      message: 'must not contain credentials: name an environment variable under "headers" (e.g. authorization: METRICS_TOKEN)',
    });
  return issues;
}

/** Each header's value from the environment; a variable unset or empty is an issue naming it, never a value. */
export function telemetryHeaderIssues(
  telemetry: Record<string, unknown>,
  path: PathSegment[],
  env: Readonly<Record<string, string | undefined>>,
): PathIssue[] {
  const headers = telemetry.headers;
  if (headers === null || typeof headers !== 'object') return [];
  return Object.entries(headers as Record<string, unknown>).flatMap(([name, variable]) => {
    if (typeof variable !== 'string') return [];
    const value = env[variable];
    if (value !== undefined && value.trim() !== '') return [];
    return [
      {
        path: [...path, 'headers', name],
        message: `reads its value from the environment variable ${variable}, which ${value === undefined ? 'is not set' : 'is empty'}`,
      },
    ];
  });
}

/** The telemetry headers' values by endpoint name, from the environment (checked before, by telemetryHeaderIssues). */
export function resolveTelemetryHeaders(
  endpoints: readonly { name: string; telemetry?: TelemetryConfig }[],
  env: Readonly<Record<string, string | undefined>>,
): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const endpoint of endpoints) {
    if (!endpoint.telemetry) continue;
    const headers: Record<string, string> = {};
    for (const [name, variable] of Object.entries(endpoint.telemetry.headerEnv)) {
      const value = env[variable]?.trim();
      if (value) headers[name] = value;
    }
    out.set(endpoint.name, headers);
  }
  return out;
}
