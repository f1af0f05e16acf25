// `future` in a Docusaurus config: migrate reads whether Docusaurus Faster's SWC loader compiles the
// site's scripts (its parser reads .js and .jsx as TypeScript), and reports the rest of it unread.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const typescriptInJs = (future: unknown) =>
  mapDocusaurusConfig({ title: 'Tap', url: 'https://tap.example', baseUrl: '/', future }, '/nowhere').config
    .typescriptInJs;

describe('migrating future', () => {
  it('turns typescriptInJs on when the SWC loader is, by any of the ways Docusaurus turns it on', () => {
    expect(typescriptInJs({ faster: true })).toBe(true);
    expect(typescriptInJs({ faster: { swcJsLoader: true, rspackBundler: true } })).toBe(true);
    expect(typescriptInJs({ v4: true })).toBe(true);
    expect(typescriptInJs({ v4: { fasterByDefault: true }, faster: {} })).toBe(true);
    // Before Docusaurus 3.10 the flag was experimental_faster.
    expect(typescriptInJs({ experimental_faster: true })).toBe(true);
  });

  it('leaves it off for Babel: no future, faster off, or SWC turned off by name', () => {
    expect(typescriptInJs(undefined)).toBeUndefined();
    expect(typescriptInJs({ faster: false, v4: true })).toBeUndefined();
    expect(typescriptInJs({ faster: { swcJsLoader: false }, v4: true })).toBeUndefined();
    expect(typescriptInJs({ faster: { rspackBundler: true } })).toBeUndefined();
    expect(typescriptInJs({ v4: { removeLegacyPostBuildHeadAttribute: true } })).toBeUndefined();
  });

  it('says what of future it reads', () => {
    const m = mapDocusaurusConfig(
      { title: 'Tap', url: 'https://tap.example', baseUrl: '/', future: { faster: true } },
      '/nowhere',
    );
    expect(m.mapped).toContain('typescriptInJs <- future.faster (SWC reads .js and .jsx files with TypeScript syntax)');
    expect(m.unmapped.find((u) => u.path[0] === 'future')?.reason).toContain("Docusaurus Faster's SWC loader");
    // v4 turns off Docusaurus's MDX 1 compatibility, which zapsite keeps: said, not passed off as a build flag.
    expect(m.unmapped.find((u) => u.path[0] === 'future')?.reason).toContain(
      "except v4's turning off of MDX 1 compatibility, which zapsite keeps on",
    );
  });
});
