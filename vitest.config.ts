import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: browser and build tests compete for them.
    maxWorkers: 2,
    // The JSON report lets CI print a plain "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
