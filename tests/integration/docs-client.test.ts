// @docusaurus/plugin-content-docs/client and the docs plugin's global data, built by the real CLI
// on a site with two docs instances (the default docs, and "community" with a released version
// 1.0 at its base and its current docs at /community/next/) under the base URL /shelf/. One
// component (tests/fixtures/docs-client/src/components/DocsProbe.tsx) writes what the hooks return
// as JSON, in MDX docs of each instance and version and on a React page outside the docs; an
// interactive one reads the data in the browser, which only its own island's code carries.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zapsite, type Run } from '../helpers/cli.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'" };

/** What DocsProbe wrote on the page at `url`. */
async function probe(out: string, url: string): Promise<Record<string, unknown>> {
  const html = await readFile(join(out, url, 'index.html'), 'utf8');
  const text = /<pre id="docs-probe">([^<]*)<\/pre>/.exec(html)?.[1];
  if (text === undefined) throw new Error(`no probe on ${url}`);
  return JSON.parse(text.replace(/&quot;|&amp;|&lt;|&gt;|&#x27;/g, (e) => ENTITIES[e]!)) as Record<string, unknown>;
}

// The community instance's data, as Docusaurus's docs plugin gives it to setGlobalData: its
// path, each version (current first) with its docs by id, its drafts' ids and each sidebar's first link.
const COMMUNITY = {
  path: '/shelf/community',
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: false,
      path: '/shelf/community/next',
      mainDocId: 'intro',
      docs: [
        { id: 'intro', path: '/shelf/community/next/intro', sidebar: 'people' },
        { id: 'meetups', path: '/shelf/community/next/meetups', sidebar: 'people' },
      ],
      draftIds: ['plans'],
      // The sidebars file labels the item "Hello".
      sidebars: { people: { link: { path: '/shelf/community/next/intro', label: 'Hello' } } },
    },
    {
      name: '1.0',
      label: '1.0',
      isLast: true,
      path: '/shelf/community',
      mainDocId: 'intro',
      docs: [{ id: 'intro', path: '/shelf/community/intro', sidebar: 'people' }],
      draftIds: [],
      // An item the file does not label is labelled by its id.
      sidebars: { people: { link: { path: '/shelf/community/intro', label: 'intro' } } },
    },
  ],
  breadcrumbs: false,
};

const COMMUNITY_INTRO = {
  current: { id: 'intro', path: '/shelf/community/next/intro', sidebar: 'people' },
  '1.0': { id: 'intro', path: '/shelf/community/intro', sidebar: 'people' },
};

describe('@docusaurus/plugin-content-docs/client', () => {
  let site: TempSite;
  let run: Run;
  let out: string;
  beforeAll(async () => {
    site = await copyFixture('docs-client');
    out = join(site.dir, 'out');
    run = await zapsite(['build', '--root', site.root, '--out', out]);
  });
  afterAll(() => site.remove());

  it('builds the site whose pages import the docs hooks', () => {
    expect(run.stderr + run.stdout).not.toMatch(/error\[|unknown-docusaurus-module/);
    expect(run.code).toBe(0);
  });

  it('gives useGlobalData and usePluginData every instance, in the shape Docusaurus gives', async () => {
    const data = await probe(out, 'docs/intro');
    expect(data.instances).toEqual(['default', 'community']);
    expect(data.globalData).toEqual(['default', 'community']);
    expect(data.community).toEqual(COMMUNITY);
    expect(data.defaultPath).toBe('/shelf/docs');
  });

  it('finds the default docs, their version and the doc on a default doc page', async () => {
    expect(await probe(out, 'docs/intro')).toEqual(
      expect.objectContaining({
        activePlugin: { pluginId: 'default', path: '/shelf/docs' },
        activePluginAndVersion: { pluginId: 'default', version: 'current' },
        activeVersion: 'current',
        contextVersion: 'current',
        activeDoc: { id: 'intro', path: '/shelf/docs/intro', sidebar: 'docs' },
        alternateDocVersions: { current: { id: 'intro', path: '/shelf/docs/intro', sidebar: 'docs' } },
        versions: ['current|Next|/shelf/docs|true'],
        latestVersion: 'current',
        latestDocSuggestion: { id: 'intro', path: '/shelf/docs/intro', sidebar: 'docs' },
        latestVersionSuggestion: 'current',
      }),
    );
  });

  it("lists a generated index among the version's docs, and picks the main doc and first links as Docusaurus does", async () => {
    expect((await probe(out, 'probe')).default).toEqual({
      path: '/shelf/docs',
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/shelf/docs',
          // No doc at the version's root: the first doc of the first sidebar.
          mainDocId: 'guide/setup',
          // Docs by id, then the generated index (its id is its slug).
          docs: [
            { id: 'guide/setup', path: '/shelf/docs/guide/setup', sidebar: 'docs' },
            { id: 'intro', path: '/shelf/docs/intro', sidebar: 'docs' },
            { id: '/category/guide', path: '/shelf/docs/category/guide', sidebar: 'docs' },
          ],
          draftIds: [],
          // The autogenerated sidebar opens with the Guide category, whose page is a generated index.
          sidebars: { docs: { link: { path: '/shelf/docs/category/guide', label: 'Guide' } } },
        },
      ],
      breadcrumbs: true,
    });
  });

  it("finds the community instance's released version at its base", async () => {
    expect(await probe(out, 'community/intro')).toEqual(
      expect.objectContaining({
        activePlugin: { pluginId: 'community', path: '/shelf/community' },
        activePluginAndVersion: { pluginId: 'community', version: '1.0' },
        activeVersion: '1.0',
        activeDoc: { id: 'intro', path: '/shelf/community/intro', sidebar: 'people' },
        alternateDocVersions: COMMUNITY_INTRO,
        versions: ['current|Next|/shelf/community/next|false', '1.0|1.0|/shelf/community|true'],
        latestVersion: '1.0',
        latestDocSuggestion: COMMUNITY_INTRO['1.0'],
        latestVersionSuggestion: '1.0',
      }),
    );
  });

  it('finds the current version under /next/ and suggests the latest version of the same doc', async () => {
    expect(await probe(out, 'community/next/intro')).toEqual(
      expect.objectContaining({
        activePlugin: { pluginId: 'community', path: '/shelf/community' },
        activePluginAndVersion: { pluginId: 'community', version: 'current' },
        activeVersion: 'current',
        activeDoc: COMMUNITY_INTRO.current,
        alternateDocVersions: COMMUNITY_INTRO,
        latestVersion: '1.0',
        latestDocSuggestion: COMMUNITY_INTRO['1.0'],
      }),
    );
  });

  it('gives undefined outside every docs instance, where Docusaurus does, and the default docs when asked', async () => {
    expect(await probe(out, 'probe')).toEqual(
      expect.objectContaining({
        activePlugin: 'undefined',
        activePluginAndVersion: 'undefined',
        activeVersion: 'undefined',
        contextVersion: 'undefined',
        activeDoc: 'undefined',
        alternateDocVersions: {},
        // useVersions(undefined) and the rest read the default instance.
        versions: ['current|Next|/shelf/docs|true'],
        latestVersion: 'current',
        latestDocSuggestion: 'undefined',
        latestVersionSuggestion: 'current',
        instances: ['default', 'community'],
      }),
    );
  });

  it("ships the data to the browser only in the code of the island that reads it, loaded only by its page's", async () => {
    const js = join(out, 'assets/js');
    const holding = [];
    for (const name of await readdir(js))
      if ((await readFile(join(js, name), 'utf8')).includes('/shelf/community/next/meetups')) holding.push(name);
    expect(holding).toEqual([expect.stringMatching(/^island-VersionPicker-.*\.js$/)]);
    const islands = async (url: string) =>
      /<script type="application\/json" id="zs-islands">([^<]*)/.exec(
        await readFile(join(out, url, 'index.html'), 'utf8'),
      )?.[1] ?? '';
    expect(await islands('community/next/meetups')).toContain(holding[0]);
    // The island rendered on the server with the page's version.
    expect(await readFile(join(out, 'community/next/meetups/index.html'), 'utf8')).toContain(
      'id="version-picker" data-active="current"',
    );
    for (const url of ['docs/intro', 'community/intro', 'probe', 'docs/guide/setup'])
      expect(await islands(url)).not.toContain('VersionPicker');
  });
});

describe('the docs data in a warm build', () => {
  let site: TempSite | undefined;
  afterEach(async () => {
    await site?.remove();
    site = undefined;
  });
  const kept = /bundle .*files, unchanged: kept from the last build\n/;
  async function build(s: TempSite): Promise<string> {
    const r = await zapsite(['build', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    return r.stdout;
  }
  /** A fixture with a node_modules folder to keep its cache in. */
  async function warmable(name: string): Promise<TempSite> {
    site = await copyFixture(name);
    await mkdir(join(site.root, 'node_modules'));
    return site;
  }

  it('bundles the islands again when a doc is added and an island reads the docs data', async () => {
    const s = await warmable('docs-client');
    await build(s);
    expect(await build(s)).toMatch(kept);
    await writeFile(join(s.root, 'community/faq.md'), '# FAQ\n\nAsk away.\n');
    expect(await build(s)).not.toMatch(kept);
    expect(await build(s)).toMatch(kept);
    const js = join(s.dir, 'out/assets/js');
    const island = (await readdir(js)).find((n) => n.startsWith('island-VersionPicker-'))!;
    expect(await readFile(join(js, island), 'utf8')).toContain('/shelf/community/next/faq');
  });

  it('keeps the islands bundle when a doc is added and no island reads the docs data', async () => {
    const s = await warmable('mdx-site');
    await build(s);
    await writeFile(join(s.root, 'content/docs/added.md'), '# Added\n\nOne more page.\n');
    expect(await build(s)).toMatch(kept);
  });
});
