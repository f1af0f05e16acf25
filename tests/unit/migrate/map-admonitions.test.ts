// `zapsite migrate` carries the content plugins' `admonitions` option (keywords of the site's own)
// over as one site-wide `markdown.admonitions`.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const site = (docs: Record<string, unknown>, blog: Record<string, unknown> | false = false) => ({
  title: 'Tap Station',
  url: 'https://tap.example',
  baseUrl: '/',
  presets: [['classic', { docs, blog }]],
});

describe("migrating the content plugins' admonitions", () => {
  it("writes the keywords of docs and blog as one list, beside Docusaurus's, and reports none left out", () => {
    const m = mapDocusaurusConfig(
      site({ admonitions: { keywords: ['learn', 'beta'] } }, { admonitions: { keywords: ['beta', 'release'] } }),
      '/nowhere',
    );
    expect((m.config.markdown as Record<string, unknown>).admonitions).toEqual({
      keywords: ['learn', 'beta', 'release'],
    });
    expect(m.unmapped.filter((u) => u.path.includes('admonitions'))).toEqual([]);
  });

  it('keeps extendDefaults: false, and writes nothing when no plugin names keywords', () => {
    const own = mapDocusaurusConfig(site({ admonitions: { keywords: ['learn'], extendDefaults: false } }), '/nowhere');
    expect((own.config.markdown as Record<string, unknown>).admonitions).toEqual({
      keywords: ['learn'],
      extendDefaults: false,
    });
    const plain = mapDocusaurusConfig(site({}), '/nowhere').config.markdown as Record<string, unknown> | undefined;
    expect(plain?.admonitions).toBeUndefined();
  });
});
