// npm packages a test needs but zapsite does not depend on (a site's own remark and rehype
// plugins), taken from the npm registry at test time into the system temp folder, once per set of
// versions: a folder is renamed into place only when its install is complete. Their install scripts
// are not run (none of them needs one to work), so CI's strict script policy has nothing to refuse.
import { execFileSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keptFolder } from './kept-folder.ts';
import { userEnv } from './user-env.ts';

const CACHE = join(tmpdir(), 'zapsite-test-npm');

/** The folder whose node_modules holds `specs` (e.g. 'remark-math@6'), installed on first use. */
function npmPackages(specs: string[]): string {
  return keptFolder(join(CACHE, specs.join('+').replace(/[^A-Za-z0-9@.+-]/g, '_')), (aside) => {
    writeFileSync(join(aside, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--loglevel=error',
        ...specs,
      ],
      { cwd: aside, stdio: ['ignore', 'pipe', 'pipe'], env: userEnv() },
    );
  });
}

/** Makes the packages a site's own: its node_modules is a link to the installed folder's. */
export function linkPackages(siteRoot: string, specs: string[]): void {
  symlinkSync(join(npmPackages(specs), 'node_modules'), join(siteRoot, 'node_modules'), 'dir');
}
