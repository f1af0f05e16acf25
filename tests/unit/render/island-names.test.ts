// A site component is renamed only when a theme island has its name; the list of theme islands
// that decides it must be both themes' islands, or a new theme island would take a site's name.
import { describe, expect, it } from 'vitest';
import { islandEntries as zapsiteIslands } from '../../../theme/server.tsx';
import { islandEntries as classicIslands } from '../../../theme/classic/server.tsx';
import { ISLAND_NAME_RE, siteIslandName, THEME_ISLANDS } from '../../../theme/shared/island.ts';

describe('island names', () => {
  it('THEME_ISLANDS is every island of both themes', () => {
    expect([...THEME_ISLANDS].sort()).toEqual(
      [...new Set([...Object.keys(zapsiteIslands), ...Object.keys(classicIslands)])].sort(),
    );
  });

  it('a site component keeps its name unless a theme island has it', () => {
    expect(siteIslandName('TapCounter')).toBe('TapCounter');
    expect(siteIslandName('Step2')).toBe('Step2');
    expect(siteIslandName('Sidebar')).toBe('site.Sidebar');
    expect(siteIslandName('Tabs')).toBe('site.Tabs');
  });

  it('finds every island name in rendered HTML, digits and dots included', () => {
    const html = '<div data-island="Step2"></div><span data-island="site.Sidebar"></span><i data-island="Tabs"></i>';
    expect([...html.matchAll(ISLAND_NAME_RE)].map((m) => m[1])).toEqual(['Step2', 'site.Sidebar', 'Tabs']);
  });
});
