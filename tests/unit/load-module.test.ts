import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadModule } from '../../generator/load-module.ts';
import { loadTheme } from '../../generator/render/theme.ts';

const tmp = mkdtempSync(join(tmpdir(), 'zapsite-load-module-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// A package "greet" in a node_modules of its own, and an entry that imports it and a sibling file.
function project(name: string): { entry: string; modules: string } {
  const root = join(tmp, name);
  mkdirSync(join(root, 'node_modules/greet'), { recursive: true });
  writeFileSync(
    join(root, 'node_modules/greet/package.json'),
    JSON.stringify({ name: 'greet', type: 'module', exports: './index.js' }),
  );
  writeFileSync(join(root, 'node_modules/greet/index.js'), 'export const greet = (n) => `hello ${n}`;\n');
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/name.ts'), "export const who: string = 'visitor';\n");
  writeFileSync(
    join(root, 'src/entry.ts'),
    "import { greet } from 'greet';\nimport { who } from './name.ts';\nexport const line = greet(who);\n",
  );
  return { entry: join(root, 'src/entry.ts'), modules: join(root, 'node_modules/.cache/zapsite/modules') };
}

describe('loadModule', () => {
  it('names its inputs from the folder it bundled in, though a site plugin changed folder meanwhile', async () => {
    const { entry, modules } = project('moved');
    const before = process.cwd();
    // Bundled afresh (no kept bundle to look for first), so the folder changes while esbuild runs.
    process.env.ZAPSITE_NO_CACHE = '1';
    const loading = loadModule<{ line: string }>(entry, { moduleDir: modules });
    // As the plugins stage does while the theme loads: the site's folder, for a plugin's call.
    process.chdir(join(tmp, 'moved', 'src'));
    try {
      const loaded = await loading;
      expect(loaded.inputs.sort()).toEqual([entry, entry.replace('entry.ts', 'name.ts')]);
    } finally {
      process.chdir(before);
      delete process.env.ZAPSITE_NO_CACHE;
    }
  });

  it('imports the bundle from a file named by its content, with packages left to node_modules', async () => {
    const { entry, modules } = project('external');
    const loaded = await loadModule<{ line: string }>(entry, { moduleDir: modules });
    expect(loaded.exports.line).toBe('hello visitor');
    expect(loaded.url).toMatch(/^file:\/\/.*\/node_modules\/\.cache\/zapsite\/modules\/entry-[0-9a-f]{16}\.mjs$/);
    const code = readFileSync(fileURLToPath(loaded.url), 'utf8');
    expect(code).toMatch(/from "greet"/);
    expect(code).not.toContain('hello ${n}');
    expect(loaded.inputs.sort()).toEqual([entry, entry.replace('entry.ts', 'name.ts')]);

    // The same code is the same file: nothing new is written, and nothing half-written is left.
    const again = await loadModule<{ line: string }>(entry, { moduleDir: modules });
    expect(again.url).toBe(loaded.url);
    expect(readdirSync(modules)).toEqual([fileURLToPath(loaded.url).split('/').pop()]);

    // A new version of the entry removes versions older than a day, and leaves other entries and recent ones.
    const current = fileURLToPath(loaded.url).split('/').pop()!;
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    writeFileSync(join(modules, 'entry-0000000000000000.mjs'), 'export {};');
    utimesSync(join(modules, 'entry-0000000000000000.mjs'), old, old);
    writeFileSync(join(modules, 'other-0000000000000000.mjs'), 'export {};');
    utimesSync(join(modules, 'other-0000000000000000.mjs'), old, old);
    writeFileSync(entry.replace('entry.ts', 'name.ts'), "export const who: string = 'reader';\n");
    const changed = await loadModule<{ line: string }>(entry, { moduleDir: modules });
    expect(changed.exports.line).toBe('hello reader');
    expect(readdirSync(modules).sort()).toEqual(
      [current, fileURLToPath(changed.url).split('/').pop(), 'other-0000000000000000.mjs'].sort(),
    );
  });

  it('bundles everything and imports from memory when the folder cannot be written', async () => {
    const { entry } = project('readonly');
    // Tests run as root, where permissions do not stop a write: a file where the folder should be does.
    const blocked = join(tmp, 'readonly/blocked');
    writeFileSync(blocked, 'a file, not a folder');
    const loaded = await loadModule<{ line: string }>(entry, { moduleDir: join(blocked, 'modules') });
    expect(loaded.exports.line).toBe('hello visitor');
    expect(loaded.url).toMatch(/^data:text\/javascript;base64,/);
    expect(Buffer.from(loaded.url.split(',')[1]!, 'base64').toString()).toContain('hello ${n}');
  });

  it('bundles everything without a module folder (the config)', async () => {
    const { entry } = project('config');
    const loaded = await loadModule<{ line: string }>(entry);
    expect(loaded.url).toMatch(/^data:/);
    expect(loaded.exports.line).toBe('hello visitor');
  });

  it('gives the theme React from node_modules, not a copy of its own', async () => {
    const { theme, url } = await loadTheme();
    expect(url).toMatch(/\/node_modules\/\.cache\/zapsite\/modules\/server-[0-9a-f]{16}\.mjs$/);
    const code = readFileSync(fileURLToPath(url), 'utf8');
    expect(code).toMatch(/from "react-dom\/server"/);
    expect(code.length).toBeLessThan(400_000);
    expect(typeof theme.renderPage).toBe('function');
  });
});
