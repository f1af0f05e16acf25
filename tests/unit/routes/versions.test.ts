import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readVersions, versionNameProblem } from '../../../generator/routes/versions.ts';
import type { DocsOptions } from '../../../generator/config/schema.ts';

const docs = (over: Partial<DocsOptions> = {}): DocsOptions =>
  ({
    path: 'content/docs',
    routeBasePath: 'docs',
    breadcrumbs: true,
    sidebarId: 'docs',
    includeCurrentVersion: true,
    versions: {},
    tocMinHeadingLevel: 2,
    tocMaxHeadingLevel: 3,
    ...over,
  }) as DocsOptions;

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});
async function site(versions?: string[]): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'zs-versions-'));
  if (versions) {
    await writeFile(join(root, 'versions.json'), JSON.stringify(versions));
    for (const v of versions) await mkdir(join(root, `versioned_docs/version-${v}`), { recursive: true });
  }
  return root;
}

describe('docs versions', () => {
  it('a site without versions.json has one version, current, at the docs base, with no badge or banner', async () => {
    const r = readVersions(await site(), docs());
    expect(r.versioned).toBe(false);
    expect(r.versions).toEqual([
      {
        name: 'current',
        label: 'Next',
        routeBase: 'docs',
        dir: 'content/docs',
        isLast: true,
        banner: null,
        badge: false,
        className: 'docs-version-current',
        noIndex: false,
      },
    ]);
  });

  it('gives Docusaurus defaults: last at the base, current at next (unreleased), older ones at their name (unmaintained)', async () => {
    const r = readVersions(await site(['3.0', '2.0']), docs());
    expect(r.versions.map((v) => [v.name, v.label, v.routeBase, v.banner, v.badge, v.isLast])).toEqual([
      ['current', 'Next', 'docs/next', 'unreleased', true, false],
      ['3.0', '3.0', 'docs', null, true, true],
      ['2.0', '2.0', 'docs/2.0', 'unmaintained', true, false],
    ]);
    expect(r.versions[1]!.sidebarFile).toBe('versioned_sidebars/version-3.0-sidebars.json');
  });

  it('takes "current" listed in versions.json as the docs folder, where the list puts it, as Docusaurus does', async () => {
    root = await mkdtemp(join(tmpdir(), 'zs-versions-'));
    await writeFile(join(root, 'versions.json'), JSON.stringify(['11.x', 'current', '10.x']));
    for (const v of ['11.x', '10.x']) await mkdir(join(root, `versioned_docs/version-${v}`), { recursive: true });
    const r = readVersions(root, docs({ lastVersion: 'current' }));
    expect(r.diagnostics).toEqual([]);
    expect(r.versions.map((v) => [v.name, v.dir, v.routeBase, v.banner, v.isLast])).toEqual([
      ['11.x', 'versioned_docs/version-11.x', 'docs/11.x', 'unreleased', false],
      ['current', 'content/docs', 'docs', null, true],
      ['10.x', 'versioned_docs/version-10.x', 'docs/10.x', 'unmaintained', false],
    ]);
    // Listed there, it is a version even when the options leave the docs folder's version out.
    const without = readVersions(root, docs({ includeCurrentVersion: false, lastVersion: 'current' }));
    expect(without.versions.map((v) => v.name)).toEqual(['11.x', 'current', '10.x']);
  });

  it('lets lastVersion, onlyIncludeVersions and per-version options override them', async () => {
    const r = readVersions(
      await site(['3.0', '2.0']),
      docs({
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '2.0'],
        versions: { '2.0': { path: 'old', banner: 'none', badge: false, className: 'x', noIndex: true } },
      }),
    );
    expect(r.versions.map((v) => [v.name, v.routeBase, v.banner, v.badge, v.className, v.noIndex])).toEqual([
      ['current', 'docs', null, true, 'docs-version-current', false],
      ['2.0', 'docs/old', null, false, 'x', true],
    ]);
  });

  it('a single included version shows no badge', async () => {
    const r = readVersions(await site(['3.0']), docs({ includeCurrentVersion: false }));
    expect(r.versions.map((v) => [v.name, v.routeBase, v.badge])).toEqual([['3.0', 'docs', false]]);
  });

  it('reports unknown names in the options, an empty selection and a missing folder', async () => {
    const dir = await site(['3.0']);
    expect(readVersions(dir, docs({ versions: { '9.0': {} } })).diagnostics[0]!.message).toBe(
      'docs.versions names unknown version "9.0".',
    );
    expect(
      readVersions(dir, docs({ onlyIncludeVersions: ['3.0'], lastVersion: 'current' })).diagnostics[0]!.message,
    ).toBe('docs.lastVersion "current" is not in docs.onlyIncludeVersions.');
    await writeFile(join(dir, 'versions.json'), '["3.0", "4.0"]');
    expect(readVersions(dir, docs()).diagnostics[0]).toMatchObject({
      file: 'versions.json',
      message: 'Version "4.0" is listed in versions.json but its folder versioned_docs/version-4.0/ does not exist.',
    });
    await writeFile(join(dir, 'versions.json'), '[]');
    expect(readVersions(dir, docs({ includeCurrentVersion: false })).diagnostics[0]!.message).toContain(
      'No docs version is left to build',
    );
  });

  it('checks names as Docusaurus does', () => {
    expect(versionNameProblem('2.15.0')).toBeUndefined();
    expect(versionNameProblem('a/b')).toContain('slash');
    expect(versionNameProblem('a\\b')).toContain('backslash');
    expect(versionNameProblem('x'.repeat(33))).toContain('longer than 32');
    expect(versionNameProblem('a:b')).toContain('file name');
    expect(versionNameProblem('.')).toContain('"." or ".."');
    expect(versionNameProblem('  ')).toContain('white space');
    expect(versionNameProblem(2)).toContain('must be strings');
  });
});
