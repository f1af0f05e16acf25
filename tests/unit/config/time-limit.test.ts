// How long loading the config (or a sidebars file) may take: 10 s, unless ZAPSITE_SITE_CODE_TIMEOUT,
// which sets the limit on all site code, says otherwise (docs/CONTENT.md).
import { describe, expect, it } from 'vitest';
import { configTimeLimitMs, siteCodeLimitMs, wholeSiteLimitMs } from '../../../generator/site-code.ts';

describe('the config time limit', () => {
  it('is 10 s when ZAPSITE_SITE_CODE_TIMEOUT is not set, or not a number of seconds above 0', () => {
    for (const value of [undefined, '', '0', '-3', 'soon', 'Infinity'])
      expect(configTimeLimitMs({ ZAPSITE_SITE_CODE_TIMEOUT: value }), String(value)).toBe(10_000);
  });

  it('is what ZAPSITE_SITE_CODE_TIMEOUT sets, in seconds, decimals allowed', () => {
    expect(configTimeLimitMs({ ZAPSITE_SITE_CODE_TIMEOUT: '2' })).toBe(2000);
    expect(configTimeLimitMs({ ZAPSITE_SITE_CODE_TIMEOUT: '0.5' })).toBe(500);
    expect(configTimeLimitMs({ ZAPSITE_SITE_CODE_TIMEOUT: '120' })).toBe(120_000);
  });

  it("gives the site's Markdown plugins ten times the limit on site code", () => {
    expect(wholeSiteLimitMs({})).toBe(600_000);
    expect(wholeSiteLimitMs({ ZAPSITE_SITE_CODE_TIMEOUT: '2' })).toBe(20_000);
  });

  it('is shorter than the 60 s the rest of site code has by default; the variable sets both', () => {
    expect(siteCodeLimitMs({})).toBe(60_000);
    expect(siteCodeLimitMs({ ZAPSITE_SITE_CODE_TIMEOUT: '2' })).toBe(
      configTimeLimitMs({ ZAPSITE_SITE_CODE_TIMEOUT: '2' }),
    );
  });
});
