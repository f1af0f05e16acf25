// The unit and integration files that run isolated (vitest.config.ts): each stubs a global (fetch),
// installs fake timers, sets an environment variable, mocks a module (vi.mock) or builds site code
// that assigns a global in the test's own process, so it gets a fresh module graph and nothing it
// replaces can reach another file. The other files of those lanes share one module graph per
// worker: a fresh process per file spent more time importing the generator than the small files
// spend testing it (about 0.6 CPU-s per integration file).
// tests/unit/vitest-projects.test.ts fails when a file that replaces something is missing here.
export const UNIT_ISOLATED = [
  'tests/unit/cli/v8-policy.test.ts',
  'tests/unit/load-module.test.ts',
  'tests/unit/dev/watch-queue.test.ts',
  'tests/unit/navigation-page-store.test.ts',
  'tests/unit/search-insights.test.ts',
];

export const INTEGRATION_ISOLATED = [
  'tests/integration/barrel-imports.test.ts',
  'tests/integration/classic-swizzle-notes.test.ts',
  'tests/integration/dev-mdx-edits.test.ts',
  'tests/integration/search-hosted.test.ts',
  'tests/integration/site-prism.test.ts',
];
