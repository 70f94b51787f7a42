import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportOfRun } from '../helpers/decided-report.js';
import { commentMarker, upsertStickyComment, type CommentsApi } from '../../src/github/comments.js';
import { octokitCommentsApi } from '../../src/github/octokit-comments.js';
import { cellResult, results } from '../report/factory.js';
import { BOT, startFakeGitHub, type FakeGitHub } from './fake-github.js';

// The sticky comment through real octokit against the fake GitHub API.
let github: FakeGitHub;
let api: CommentsApi;

beforeAll(async () => {
  github = await startFakeGitHub();
});
afterAll(async () => {
  await github.close();
});
beforeEach(() => {
  github.comments.length = 0;
  github.calls.length = 0;
  github.user = null;
  api = octokitCommentsApi('ghs_token', { owner: 'octo', repo: 'widgets' }, { baseUrl: github.url });
});

const upsert = (id: string, body: string, create = true) =>
  upsertStickyComment(api, { pullRequest: 3, marker: commentMarker(id), body, create });

describe('upsertStickyComment', () => {
  it('keeps one comment per comment-id, each updated in place', async () => {
    expect((await upsert('latency', 'A1')).action).toBe('created');
    expect((await upsert('params', 'B1')).action).toBe('created');
    expect((await upsert('latency', 'A2')).action).toBe('updated');
    expect((await upsert('params', 'B1')).action).toBe('unchanged');
    expect(github.comments.map((c) => c.body)).toEqual([`${commentMarker('latency')}\nA2`, `${commentMarker('params')}\nB1`]);
    expect(github.calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST', 'POST', 'PATCH']);
  });

  it('does not create when the policy says no, but still updates an existing comment', async () => {
    expect(await upsert('latency', 'A1', false)).toEqual({ action: 'not-posted', url: null });
    expect(github.comments).toEqual([]);
    await upsert('latency', 'A1');
    expect((await upsert('latency', 'fixed', false)).action).toBe('updated');
    expect(github.comments[0]!.body).toBe(`${commentMarker('latency')}\nfixed`);
  });

  it("with a personal token, only that user's comments are candidates", async () => {
    github.comments.push({ id: 1, body: `${commentMarker('latency')}\nold`, user: BOT, html_url: 'https://github.example/c/1' });
    github.user = { login: 'octocat', type: 'User' };
    expect((await upsert('latency', 'mine')).action).toBe('created');
    expect(github.comments.map((c) => [c.user.login, c.body])).toEqual([
      [BOT.login, `${commentMarker('latency')}\nold`],
      ['octocat', `${commentMarker('latency')}\nmine`],
    ]);
  });
});

describe('the comment body', () => {
  it('stays under GitHub’s limit and points to the job summary and artifact when shortened', () => {
    const endpoints = Array.from({ length: 12 }, (_, i) => ({
      name: `endpoint-${i}`,
      model: 'm',
      baseUrl: 'https://x/v1',
      reference: false,
    }));
    const cells = endpoints.flatMap((e) =>
      ['chat', 'essay', 'agent', 'summary', 'code'].flatMap((scenario) =>
        (['cold', 'warm'] as const).map((cache) =>
          cellResult({ endpoint: e.name, scenario, cache, ttftMs: 400, tokensPerSecond: 50, n: 30 }),
        ),
      ),
    );
    const big = results(cells, endpoints);
    const evaluation = { comparand: null, outcome: null, aa: null };
    const full = reportOfRun('big', big, evaluation, { maxChars: 400_000 });
    expect(full.length).toBeGreaterThan(65_536);
    const runUrl = 'https://github.example/octo/widgets/actions/runs/9/attempts/1';
    const body = `${commentMarker('streamgate')}\n${reportOfRun('big', big, evaluation, { links: { summary: runUrl, artifact: `${runUrl}#artifacts` } })}`;
    expect(body.length).toBeLessThan(65_536);
    expect(body).toContain(`[job summary](${runUrl})`);
    expect(body).toContain(`[results artifact](${runUrl}#artifacts)`);
  });
});
