// A site's Navbar/ColorModeToggle wrapper (apache/opendal's adds a class of its own): Docusaurus's
// Navbar/Content draws the toggle through @theme/Navbar/ColorModeToggle, given its className, so
// the site's file draws it, around the theme's toggle (its @theme-original). Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const WRAPPER = `import ColorModeToggle from '@theme-original/Navbar/ColorModeToggle';

export default function LampToggle(props) {
  return <ColorModeToggle {...props} className={['lamp-toggle', props.className].filter(Boolean).join(' ')} />;
}
`;

describe("a site's swizzled Navbar/ColorModeToggle", () => {
  const copy = builtCopy('classic-site', { 'src/theme/Navbar/ColorModeToggle/index.jsx': WRAPPER });

  it("draws the navbar's toggle through the site's wrapper, with Docusaurus's className and the site's", async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-unused');
    const html = await copy.page('docs/intro/index.html');
    const right = html.slice(html.indexOf('navbar__items--right'), html.indexOf('</nav>'));
    expect(right).toMatch(
      /<div class="toggle_vylO lamp-toggle colorModeToggle_DEke"><button[^>]*class="clean-btn toggleButton_gllP"/,
    );
    // Still the theme's toggle island, once.
    expect(right.split('data-island="ColorModeToggle"').length - 1).toBe(1);
  });
});
