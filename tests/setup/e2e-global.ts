// Global setup for the end-to-end project, run once per `vitest run` in the main process:
// one Chromium server that every end-to-end file connects to (launching a browser per file cost
// seconds each on a loaded 2-core machine), and one folder where each site is built once and then
// served read-only to every file that asks for it (tests/e2e/helpers/site.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { TEST_CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium server's WebSocket endpoint. */
    chromiumEndpoint: string;
    /** The folder holding this run's shared site builds. */
    sharedBuilds: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const builds = await mkdtemp(join(tmpdir(), 'zs-e2e-shared-'));
  let server;
  try {
    server = await chromium.launchServer({ executablePath: TEST_CHROMIUM, args: [...CHROMIUM_ARGS] });
  } catch (error) {
    await rm(builds, { recursive: true, force: true });
    throw new Error(
      `Chromium did not start from ${TEST_CHROMIUM}; browser tests need it (apt-get install chromium-headless-shell).`,
      {
        cause: error,
      },
    );
  }
  project.provide('chromiumEndpoint', server.wsEndpoint());
  project.provide('sharedBuilds', builds);
  return async () => {
    await server.close();
    await rm(builds, { recursive: true, force: true });
  };
}
