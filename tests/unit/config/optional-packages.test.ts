// mermaid and react-live are optional peers of zapsite: a site that turns diagrams or live code
// blocks on without the package installed is told at the start of the build what to install, and a
// site that leaves them off never needs it.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from '../../../generator/config/resolve.ts';
import { checkOptionalPackages, packageInstalled } from '../../../generator/config/optional-packages.ts';
import { formatDiagnostic, ZapsiteError } from '../../../generator/diagnostics.ts';
import { REPO } from '../../helpers/paths.ts';

const where = { root: '/site', configFile: '/site/zapsite.config.ts' };
const site = (mermaid: boolean, liveCodeBlocks = false) =>
  resolveConfig({ title: 'Site', url: 'https://example.com/', markdown: { mermaid, liveCodeBlocks } }, where);
const nothingInstalled = () => false;

describe('optional packages', () => {
  it('stops a site that draws diagrams without mermaid installed, saying what to install', () => {
    let thrown: unknown;
    try {
      checkOptionalPackages(site(true), where.configFile, nothingInstalled);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ZapsiteError);
    const error = thrown as ZapsiteError;
    expect(error.exitCode).toBe(2);
    expect(error.diagnostics.map((d) => [d.code, d.file])).toEqual([['optional-package-missing', 'zapsite.config.ts']]);
    expect(formatDiagnostic(error.diagnostics[0]!)).toContain(
      'hint: Install it (beside zapsite: `npm install -D mermaid`), or turn `markdown.mermaid` off.',
    );
  });

  it('stops a site with live code blocks and no react-live, naming the theme that brings it', () => {
    let thrown: unknown;
    try {
      checkOptionalPackages(site(false, true), where.configFile, nothingInstalled);
    } catch (error) {
      thrown = error;
    }
    const text = formatDiagnostic((thrown as ZapsiteError).diagnostics[0]!);
    expect(text).toContain('`markdown.liveCodeBlocks` is on, but the react-live package is not installed.');
    expect(text).toContain('`npm install @docusaurus/theme-live-codeblock`, which brings it');
  });

  it('points at the setting in the config file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zs-optional-'));
    try {
      const configFile = join(dir, 'zapsite.config.ts');
      writeFileSync(
        configFile,
        "export default defineConfig({\n  title: 'Site',\n  markdown: {\n    liveCodeBlocks: true,\n  },\n});\n",
      );
      const config = resolveConfig(
        { title: 'Site', url: 'https://example.com/', markdown: { liveCodeBlocks: true } },
        { root: dir, configFile },
      );
      let thrown: unknown;
      try {
        checkOptionalPackages(config, configFile, nothingInstalled);
      } catch (error) {
        thrown = error;
      }
      const d = (thrown as ZapsiteError).diagnostics[0]!;
      expect([d.file, d.line, d.column]).toEqual(['zapsite.config.ts', 4, 5]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks nothing of a site with diagrams off', () => {
    expect(() => checkOptionalPackages(site(false), where.configFile, nothingInstalled)).not.toThrow();
  });

  it('finds a package installed beside zapsite and not one that is nowhere', () => {
    expect(packageInstalled('mermaid', REPO)).toBe(true);
    expect(packageInstalled('zapsite-no-such-package', REPO)).toBe(false);
  });
});
