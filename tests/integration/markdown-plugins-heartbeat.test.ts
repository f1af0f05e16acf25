// The site's Markdown plugins see every file in flight at once; each file is started on a turn of
// its own (content/in-flight.ts), so the watchdog's heartbeat runs between files and only one file
// that works past the limit is stopped, not a site whose files add up to it. Twelve docs, each
// keeping a remark plugin busy for 0.6 s, under a 0.5 s limit (5 s for Markdown plugins): 7.2 s in
// all. A real CLI build, watched as `zapsite build` is.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite, type Run } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

const BUSY = '() => () => { const end = Date.now() + 600; while (Date.now() < end) {} }';

describe('Markdown plugins busy on every file', () => {
  let site: TempSite;
  let build: Run;

  beforeAll(async () => {
    site = await copyFixture('mdx-site');
    for (let i = 1; i <= 12; i++)
      await put(site.root, `content/docs/lamp-${i}.md`, `# Lamp ${i}\n\nWick number ${i}.\n`);
    const config = join(site.root, 'zapsite.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace('blog: false,', `blog: false,\n  docs: { remarkPlugins: [${BUSY}] },`),
    );
    build = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')], {
      ZAPSITE_SITE_CODE_TIMEOUT: '0.5',
      ZAPSITE_WORKERS: '0',
    });
  }, 120_000);
  afterAll(() => site.remove());

  it('builds: no one file ran past the limit, though all of them together did', () => {
    expect(build.stderr).not.toContain('site-timeout');
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toContain('Built ');
  });
});
