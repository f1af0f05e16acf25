// @theme/BackToTopButton: a React page that renders it gets the docs page's button (which the
// classic theme's script starts wherever it is), and a site's own BackToTopButton, wrapping the
// original, is drawn on docs pages in place of zapsite's. Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const BUTTON =
  '<button type="button" aria-label="Scroll back to top" class="clean-btn theme-back-to-top-button backToTopButton_sjWU"></button>';

describe('the back-to-top button as a module and as a swizzle', () => {
  const copy = builtCopy('classic-site', {
    'src/pages/kiln.jsx': `import Layout from '@theme/Layout';
import BackToTopButton from '@theme/BackToTopButton';
export default function Kiln() {
  return <Layout title="Kiln"><p>Fire slowly.</p><BackToTopButton /></Layout>;
}
`,
    'src/theme/BackToTopButton/index.jsx': `import BackToTopButton from '@theme-original/BackToTopButton';
export default function LampBackToTop() {
  return <div className="lamp-top"><BackToTopButton /></div>;
}
`,
  });

  it("draws the button on a React page, through the site's own", async () => {
    expect(copy.build.code).toBe(0);
    expect(await copy.page('kiln/index.html')).toContain(`<p>Fire slowly.</p><div class="lamp-top">${BUTTON}</div>`);
  });

  it("draws the site's button on docs pages, once", async () => {
    const html = await copy.page('docs/intro/index.html');
    expect(html).toContain(`<div class="docsWrapper_hBAB"><div class="lamp-top">${BUTTON}</div>`);
    expect(html.split('theme-back-to-top-button').length - 1).toBe(1);
    expect(copy.build.stderr).not.toContain('swizzle-');
  });
});
