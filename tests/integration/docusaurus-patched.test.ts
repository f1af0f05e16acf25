// A site that patches Docusaurus's own packages (patch-package's and pnpm's patch files under
// patches/) gets one located warning per patch, naming the package and the files the patch changes:
// zapsite runs none of Docusaurus's code, so those changes are not in its build. The patches here
// are our own, in the shape those tools write.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const PATCH_PACKAGE = `diff --git a/node_modules/@docusaurus/mdx-loader/lib/remark/headings/index.js b/node_modules/@docusaurus/mdx-loader/lib/remark/headings/index.js
index 1111111..2222222 100644
--- a/node_modules/@docusaurus/mdx-loader/lib/remark/headings/index.js
+++ b/node_modules/@docusaurus/mdx-loader/lib/remark/headings/index.js
@@ -1,3 +1,3 @@
-const keepCase = false;
+const keepCase = true;
`;

const PNPM = `diff --git a/lib/client/exports/Link.js b/lib/client/exports/Link.js
--- a/lib/client/exports/Link.js
+++ b/lib/client/exports/Link.js
@@ -1 +1 @@
-const prefetch = true;
+const prefetch = false;
`;

const site = builtCopy('classic-site', {
  'patches/@docusaurus+mdx-loader+3.10.1.patch': PATCH_PACKAGE,
  'patches/@docusaurus__core@3.10.1.patch': PNPM,
  // Another package's patch is no concern of zapsite's.
  'patches/left-pad+1.3.0.patch': PNPM,
});

describe("a site that patches Docusaurus's own code", () => {
  it('is warned once per patch, at the patch, with the files it changes, and still builds', () => {
    const text = site.build.stdout + site.build.stderr;
    expect(site.build.code).toBe(0);
    const warnings = text.match(/^warning\[docusaurus-patched\]/gm) ?? [];
    expect(warnings).toHaveLength(2);
    expect(text).toContain(
      "The site patches @docusaurus/mdx-loader (lib/remark/headings/index.js). zapsite runs none of Docusaurus's code",
    );
    expect(text).toContain('--> patches/@docusaurus+mdx-loader+3.10.1.patch:1:1');
    expect(text).toContain('The site patches @docusaurus/core (lib/client/exports/Link.js).');
    expect(text).not.toContain('left-pad');
  });
});
