// Stylesheets that a package the site depends on inserts into the page itself in the browser, as
// soon as its code runs there. Docusaurus runs every page's code in the browser, so the page has
// them; zapsite renders site components on the server and wakes only islands, so a page would lack
// them (FontAwesome's icons drawn at the SVG's full size). Bundled into the site's stylesheet
// instead, ahead of the site's own CSS, as the package puts its <style> ahead of the page's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Package name -> the stylesheet it ships with the same rules it inserts at run time. */
const RUNTIME_CSS: Record<string, string> = {
  '@fortawesome/fontawesome-svg-core': '@fortawesome/fontawesome-svg-core/styles.css',
};

/** Absolute paths of those stylesheets, for the packages the site's package.json depends on. */
export function injectedPackageCss(root: string): string[] {
  let manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  } catch {
    return [];
  }
  const deps = { ...manifest.devDependencies, ...manifest.dependencies };
  const require = createRequire(join(root, 'package.json'));
  return Object.entries(RUNTIME_CSS).flatMap(([name, css]) => {
    if (!(name in deps)) return [];
    try {
      return [require.resolve(css)];
    } catch {
      return []; // not installed: the build reports the package where site code imports it
    }
  });
}
