import { defineConfig } from 'vitest/config';
import { INTEGRATION_ISOLATED, UNIT_ISOLATED } from './tests/setup/isolated.ts';

/**
 * Test workers (ZS_TEST_WORKERS overrides it, to measure). Three on two cores: with two, a run used
 * 124 % of the cores, since browser and CLI tests spend much of their time waiting on another
 * process (Chromium, a build). Four on a machine already saturated by other work were slower.
 */
const WORKERS = Number(process.env.ZS_TEST_WORKERS) || 3;

export default defineConfig({
  // JSX compiled for React's production build, which the tests load (env below): its
  // jsx-dev-runtime has no jsxDEV.
  oxc: { jsx: { development: false } },
  test: {
    // Safety nets for a hang, not speed requirements: tests wait on events, and a machine busy with
    // other work can make a build or a browser many times slower than usual.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    maxWorkers: WORKERS,
    // React's production build in the test workers, as the CLI runs it (bin/start.js): builds made
    // in a test process render pages as a user's build does, and in about three quarters of the
    // CPU time of React's development build (the 1,000-page corpus: 27.6 -> 21.9 CPU-s without
    // the fast path, 10.4 -> 7.7 with it). vitest would otherwise set NODE_ENV to "test".
    env: { NODE_ENV: 'production' },
    // The JSON report lets CI print a plain "N passed, N failed" line; it holds every project's tests.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // Three lanes, for the developer's loop (npm run test:unit, test:integration, test:e2e);
    // `npm test` runs them all in one run, sharing the two workers.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_ISOLATED,
          // One module graph per worker (tests/setup/isolated.ts says why, and which files not).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: UNIT_ISOLATED },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: INTEGRATION_ISOLATED,
          // One module graph per worker, as the unit lane (tests/setup/isolated.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration-isolated', include: INTEGRATION_ISOLATED },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          // One Chromium server and one build per site for the whole run (only when e2e files run).
          globalSetup: ['tests/setup/e2e-global.ts'],
          // One module graph per worker: the files mock nothing and replace no global, and a fresh
          // process per file re-imported Playwright and the helpers each time.
          isolate: false,
          // expect.poll gives up after 1 s by default: on a loaded machine a page can take longer to
          // do what the test waits for. A safety net, as the 60 s bounds on the tests' own waits.
          expect: { poll: { timeout: 60_000 } },
        },
      },
    ],
  },
});
