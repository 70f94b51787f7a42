/**
 * Where the documentation a sentence cites is published. A comment, a job summary or a log is read in the consumer's
 * repository, which has no `docs/` of streamgate's: a path like `docs/design/gate.md` names nothing there. Sentences
 * cite the released page instead, the repository's file at this version's tag, so the page read is the one that
 * describes the version that ran. The repository comes from package.json's `repository`, the version from its
 * `version` (the release workflow checks that the tag equals it, docs/releasing.md).
 */
import pkg from '../../package.json' with { type: 'json' };

/** The pages sentences cite: a test holds each to a file under docs/. */
export const DOCS_PAGES = [
  'action.md',
  'agents.md',
  'conformance.md',
  'design/gate.md',
  'history.md',
  'quality.md',
  'telemetry.md',
] as const;
export type DocsPage = (typeof DOCS_PAGES)[number];

/** `git+https://github.com/o/r.git` (package.json's form) → `https://github.com/o/r`. */
export function repositoryWebUrl(url: string): string {
  return url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}

/** `https://github.com/streamgate/streamgate`. */
export const REPOSITORY_URL = repositoryWebUrl(pkg.repository.url);

/** The documentation of the version that runs: `https://github.com/streamgate/streamgate/blob/v0.1.0/docs`. */
export const DOCS_URL = `${REPOSITORY_URL}/blob/v${pkg.version}/docs`;

/**
 * A cited page's address, written bare (GitHub links it): a sentence is escaped for Markdown, which turns `#` into an
 * entity, so there is no `#anchor`; a sentence names the section in words.
 */
export function docsUrl(page: DocsPage): string {
  return `${DOCS_URL}/${page}`;
}
