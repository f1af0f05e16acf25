// What bin/zapsite.js runs once it has checked the Node version. The CLI runs TypeScript directly.
// Node's compile cache keeps the stripped and compiled modules between runs (in the OS temp folder),
// which halves start-up: 0.48 s to 0.27 s for `zapsite --help` on the 2-core CI machine.
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
// React picks its production or development build from NODE_ENV when first imported; a build
// renders pages for visitors, so production unless the caller says otherwise.
process.env.NODE_ENV ??= 'production';

// The CLI bundled into one file (cli/bundle.ts) while it matches the sources, bundled again when
// it does not. ZAPSITE_BUNDLE=0 runs the sources themselves.
let entry = '../cli/main.ts';
if (process.env.ZAPSITE_BUNDLE !== '0') {
  const { freshBundle, bundleCli } = await import('../cli/bundle.ts');
  try {
    entry = freshBundle() ?? (await bundleCli());
  } catch (error) {
    console.error(`note: running zapsite from its sources; it could not be bundled: ${error.message}`);
  }
}
await import(entry);
