// The unit and integration files share one module graph per worker (vitest.config.ts), so a file
// that replaces a global, the timers, the environment or a module must be listed in
// tests/setup/isolated.ts, where it runs in a graph of its own and cannot leak into the next file.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { INTEGRATION_ISOLATED, UNIT_ISOLATED } from '../setup/isolated.ts';
import { REPO } from '../helpers/paths.ts';

/** What a unit file may not do while it shares its worker's modules with other files. */
const REPLACES =
  /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|process\.env\.\w+\s*=[^=]|delete process\.env|process\.(?:on|once|chdir)\(|globalThis\.\w+\s*=[^=]/;

describe('unit files that share a module graph', () => {
  const files = fg.sync('tests/unit/**/*.test.{ts,tsx}', { cwd: REPO }).sort();

  it('finds the unit files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('lists every file that replaces a global, timers, the environment or a module as isolated', () => {
    const replacing = files
      .filter((f) => f !== 'tests/unit/vitest-projects.test.ts')
      .filter((f) => REPLACES.test(readFileSync(join(REPO, f), 'utf8')));
    expect(replacing.filter((f) => !UNIT_ISOLATED.includes(f))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(UNIT_ISOLATED.filter((f) => !existsSync(join(REPO, f)))).toEqual([]);
  });
});

describe('integration files that share a module graph', () => {
  const files = fg.sync('tests/integration/**/*.test.{ts,tsx}', { cwd: REPO }).sort();

  it('finds the integration files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('lists every file that replaces a global, timers, the environment or a module as isolated', () => {
    const replacing = files.filter((f) => REPLACES.test(readFileSync(join(REPO, f), 'utf8')));
    expect(replacing.filter((f) => !INTEGRATION_ISOLATED.includes(f))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(INTEGRATION_ISOLATED.filter((f) => !existsSync(join(REPO, f)))).toEqual([]);
  });
});

// The end-to-end files share one module graph per worker as well (vitest.config.ts), and have no
// isolated list: none may replace anything another file in its worker would then see.
describe('end-to-end files that share a module graph', () => {
  const files = fg.sync('tests/e2e/**/*.ts', { cwd: REPO }).sort();

  it('finds the end-to-end files and their helpers', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('has no file that replaces a global, timers, the environment or a module', () => {
    expect(files.filter((f) => REPLACES.test(readFileSync(join(REPO, f), 'utf8')))).toEqual([]);
  });
});
