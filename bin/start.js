// What bin/zapsite.js runs once it has checked the Node version. In this repository the CLI runs
// its TypeScript sources (bundled into node_modules/.cache while they match, cli/bundle.ts); the
// installed package has no sources and runs dist/, compiled when it was packed
// (scripts/build-package.ts), because Node does not strip types inside node_modules.
// Node's compile cache keeps the compiled modules between runs (in the OS temp folder),
// which halves start-up: 0.48 s to 0.27 s for `zapsite --help` on the 2-core CI machine.
import { existsSync } from 'node:fs';
import module, { enableCompileCache } from 'node:module';
import { fromSources } from './node-version.js';
import { restartForBatch } from './v8-restart.js';

// Before anything else loads: a batch command may start again with its start-up V8 flags.
restartForBatch(process);
enableCompileCache?.();
// React picks its production or development build from NODE_ENV when first imported; a build
// renders pages for visitors, so production unless the caller says otherwise.
process.env.NODE_ENV ??= 'production';

if (!fromSources(existsSync)) {
  // Stack traces name our sources (the bundles' maps), not the compiled chunks.
  if (module.setSourceMapsSupport) module.setSourceMapsSupport(true);
  else process.setSourceMapsEnabled(true);
  await import('../dist/main.mjs');
} else {
  // The CLI bundled into one file (cli/bundle.ts) while it matches the sources, bundled again when
  // it does not. ZAPSITE_BUNDLE=0 runs the sources themselves.
  let entry = '../cli/main.ts';
  if (process.env.ZAPSITE_BUNDLE !== '0') {
    const { freshBundle, bundleCli, RUNNING_BUNDLE_KEY } = await import('../cli/bundle.ts');
    try {
      entry = freshBundle() ?? (await bundleCli());
      globalThis[Symbol.for(RUNNING_BUNDLE_KEY)] = entry;
    } catch (error) {
      console.error(`note: running zapsite from its sources; it could not be bundled: ${error.message}`);
    }
  }
  await import(entry);
}
