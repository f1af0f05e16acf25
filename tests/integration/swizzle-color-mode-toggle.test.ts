// A swizzled ColorModeToggle that wraps the original (a label beside zapsite's toggle) and renders at
// build time: the navbar draws it where Docusaurus's Navbar/ColorModeToggle goes, with Docusaurus's
// props, and its @theme-original is zapsite's toggle, still an island of its own. Clicking is
// tests/e2e/classic-swizzle-island.test.ts (a toggle of the site's own that hydrates).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: { colorMode: { respectPrefersColorScheme: true } },
};
`;

const WRAPPER = `import React from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';

export default function LabelledToggle(props) {
  return (
    <span className="lamp-mode" data-respects={String(props.respectPrefersColorScheme)} data-value={String(props.value)} data-changes={typeof props.onChange}>
      <small>Shade</small>
      <ColorModeToggle {...props} />
    </span>
  );
}
`;

const site = migratedSite('swizzle-color-mode-toggle', {
  'docusaurus.config.js': CONFIG,
  'src/pages/index.md': '# Lamps\n',
  'src/theme/ColorModeToggle/index.js': WRAPPER,
});

describe('a swizzled ColorModeToggle', () => {
  it("is drawn in the navbar with Docusaurus's props, around zapsite's toggle as its original", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-unused\]/);
    expect(site.built.code).toBe(0);
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    const right = home.slice(home.indexOf('navbar__items--right'));
    expect(right).toMatch(
      /<span class="lamp-mode" data-respects="true" data-value="null" data-changes="function"><small>Shade<\/small><script [^>]*>[^<]*<\/script><span class="navbar__color-mode" data-island="ColorModeToggle"/,
    );
    // Once: the wrapper in place of zapsite's toggle, not beside it.
    expect(right.match(/data-island="ColorModeToggle"/g)).toHaveLength(1);
  });
});
