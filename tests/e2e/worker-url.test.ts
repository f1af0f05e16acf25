// `new URL('./x', import.meta.url)` in a site's interactive component, as webpack 5 (Docusaurus)
// reads it (tests/fixtures/worker-url): inside `new Worker(…)` the file is bundled as the worker's
// own script (its imports and TypeScript with it), a module worker when asked, and anywhere else
// the file is published as it is. Before, the URL named a file that was never written: a 404.
// A sound the component imports has one URL on both sides (before, .wav had no loader in the island).
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';
import { liveAndSettled } from './helpers/first-input.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'worker-url') });

describe('files named by new URL(…, import.meta.url)', () => {
  it('start the workers and fetch the file they name', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(served.server.origin + '/docs/');
      await liveAndSettled(page, 'Arithmetic');
      const output = page.locator('output');
      await page.getByRole('button', { name: 'Double it' }).click();
      await expect.poll(() => output.textContent()).toBe('doubled: 42');
      await page.getByRole('button', { name: 'Triple it' }).click();
      await expect.poll(() => output.textContent()).toBe('doubled: 42; tripled: 42');
      await page.getByRole('button', { name: 'Read the units' }).click();
      await expect.poll(() => output.textContent()).toBe('doubled: 42; tripled: 42; read: apples and pears');
      // The sound the component imports: one URL on the server and in the island, and a file there.
      const html = await (await fetch(served.server.origin + '/docs/')).text();
      const built = /<audio src="([^"]+)"/.exec(html)?.[1];
      expect(built).toMatch(/^\/assets\/mdx\/chime-[0-9a-f]{8}\.wav$/);
      expect(await page.locator('audio').getAttribute('src')).toBe(built);
      expect((await fetch(served.server.origin + built)).status).toBe(200);
      expect(failed).toEqual([]);
    });
  });
});
