// The unit files that run isolated (vitest.config.ts): each stubs a global (fetch), installs fake
// timers or mocks a module (vi.mock), so it gets a fresh module graph and nothing it replaces can
// reach another file. The other unit files share one module graph per worker: a fresh process per
// file spent more time importing the generator than the files spend testing it.
// tests/unit/vitest-projects.test.ts fails when a unit file that replaces something is missing here.
export const UNIT_ISOLATED = [
  'tests/unit/cli/v8-policy.test.ts',
  'tests/unit/dev/watch-queue.test.ts',
  'tests/unit/navigation-page-store.test.ts',
  'tests/unit/search-insights.test.ts',
];
