// A site's own AnnouncementBar, ejected as Docusaurus 3's is, drawn above the navbar of every theme
// page in place of zapsite's, from the config's bar, as an island (it keeps state: closing it).
// Real CLI build of the classic fixture with a bar in its config.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { builtCopy } from './temp-site.ts';
import {
  EJECTED_ANNOUNCEMENT_BAR,
  EJECTED_ANNOUNCEMENT_BAR_CSS,
  withAnnouncementBar,
} from '../helpers/ejected-announcement-bar.ts';

const CONFIG = withAnnouncementBar(
  readFileSync(new URL('../fixtures/classic-site/zapsite.config.ts', import.meta.url), 'utf8'),
);

describe("a site's ejected AnnouncementBar", () => {
  const copy = builtCopy('classic-site', {
    'zapsite.config.ts': CONFIG,
    'src/theme/AnnouncementBar/index.jsx': EJECTED_ANNOUNCEMENT_BAR,
    'src/theme/AnnouncementBar/styles.module.css': EJECTED_ANNOUNCEMENT_BAR_CSS,
  });

  it("draws the site's bar, once, before the navbar, with Docusaurus's parts", async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-');
    for (const rel of ['docs/intro/index.html', 'blog/index.html']) {
      const body = (await copy.page(rel)).replace(/^[\s\S]*?<body/, '<body');
      expect(body).toMatch(
        /<div class="theme-announcement-bar [^" ]*announcementBar[^" ]* lamp-bar" role="banner"><div class="content_knG7">Lamp oil is <b>back<\/b> in stock\.<\/div><span class="lamp-note">Wicks trimmed<\/span><button type="button" aria-label="Close" class="clean-btn close closeButton_CVFx"><svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true"><g stroke="currentColor" stroke-width="3.1"><path d="[^"]+"><\/path><\/g><\/svg><\/button><\/div><\/div><nav aria-label="Main"/,
      );
      // Drawn once (zapsite's own bar is only the island's original, in its props).
      expect(body.split('<div class="theme-announcement-bar').length - 1).toBe(1);
      expect(body).toContain('data-island="SwizzledAnnouncementBar"');
    }
  });
});
