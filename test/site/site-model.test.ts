import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyCommand } from '../../src/cli/history-command.js';
import { repositoryUrl } from '../../src/cli/history-render.js';
import { openStore } from '../../src/history/store.js';
import { siteFiles } from '../../src/site/html.js';
import { pageFile, siteModel } from '../../src/site/model.js';
import { fixtureHistory } from './history-fixture.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-site-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const options = { repoUrl: 'https://github.com/o/r.git', generatedAt: '2026-02-01T00:00:00.000Z' };

describe('the dashboard page model', () => {
  it('charts each endpoint × cell × primary over the runs and marks the TTFT step where it happened', () => {
    const model = siteModel([fixtureHistory({ workload: 'chat', runs: 30, stepAt: 18, step: 0.3 })], options);
    expect(model.repoUrl).toBe('https://github.com/o/r');
    const page = model.pages[0]!;
    expect(page.file).toBe('chat.html');
    expect(page.runs).toHaveLength(30);
    expect(page.runs[0]!.commitUrl).toBe(`https://github.com/o/r/commit/${'01'.repeat(20)}`);
    expect(page.charts.map((c) => `${c.kind} ${c.endpoint} ${c.label}`)).toEqual([
      'client api TTFT p50',
      'client api tok/s p50',
      'client other TTFT p50',
      'client other tok/s p50',
      // No IDR kept in these runs: the delivery charts are the shares.
      'delivery api non-streamed share',
      'delivery api error rate',
      'delivery other non-streamed share',
      'delivery other error rate',
    ]);
    for (const chart of page.charts) expect(chart.values).toHaveLength(30);
    const ttft = page.charts[0]!;
    expect(ttft.changePoints.map((c) => c.index)).toEqual([18]);
    expect(ttft.changePoints[0]!.worse).toBe(true);
    expect(ttft.changePoints[0]!.change).toBeGreaterThan(0.2);
    expect(ttft.changePoints[0]!.change).toBeLessThan(0.4);
    // The unchanged series show no step.
    expect(page.charts.slice(1).flatMap((c) => c.changePoints)).toEqual([]);
  });

  it('charts the newest workload definition only and counts the earlier runs', () => {
    const old = fixtureHistory({ workload: 'chat', runs: 4, stepAt: null, fingerprint: 'old' });
    const now = fixtureHistory({ workload: 'chat', runs: 6, stepAt: null, fingerprint: 'new', seed: 9 });
    const page = siteModel([[...old, ...now]], { ...options, repoUrl: null }).pages[0]!;
    expect(page.runs).toHaveLength(6);
    expect(page.otherRuns).toBe(4);
    expect(page.runs[0]!.commitUrl).toBeNull();
  });

  it('puts the data into the page as JSON that no value can break out of, and links commits in the runs table', () => {
    const entries = fixtureHistory({ workload: 'a</script><b>', runs: 3, stepAt: null });
    const files = siteFiles(siteModel([entries], options));
    expect(files.map((f) => f.path)).toEqual(['index.html', 'a-script-b-.html', 'assets/dashboard.js', 'assets/dashboard.css']);
    const page = files[1]!.text;
    expect(page).not.toContain('a</script><b>');
    expect(page).toContain('a&lt;/script&gt;&lt;b&gt;');
    const json = page.match(/<script type="application\/json" id="site-data">(.*)<\/script>/)![1]!;
    expect(JSON.parse(json).charts).toHaveLength(8);
    expect(page).toContain(`<a href="https://github.com/o/r/commit/${'03'.repeat(20)}"><code>0303030</code></a>`);
    // No address but the repository's commits and the released docs the footer cites.
    expect(page).not.toMatch(/https?:\/\/(?!github\.com\/o\/r|github\.com\/streamgate\/streamgate\/blob\/v[\d.]+\/docs\/)/);
    expect(pageFile('index')).toBe('index-.html');
  });
});

describe('what the index and the charts say of a change', () => {
  it('lists a recent step that made things better beside the workload, not "none"', () => {
    // TTFT of `api` falls 60 % from run 25 of 30: a change the workload's page marks, and the index names.
    const model = siteModel([fixtureHistory({ workload: 'chat', runs: 30, stepAt: 24, step: -0.6 })], options);
    const page = model.pages[0]!;
    expect(page.charts[0]!.changePoints.map((c) => c.index)).toEqual([24]);
    expect(page.recentChanges).toEqual([
      expect.objectContaining({ chart: 'chart-1', label: 'TTFT p50', endpoint: 'api', kind: 'step', worse: false, runsAgo: 5 }),
    ]);
    const index = siteFiles(model).find((f) => f.path === 'index.html')!.text;
    const row = index.split('\n').find((l) => l.includes('chat.html'))!;
    expect(row).not.toContain('<td>none</td>');
    expect(row).toMatch(/<span class="better">TTFT p50 · api · chat · cold −6\d\.\d % \(better, 5 runs ago\)<\/span>/);
  });

  it('says "none" only when no chart marks a recent change', () => {
    const model = siteModel([fixtureHistory({ workload: 'chat', runs: 30, stepAt: 5, step: 0.4 })], options);
    // A step 25 runs ago is marked on the page, and is not recent.
    expect(model.pages[0]!.charts[0]!.changePoints.map((c) => c.index)).toEqual([5]);
    const index = siteFiles(model).find((f) => f.path === 'index.html')!.text;
    expect(index.split('\n').find((l) => l.includes('chat.html'))).toContain('<td>none</td>');
  });

  it('charts delivery and errors: a buffered → streamed switch is the share falling to 0 and IDR rising to 1', () => {
    const entries = fixtureHistory({ workload: 'chat', runs: 12, stepAt: 8, step: -0.6, streamedFrom: 8, errorsIn: [3] });
    const page = siteModel([entries], options).pages[0]!;
    const chart = (endpoint: string, label: string) => page.charts.find((c) => c.endpoint === endpoint && c.label === label)!;
    expect(chart('api', 'IDR p50')).toMatchObject({ kind: 'delivery', metric: 'idr', unit: '', changePoints: [] });
    expect(chart('api', 'IDR p50').values.map((v) => (v! > 0.9 ? 'streamed' : v === 0 ? 'buffered' : v))).toEqual([
      ...Array<string>(8).fill('buffered'),
      ...Array<string>(4).fill('streamed'),
    ]);
    expect(chart('api', 'non-streamed share')).toMatchObject({ concept: 'nonStreamedShare', unit: '%', better: 'lower' });
    expect(chart('api', 'non-streamed share').values).toEqual([...Array<number>(8).fill(100), ...Array<number>(4).fill(0)]);
    expect(chart('other', 'non-streamed share').values).toEqual(Array<number>(12).fill(0));
    expect(chart('api', 'error rate').values).toEqual([0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0]);
    const html = siteFiles(siteModel([entries], options)).find((f) => f.path === 'chat.html')!.text;
    expect(html).toContain('<h2>non-streamed share · api · chat · cold</h2>');
    expect(html).toContain('<h2>error rate · api · chat · cold</h2>');
    expect(html).toContain('how the answers were delivered (IDR, the share not streamed) and the share of requests that failed');
  });
});

describe('streamgate history render', () => {
  it('writes the index, a page per workload and uPlot from a folder store', async () => {
    const store = openStore(join(dir, 'store'));
    for (const e of fixtureHistory({ workload: 'chat', runs: 5, stepAt: null })) await store.append(e, 100);
    for (const e of fixtureHistory({ workload: 'agent', runs: 3, stepAt: null })) await store.append(e, 100);
    const lines: string[] = [];
    const out = join(dir, 'site');
    const code = await historyCommand(
      ['render', '--store', join(dir, 'store'), '--out', out, '--repo-url', 'https://example.test/o/r'],
      (t) => lines.push(t),
    );
    expect(code).toBe(0);
    expect(lines.join('')).toContain('dashboard of 2 workload(s), 16 chart(s)');
    for (const f of ['index.html', 'chat.html', 'agent.html', 'assets/uPlot.iife.min.js', 'assets/uPlot.min.css', 'assets/dashboard.js'])
      expect(existsSync(join(out, f)), f).toBe(true);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index.indexOf('agent.html')).toBeLessThan(index.indexOf('chat.html'));
    expect(readFileSync(join(out, 'assets/uPlot.iife.min.js'), 'utf8')).toContain('uPlot');
  });

  it('names a missing --out and a repository address that is not one', async () => {
    await expect(historyCommand(['render'], () => {})).rejects.toThrow('history render needs --out <folder>');
    expect(() => repositoryUrl('github.com/o/r', {})).toThrow('--repo-url must be an http(s) address, got "github.com/o/r"');
    expect(repositoryUrl(undefined, { GITHUB_REPOSITORY: 'o/r', GITHUB_SERVER_URL: 'https://ghe.test' })).toBe('https://ghe.test/o/r');
    expect(repositoryUrl(undefined, {})).toBeNull();
  });
});
