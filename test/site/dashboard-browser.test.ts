import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyCommand } from '../../src/cli/history-command.js';
import type { HistoryEntry } from '../../src/baseline/index.js';
import { openStore } from '../../src/history/store.js';
import { FAILED_COLOUR } from '../../src/site/page-script.js';
import { siteModel } from '../../src/site/model.js';
import { findTool, INSTALL_TIMEOUT_MS, requireSystemTools, SYSTEM_TOOLS } from '../setup/system-tools.js';
import { fixtureHistory } from './history-fixture.js';

// The real chromium this file runs: installed first when missing (test/setup/system-tools.ts).
beforeAll(() => requireSystemTools('chromium'), INSTALL_TIMEOUT_MS);

// The rendered dashboard in a real browser: Debian's chromium (installed by the beforeAll above when missing) driven by
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
let chat: HistoryEntry[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-dashboard-'));
  const repo = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', repo]);
  // Two workloads on the history branch of a bare repository: one with a +30 % TTFT step at run 18 of 30 and run 25
  // failed, the other with its newest run failed.
  const store = openStore(repo, { branch: 'streamgate-history' });
  chat = fixtureHistory({ workload: 'chat', runs: 30, stepAt: 18, step: 0.3, failed: [24] });
  const agent = fixtureHistory({ workload: 'agent', runs: 6, stepAt: null, seed: 3, failed: [5] });
  for (const entry of [...chat, ...agent]) await store.append(entry, 100);
  site = join(dir, 'site');
  await historyCommand(['render', '--store', repo, '--out', site, '--repo-url', 'https://github.com/o/r'], () => {});
  mkdirSync(OUTPUT, { recursive: true });
  const executablePath = findTool(SYSTEM_TOOLS.find((t) => t.binary === 'chromium')!);
  if (executablePath === null) throw new Error('chromium is missing: requireSystemTools (test/setup/system-tools.ts) installs it');
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

/**
 * Pixels of a canvas in the change-point red (#dc2626) and green (#16a34a): the dashed lines. Pixels under half
 * opaque are left out: the canvas is transparent, and an antialiased edge of another mark (a failed run's disc) at
 * alpha 1/255 reads back as any hue.
 */
function markedPixels(page: Page, chartId: string): Promise<{ red: number; green: number }> {
  return page.evaluate((id) => {
    const canvas = document.querySelector(`#${id} canvas`)!;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let red = 0;
    let green = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (data[i + 3]! < 128) continue;
      if (r > 200 && g < 70 && b < 70) red++;
      if (r < 60 && g > 140 && b < 100) green++;
    }
    return { red, green };
  }, chartId);
}

/** The pixels of a canvas in one colour (±12 per channel): their count and their columns' centre, in CSS pixels. */
function colourPixels(page: Page, chartId: string, hex: string): Promise<{ count: number; centreX: number | null }> {
  return page.evaluate(
    ({ id, rgb }) => {
      const canvas = document.querySelector(`#${id} canvas`)!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      let xs = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! < 128) continue;
        if (Math.abs(data[i]! - rgb[0]!) <= 12 && Math.abs(data[i + 1]! - rgb[1]!) <= 12 && Math.abs(data[i + 2]! - rgb[2]!) <= 12) {
          count++;
          xs += (i / 4) % canvas.width;
        }
      }
      return { count, centreX: count > 0 ? xs / count / devicePixelRatio : null };
    },
    { id: chartId, rgb: [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) },
  );
}
declare const devicePixelRatio: number;

/** The legend's texts of a chart: the run, then the value. */
function legendOf(page: Page, chartId: string): Promise<string[]> {
  return page.$$eval(`#${chartId} .u-legend .u-value`, (els) => els.map((el) => el.textContent ?? ''));
}

describe('the history dashboard in a real browser', () => {
  it(
    'draws one chart per container with the step marked, shows values on hover, loads nothing from the network',
    async () => {
      const { page, errors, refused } = await visit('chat.html');
      await page.waitForFunction(() => document.querySelectorAll('.chart canvas').length >= 4, null, { timeout: SLOW });
      const perContainer = await page.$$eval('.chart', (els) => els.map((el) => el.querySelectorAll('canvas').length));
      // Four client charts (TTFT and tok/s of two endpoints), then the delivery and error charts of each cell.
      expect(perContainer).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      // The TTFT chart of `api` has the worse step (a red dashed line); the unchanged series have none.
      expect((await markedPixels(page, 'chart-1')).red).toBeGreaterThan(50);
      for (const id of ['chart-2', 'chart-3', 'chart-4']) expect(await markedPixels(page, id)).toEqual({ red: 0, green: 0 });
      // Hover: the cursor's legend names the run's commit and its value.
      const over = (await page.$('#chart-1 .u-over'))!;
      const box = (await over.boundingBox())!;
      await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
      const legend = await legendOf(page, 'chart-1');
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
    'shows the newest values before any hover, marks the failed run on every chart and in the table, says where each y axis starts',
    async () => {
      const { page, errors, refused } = await visit('chat.html');
      await page.waitForFunction(() => document.querySelectorAll('.chart canvas').length >= 4, null, { timeout: SLOW });
      // No hover yet: the legend holds the newest run and its value, as the page's model has it.
      const model = siteModel([chat], { repoUrl: null, generatedAt: 'now' }).pages[0]!;
      const ttft = model.charts[0]!.values.at(-1)!;
      expect(await legendOf(page, 'chart-1')).toEqual([
        '1e1e1e1 · 2026-01-30 00:00 · recorded (latest)',
        `${ttft >= 100 ? ttft.toFixed(0) : ttft.toFixed(1)} ms`,
      ]);
      // Run 25 failed: one disc in the failure colour on each chart, and the cursor there names the failed run.
      for (const id of ['chart-1', 'chart-2', 'chart-3', 'chart-4']) {
        const disc = await colourPixels(page, id, FAILED_COLOUR);
        expect(disc.count, id).toBeGreaterThan(60);
        expect(disc.count, id).toBeLessThan(200);
        const canvas = (await page.$(`#${id} canvas`))!;
        await canvas.scrollIntoViewIfNeeded();
        const box = (await canvas.boundingBox())!;
        await page.mouse.move(box.x + disc.centreX!, box.y + box.height / 2);
        expect((await legendOf(page, id))[0], id).toBe('1919191 · 2026-01-25 00:00 · fail');
      }
      // The mouse gone, the legend is back at the newest run.
      await page.mouse.move(0, 0);
      expect((await legendOf(page, 'chart-1'))[0]).toBe('1e1e1e1 · 2026-01-30 00:00 · recorded (latest)');
      const failedRows = await page.$$eval('tr.verdict-fail', (rows) => rows.map((r) => r.textContent ?? ''));
      expect(failedRows).toHaveLength(1);
      expect(failedRows[0]).toBe('2519191912026-01-25T00:00:00.000Zfail');
      // Every y axis starts at 0, said under the chart (read from the drawn scale) and in the axis label.
      const notes = await page.$$eval('.chart .axis-note', (els) => els.map((el) => el.textContent ?? ''));
      expect(notes).toEqual([
        'y axis starts at 0 ms.',
        'y axis starts at 0 /s.',
        'y axis starts at 0 ms.',
        'y axis starts at 0 /s.',
        ...Array<string>(4).fill('y axis starts at 0 %.'),
      ]);
      await page.screenshot({ path: join(OUTPUT, 'chat-failed.png'), fullPage: true });
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
      // agent's newest run failed: marked on the index.
      expect(await page.$$eval('td .verdict-fail', (els) => els.map((el) => el.closest('tr')!.querySelector('a')!.textContent))).toEqual([
        'agent',
      ]);
      await page.click('a[href="agent.html"]');
      await page.waitForFunction(() => document.querySelectorAll('.chart canvas').length >= 4, null, { timeout: SLOW });
      expect(await page.$$eval('.chart', (els) => els.length)).toBe(8);
      expect((await legendOf(page, 'chart-1'))[0]).toBe('0606060 · 2026-01-06 00:00 · fail (latest)');
      await page.screenshot({ path: join(OUTPUT, 'index-agent.png'), fullPage: true });
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    SLOW,
  );
});
