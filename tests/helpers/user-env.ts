// The environment a user's shell gives the commands a test runs as that user (zapsite, npm, npx):
// this test process's, less what the test runner set for itself. vitest.config.ts sets NODE_ENV
// to "production" in the test workers; npm given it leaves devDependencies out of an install
// (zapsite is one, in a user's project), and the CLI's own default would be hidden behind it.
export function userEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _runner, ...env } = process.env;
  return { ...env, ...extra };
}
