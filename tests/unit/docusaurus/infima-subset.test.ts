// theme.infima: Infima's rules for classes, less what the theme styles (generator/bundle/site-css.ts).
import { describe, expect, it } from 'vitest';
import { infimaSubset, themeClasses } from '../../../generator/bundle/site-css.ts';

const INFIMA = `
:root { --ifm-spacing: 1rem; color-scheme: light; }
html[data-theme='dark'] { --ifm-spacing: 2rem; background: black; }
* { box-sizing: border-box; }
body, a { color: red; }
.row { display: flex; }
.col--6 { max-width: 50%; }
.card, .card__header { padding: 1rem; }
.button:hover, .button--lg { font-size: 2rem; }
.navbar__brand { display: flex; }
.markdown > h2 { margin: 0; }
@media (min-width: 997px) { .navbar { height: 60px; } .container { max-width: 1140px; } }
@media print { .menu { display: none; } }
@keyframes fade { from { opacity: 0; } to { opacity: 1; } }
`;

describe('infimaSubset', () => {
  const out = infimaSubset(INFIMA, themeClasses('.card{border:1px solid}.button:hover{color:blue}'));

  it('keeps rules for classes the theme leaves alone, and keyframes', () => {
    for (const kept of ['.row {', '.col--6 {', '.card__header {', '.button--lg {', '.container {', '@keyframes fade'])
      expect(out).toContain(kept);
  });

  it('drops selectors naming a class the theme styles, from shared rules too', () => {
    expect(out).not.toMatch(/\.card[ ,{]/);
    expect(out).not.toMatch(/\.button[:{ ,]/);
  });

  it('drops the parts the theme has its own markup for, bare elements, and empty media queries', () => {
    for (const gone of ['.navbar', '.markdown', '.menu', 'body', 'box-sizing', '@media print'])
      expect(out).not.toContain(gone);
    expect(out).toContain('@media (min-width: 997px)');
  });

  it('keeps only the variables of :root and the dark theme', () => {
    expect(out).toContain('--ifm-spacing: 1rem');
    expect(out).toContain('--ifm-spacing: 2rem');
    expect(out).not.toContain('color-scheme');
    expect(out).not.toContain('background: black');
  });
});
