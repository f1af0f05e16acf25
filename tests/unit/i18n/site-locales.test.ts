// siteLocales: each locale's label is the language's own name unless the config gives one, worked
// out only when read; reading, spreading, cloning and serialising all see the same value.
import { describe, expect, it } from 'vitest';
import { siteLocales } from '../../../generator/i18n/locales.ts';

const config = (localeConfigs: Record<string, { label?: string }> = {}) => ({
  url: 'https://example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs },
});

describe('siteLocales labels', () => {
  it("names each locale in its own language, capitalised, as Docusaurus's default label", () => {
    expect(siteLocales(config()).map((l) => l.label)).toEqual(['English', 'Français']);
  });

  it('keeps a label the config gives', () => {
    expect(siteLocales(config({ fr: { label: 'FR' } }))[1]!.label).toBe('FR');
  });

  it('shows the label to a spread, structuredClone and JSON alike', () => {
    const [, fr] = siteLocales(config());
    expect({ ...fr }.label).toBe('Français');
    expect(structuredClone(siteLocales(config())[1]!).label).toBe('Français');
    expect(JSON.parse(JSON.stringify(siteLocales(config())[1])).label).toBe('Français');
    expect(Object.keys(fr!)).toContain('label');
  });

  it('lets the label be set like any other field', () => {
    const [en] = siteLocales(config());
    en!.label = 'Anglais';
    expect(en!.label).toBe('Anglais');
  });
});
