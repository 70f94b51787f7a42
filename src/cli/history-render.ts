import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_HISTORY_BRANCH, HistoryError, openStore } from '../history/index.js';
import { siteFiles, UPLOT_ASSETS, siteModel } from '../site/index.js';

export const RENDER_USAGE = `  streamgate history render --out <folder> [--store <git-url|bare repo|folder>] [--branch <name>] [--repo-url <url>]
      a static dashboard of every workload in the history: index.html and one page per workload, a chart per
      endpoint × cell × primary metric over the runs with change points marked, then its delivery (IDR, the share
      not streamed) and error rate; uPlot is copied in, so the pages
      load offline. Commits link to <repo-url>/commit/<sha> (default $GITHUB_SERVER_URL/$GITHUB_REPOSITORY)`;

/** The repository's web address for commit links: the flag, else the Actions environment, else none. */
export function repositoryUrl(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): string | null {
  if (flag !== undefined) {
    if (!/^https?:\/\/[^\s/]+\/\S+/.test(flag)) throw new HistoryError(`--repo-url must be an http(s) address, got "${flag}"`);
    return flag;
  }
  return env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}` : null;
}

/** `streamgate history render --out site/`: reads every workload's history and writes the static site. */
export async function historyRender(argv: readonly string[], out: (text: string) => void, defaultStore: string): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        out: { type: 'string', short: 'o' },
        store: { type: 'string' },
        branch: { type: 'string' },
        'repo-url': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new HistoryError(`${error instanceof Error ? error.message : String(error)}\n\n${RENDER_USAGE}`);
  }
  if (!values.out) throw new HistoryError(`history render needs --out <folder>\n\n${RENDER_USAGE}`);
  const repoUrl = repositoryUrl(values['repo-url'], process.env);
  const store = openStore(values.store ?? defaultStore, {
    branch: values.branch ?? DEFAULT_HISTORY_BRANCH,
    token: process.env.GITHUB_TOKEN ?? null,
  });
  const model = siteModel(await store.readAll(), { repoUrl, generatedAt: new Date().toISOString() });
  const folder = resolve(values.out);
  for (const file of siteFiles(model)) writeInto(folder, file.path, file.text);
  const require = createRequire(import.meta.url);
  for (const [asset, target] of [
    ['uplot/dist/uPlot.iife.min.js', UPLOT_ASSETS.script],
    ['uplot/dist/uPlot.min.css', UPLOT_ASSETS.style],
  ] as const) {
    mkdirSync(dirname(join(folder, target)), { recursive: true });
    copyFileSync(require.resolve(asset), join(folder, target));
  }
  const charts = model.pages.reduce((sum, p) => sum + p.charts.length, 0);
  out(`dashboard of ${model.pages.length} workload(s), ${charts} chart(s) from ${store.describe} written to ${folder}/index.html\n`);
  return 0;
}

function writeInto(folder: string, path: string, text: string): void {
  const target = join(folder, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
