// Docusaurus client modules on a built classic site: the config's `clientModules` (a script that
// adds a badge styled by its CSS module, and a stylesheet) and a local plugin's `getClientModules`
// (a path relative to the plugin's folder, without its extension: `./zoom-client` is zoom-client.mjs,
// as webpack's `resolve.extensions` finds it for Docusaurus). On a page with no island, the modules run in the
// browser in Docusaurus's order (the plugin's first, the config's after), their `onRouteUpdate` then
// `onRouteDidUpdate` are called once with `previousLocation: null` as on a first load, and both
// stylesheets apply; useRouteContext() there names the docs plugin. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { classicSiteWith } from './helpers/site.ts';

const LIFECYCLE = `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useRouteContext from '@docusaurus/useRouteContext';
import styles from './badge.module.css';

const calls = [];
if (ExecutionEnvironment.canUseDOM) {
  const badge = document.createElement('p');
  badge.id = 'client-badge';
  badge.className = styles.badge;
  badge.textContent = 'Added by a client module';
  document.querySelector('main').prepend(badge);
  // In the browser the route's plugin is read off the page's <html> classes.
  const { plugin } = useRouteContext();
  document.body.dataset.route = plugin.name + ' ' + plugin.id;
}

export function onRouteUpdate({ location, previousLocation }) {
  calls.push('update ' + location.pathname + ' ' + previousLocation);
}

export function onRouteDidUpdate({ location, previousLocation }) {
  calls.push('did ' + location.pathname + ' ' + previousLocation);
  document.body.dataset.clientCalls = calls.join('|');
}
`;

const PLUGIN = `module.exports = function zoomPlugin() {
  return { name: 'zoom-plugin', getClientModules: () => ['./zoom-client'] };
};
`;

// A default export holding the lifecycle, as Docusaurus's own client modules are written.
const ZOOM = `export default {
  onRouteDidUpdate() {
    document.body.dataset.zoom = document.body.dataset.clientCalls ? 'after the site' : 'before the site';
  },
};
`;

const served = servedForTests({
  server: () =>
    classicSiteWith(
      "clientModules: ['./src/client/lifecycle.js', './src/css/print.css'],\n  plugins: ['./src/plugins/zoom'],",
      {
        'src/client/lifecycle.js': LIFECYCLE,
        'src/client/badge.module.css': '.badge { outline: 3px solid rgb(1, 2, 3); }\n',
        'src/css/print.css': '#client-badge { letter-spacing: 3px; }\n',
        'src/plugins/zoom/index.js': PLUGIN,
        'src/plugins/zoom/zoom-client.mjs': ZOOM,
      },
    ),
});

describe('client modules', () => {
  it('run on a page with no island, in order, with the first load lifecycles, their styles applied', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/intro/');
      await page.waitForFunction(() => document.body.dataset.zoom !== undefined, undefined, { timeout: 30_000 });
      await expect(page.evaluate(() => document.body.dataset.clientCalls)).resolves.toBe(
        'update /docs/intro/ null|did /docs/intro/ null',
      );
      await expect(page.evaluate(() => document.body.dataset.zoom)).resolves.toBe('before the site');
      await expect(page.evaluate(() => document.body.dataset.route)).resolves.toBe(
        'docusaurus-plugin-content-docs default',
      );
      const badge = page.locator('main #client-badge');
      await expect(badge.innerText()).resolves.toBe('Added by a client module');
      await expect(badge.evaluate((e) => getComputedStyle(e).outlineColor)).resolves.toBe('rgb(1, 2, 3)');
      await expect(badge.evaluate((e) => getComputedStyle(e).letterSpacing)).resolves.toBe('3px');
    });
  });
});
