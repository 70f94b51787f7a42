import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyCommand } from '../../src/cli/history-command.js';
import { openStore } from '../../src/history/store.js';
import { findTool, SYSTEM_TOOLS } from '../setup/system-tools.js';
import { fixtureHistory } from './history-fixture.js';

// The rendered dashboard in a real browser: Debian's chromium (installed by the suite's setup) driven by
// playwright-core, the site loaded from file:// with every other request refused. The screenshot is kept in
// test-output/ (ignored by git) for a person to look at.
// The browser globals the page functions below use: the project compiles without the DOM library.
interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}
declare const document: { querySelectorAll(selector: string): { length: number }; querySelector(selector: string): CanvasLike | null };

const OUTPUT = resolve('test-output', 'dashboard');
const SLOW = 120_000;

let dir: string;
let site: string;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-dashboard-'));
  const repo = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', repo]);
  // Two workloads on the history branch of a bare repository: one with a +30 % TTFT step at run 18 of 30.
  const store = openStore(repo, { branch: 'streamgate-history' });
  const chat = fixtureHistory({ workload: 'chat', runs: 30, stepAt: 18, step: 0.3 });
  const agent = fixtureHistory({ workload: 'agent', runs: 6, stepAt: null, seed: 3 });
  for (const entry of [...chat, ...agent]) await store.append(entry, 100);
  site = join(dir, 'site');
  await historyCommand(['render', '--store', repo, '--out', site, '--repo-url', 'https://github.com/o/r'], () => {});
  mkdirSync(OUTPUT, { recursive: true });
  const executablePath = findTool(SYSTEM_TOOLS.find((t) => t.binary === 'chromium')!);
  if (executablePath === null) throw new Error('chromium is missing: the suite setup (test/setup/system-tools.ts) installs it');
  browser = await chromium.launch({ executablePath, headless: true, timeout: SLOW });
}, SLOW);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Visit {
  page: Page;
  errors: string[];
  refused: string[];
}

/** A page with the network cut: anything but file:// is aborted and listed; console errors and page errors are kept. */
async function visit(file: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, offline: true });
  const page = await context.newPage();
  const errors: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
  await page.route('**/*', (route) => {
    if (route.request().url().startsWith('file:')) return route.continue();
    refused.push(route.request().url());
    return route.abort();
  });
  await page.goto(pathToFileURL(join(site, file)).href, { waitUntil: 'load', timeout: SLOW });
  return { page, errors, refused };
}

/** Pixels of a canvas in the change-point red (#dc2626) and green (#16a34a): the dashed lines. */
function markedPixels(page: Page, chartId: string): Promise<{ red: number; green: number }> {
  return page.evaluate((id) => {
    const canvas = document.querySelector(`#${id} canvas`)!;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let red = 0;
    let green = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 200 && g < 70 && b < 70) red++;
      if (r < 60 && g > 140 && b < 100) green++;
    }
    return { red, green };
  }, chartId);
}

describe('the history dashboard in a real browser', () => {
  it(
    'draws one chart per container with the step marked, shows values on hover, loads nothing from the network',
    async () => {
      const { page, errors, refused } = await visit('chat.html');
      await page.waitForFunction(() => document.querySelectorAll('.chart canvas').length >= 4, null, { timeout: SLOW });
      const perContainer = await page.$$eval('.chart', (els) => els.map((el) => el.querySelectorAll('canvas').length));
      expect(perContainer).toEqual([1, 1, 1, 1]);
      // The TTFT chart of `api` has the worse step (a red dashed line); the unchanged series have none.
      expect((await markedPixels(page, 'chart-1')).red).toBeGreaterThan(50);
      for (const id of ['chart-2', 'chart-3', 'chart-4']) expect(await markedPixels(page, id)).toEqual({ red: 0, green: 0 });
      // Hover: the cursor's legend names the run's commit and its value.
      const over = (await page.$('#chart-1 .u-over'))!;
      const box = (await over.boundingBox())!;
      await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
      const legend = await page.$$eval('#chart-1 .u-legend .u-value', (els) => els.map((el) => el.textContent ?? ''));
      expect(legend[0]).toMatch(/^1e1e1e1 · 2026-01-30 00:00 · recorded$/);
      expect(legend[1]).toMatch(/^\d+(\.\d)? ms$/);
      expect(await page.textContent('section:first-of-type li.worse')).toContain('from 1313131');
      await page.screenshot({ path: join(OUTPUT, 'chat.png'), fullPage: true });
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    SLOW,
  );

  it(
    'lists every workload on the index and links to its page',
    async () => {
      const { page, errors, refused } = await visit('index.html');
      const links = await page.$$eval('td a[href$=".html"]', (els) => els.map((el) => el.getAttribute('href')));
      expect(links).toEqual(['agent.html', 'chat.html']);
      await page.click('a[href="agent.html"]');
      await page.waitForFunction(() => document.querySelectorAll('.chart canvas').length >= 4, null, { timeout: SLOW });
      expect(await page.$$eval('.chart', (els) => els.length)).toBe(4);
      await page.screenshot({ path: join(OUTPUT, 'index-agent.png'), fullPage: true });
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    SLOW,
  );
});
