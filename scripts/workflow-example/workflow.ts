/**
 * A GitHub workflow file as far as the sharded examples use it: jobs with `needs`, a matrix, step `with:` and `env:`,
 * job outputs, `if: always()`, and the `${{ … }}` expressions they write (`matrix.*`, `needs.<job>.outputs.*`,
 * `steps.<id>.outputs.*`, `secrets.*`). Anything else is refused by name rather than run differently.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface WorkflowStep {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  if?: string;
}

export interface WorkflowJob {
  name: string;
  needs: string[];
  matrix: Record<string, unknown[]> | null;
  outputs: Record<string, string>;
  steps: WorkflowStep[];
}

/** What an expression can read: the matrix entry, the jobs it needs, its own steps so far, the secrets. */
export interface ExpressionContext {
  matrix: Record<string, unknown>;
  needs: Record<string, Record<string, string>>;
  steps: Record<string, Record<string, string>>;
  secrets: (name: string) => string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The workflow's jobs in the order they can run (every job after the jobs it needs). */
export function readWorkflow(path: string): WorkflowJob[] {
  const doc = asRecord(parse(readFileSync(path, 'utf8')));
  const jobs = Object.entries(asRecord(doc.jobs)).map(([name, raw]): WorkflowJob => {
    const job = asRecord(raw);
    const needs = job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs.map(String) : [String(job.needs)];
    const matrix = asRecord(asRecord(job.strategy).matrix);
    for (const [key, values] of Object.entries(matrix))
      if (!Array.isArray(values)) throw new Error(`${path}: jobs.${name}.strategy.matrix.${key} is not a list of values`);
    return {
      name,
      needs,
      matrix: Object.keys(matrix).length > 0 ? (matrix as Record<string, unknown[]>) : null,
      outputs: Object.fromEntries(Object.entries(asRecord(job.outputs)).map(([k, v]) => [k, String(v)])),
      steps: Array.isArray(job.steps) ? (job.steps as WorkflowStep[]) : [],
    };
  });
  const ordered: WorkflowJob[] = [];
  const placed = new Set<string>();
  while (ordered.length < jobs.length) {
    const next = jobs.find((j) => !placed.has(j.name) && j.needs.every((n) => placed.has(n)));
    if (!next) throw new Error(`${path}: the jobs' needs form a circle or name a job that does not exist`);
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** Every combination of the matrix's values, one entry each (a job without a matrix runs once). */
export function matrixEntries(matrix: Record<string, unknown[]> | null): Record<string, unknown>[] {
  let entries: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(matrix ?? {})) entries = entries.flatMap((e) => values.map((v) => ({ ...e, [key]: v })));
  return entries;
}

function evaluate(expression: string, ctx: ExpressionContext): string {
  const path = expression.trim().split('.');
  const [head, a, b, c] = path;
  if (head === 'matrix' && a !== undefined && path.length === 2 && a in ctx.matrix) return String(ctx.matrix[a]);
  if (head === 'needs' && b === 'outputs' && a !== undefined && c !== undefined && path.length === 4) return ctx.needs[a]?.[c] ?? '';
  if (head === 'steps' && b === 'outputs' && a !== undefined && c !== undefined && path.length === 4) return ctx.steps[a]?.[c] ?? '';
  if (head === 'secrets' && a !== undefined && path.length === 2) return ctx.secrets(a);
  throw new Error(`the expression \${{ ${expression.trim()} }} is not one this runner reads (matrix, needs, steps, secrets)`);
}

/** A value with its `${{ … }}` expressions replaced. */
export function substitute(value: unknown, ctx: ExpressionContext): string {
  return String(value).replace(/\$\{\{([^}]*)\}\}/g, (_, expression: string) => evaluate(expression, ctx));
}

/** A step's `with:` or `env:` with its expressions replaced. */
export function substituteAll(values: Record<string, unknown> | undefined, ctx: ExpressionContext): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, substitute(v, ctx)]));
}

/** The label of a job entry: its name with its matrix values (`shard (1)`). */
export function jobLabel(job: WorkflowJob, entry: Record<string, unknown>): string {
  const values = Object.values(entry);
  return values.length > 0 ? `${job.name} (${values.map(String).join(', ')})` : job.name;
}
