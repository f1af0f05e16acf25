// What a doc's last-update line shows (content/last-update.ts): each part only when its option is
// on, front matter `last_update` before the last commit, as Docusaurus's readLastUpdateData; the
// front matter checks beside it (validate/front-matter-keys.ts).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastCommits, lastUpdateOf } from '../../../generator/content/last-update.ts';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';
import { frontMatterKeyWarnings } from '../../../generator/validate/front-matter-keys.ts';

const commit = { at: Date.UTC(2026, 1, 3), by: 'Ada Wick' };
const both = { time: true, author: true };

describe("a doc's last update", () => {
  it('shows the parts the options ask for, from the last commit', () => {
    expect(lastUpdateOf(both, {}, commit)).toEqual(commit);
    expect(lastUpdateOf({ time: true, author: false }, {}, commit)).toEqual({ at: commit.at });
    expect(lastUpdateOf({ time: false, author: true }, {}, commit)).toEqual({ by: 'Ada Wick' });
    expect(lastUpdateOf({ time: false, author: false }, {}, commit)).toBeUndefined();
  });

  it('takes front matter last_update first, a date as text or as a date', () => {
    expect(lastUpdateOf(both, { last_update: { date: '2025-12-24', author: 'The guild' } }, commit)).toEqual({
      at: Date.UTC(2025, 11, 24),
      by: 'The guild',
    });
    expect(lastUpdateOf(both, { last_update: { date: new Date(Date.UTC(2024, 0, 2)) } }, commit)).toEqual({
      at: Date.UTC(2024, 0, 2),
      by: 'Ada Wick',
    });
    // A file git does not track, with nothing in its front matter, shows no line.
    expect(lastUpdateOf(both, { last_update: { date: 'not a date' } }, undefined)).toBeUndefined();
  });

  it('is carried over by migrate beside an editUrl function, which is still reported', () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        presets: [
          ['classic', { docs: { editUrl: () => 'https://x.example/', showLastUpdateAuthor: true }, blog: false }],
        ],
      },
      '/nowhere',
    );
    expect(m.config.docs).toMatchObject({ showLastUpdateAuthor: true });
    expect(m.config.docs).not.toHaveProperty('editUrl');
    expect(m.unmapped.map((u) => u.path.join('.'))).toEqual(['docs.editUrl']);
  });

  it('is carried over by migrate from the docs options', () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Tap Station',
        url: 'https://tap.example',
        baseUrl: '/',
        presets: [['classic', { docs: { showLastUpdateTime: true, showLastUpdateAuthor: false }, blog: false }]],
      },
      '/nowhere',
    );
    expect(m.config.docs).toMatchObject({ showLastUpdateTime: true, showLastUpdateAuthor: false });
    expect(m.unmapped.filter((u) => u.path.join('.').includes('showLastUpdate'))).toEqual([]);
  });

  it("reads each file's newest commit from git, again after a new commit, and nothing outside git", async () => {
    const repo = mkdtempSync(join(tmpdir(), 'zapsite-last-update-'));
    try {
      const commit = (when: string, who: string) =>
        execFileSync(
          'git',
          ['-c', `user.name=${who}`, '-c', 'user.email=a@example.org', 'commit', '-qam', 'x', '--no-verify'],
          {
            cwd: repo,
            env: { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when },
          },
        );
      const docs = join(repo, 'docs');
      mkdirSync(join(docs, 'guide'), { recursive: true });
      const [a, b] = [join(docs, 'a.md'), join(docs, 'guide', 'b.md')];
      writeFileSync(a, '# A\n');
      writeFileSync(b, '# B\n');
      expect(await lastCommits(docs, [a, b])).toEqual(new Map());
      execFileSync('git', ['init', '-q'], { cwd: repo });
      execFileSync('git', ['add', '-A'], { cwd: repo });
      commit('2026-02-03T10:00:00Z', 'Ada Wick');
      const first = { at: Date.UTC(2026, 1, 3, 10), by: 'Ada Wick' };
      expect(await lastCommits(docs, [a, b])).toEqual(
        new Map([
          [a, first],
          [b, first],
        ]),
      );
      writeFileSync(b, '# B, again\n');
      commit('2026-03-09T23:30:00Z', 'Ben Flint');
      expect(await lastCommits(docs, [a, b])).toEqual(
        new Map([
          [a, first],
          [b, { at: Date.UTC(2026, 2, 9, 23, 30), by: 'Ben Flint' }],
        ]),
      );
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe("a doc's last_update Docusaurus would refuse", () => {
  const doc = (front: string, frontMatter: Record<string, unknown>) =>
    ({
      pages: [
        {
          url: '/docs/a/',
          layout: 'doc',
          frontMatter,
          source: { kind: 'doc', relPath: 'docs/a.md', text: `---\n${front}\n---\n\n# A\n` },
        },
      ],
    }) as unknown as Parameters<typeof frontMatterKeyWarnings>[0];

  it('is an error at its line, saying what is wrong; a valid one says nothing', () => {
    const bad = frontMatterKeyWarnings(
      doc('title: A\nlast_update:\n  date: soon', { title: 'A', last_update: { date: 'soon' } }),
    );
    expect(bad).toMatchObject([
      { severity: 'error', code: 'front-matter-last-update', file: 'docs/a.md', line: 3, sourceLine: 'last_update:' },
    ]);
    expect(bad[0]!.message).toContain('has a date that is not one ("soon")');
    expect(frontMatterKeyWarnings(doc('last_update: {}', { last_update: {} }))[0]!.message).toContain(
      'needs a date, an author or both',
    );
    expect(frontMatterKeyWarnings(doc('last_update: { author: Ada }', { last_update: { author: 'Ada' } }))).toEqual([]);
  });
});

describe('a front matter key nothing reads, written in many files', () => {
  it('is one warning where it is first written, every file with it listed as affected', () => {
    const page = (name: string) => ({
      url: `/docs/${name}/`,
      layout: 'doc',
      frontMatter: { title: name, contributors: ['ada'] },
      source: { kind: 'doc', relPath: `docs/${name}.md`, text: `---\ntitle: ${name}\ncontributors: [ada]\n---\n` },
    });
    const graph = { pages: ['a', 'b', 'c'].map(page) } as unknown as Parameters<typeof frontMatterKeyWarnings>[0];
    expect(frontMatterKeyWarnings(graph)).toMatchObject([
      {
        code: 'front-matter-unread',
        file: 'docs/a.md',
        line: 3,
        sourceLine: 'contributors: [ada]',
        affects: ['docs/a.md', 'docs/b.md', 'docs/c.md'],
      },
    ]);
  });
});

describe('a front matter key Docusaurus reads in that kind of file', () => {
  const file = (kind: string, relPath: string, key: string) => ({
    url: `/${relPath}/`,
    layout: kind === 'blog' ? 'blog-post' : kind,
    frontMatter: { title: 'A', [key]: 'x' },
    source: { kind, relPath, text: `---\ntitle: A\n${key}: x\n---\n` },
  });
  const said = (kind: string, relPath: string, key: string) =>
    frontMatterKeyWarnings({ pages: [file(kind, relPath, key)] } as unknown as Parameters<
      typeof frontMatterKeyWarnings
    >[0])[0]!.message;

  it("is called Docusaurus's by Docusaurus 3.10's schema of that kind, else unknown", () => {
    // The blog's sidebar label and meta title, and the MDX loader's `mdx` in any file.
    expect(said('blog', 'blog/a.md', 'sidebar_label')).toContain(
      'zapsite does not read the front matter key "sidebar_label" in blog posts',
    );
    expect(said('blog', 'blog/a.md', 'title_meta')).toContain('zapsite does not read');
    expect(said('doc', 'docs/a.md', 'mdx')).toContain('zapsite does not read the front matter key "mdx" in docs');
    // `format` is no front matter key of Docusaurus's: its MDX loader reads `mdx.format`.
    expect(said('doc', 'docs/a.md', 'format')).toBe(
      'Unknown front matter key "format": neither zapsite nor the site\'s code reads it, so it has no effect.',
    );
    expect(said('page', 'src/pages/a.md', 'author_url')).toBe(
      'Unknown front matter key "author_url": neither zapsite nor the site\'s code reads it, so it has no effect.',
    );
  });
});
