// A folder made once and kept (npm packages fetched at test time, the Docusaurus starter): written
// aside, then renamed into place in one step, so a folder that exists is complete; two test files
// asking at once both make one, one rename wins and the other copy is thrown away.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export function keptFolder(dir: string, make: (aside: string) => void): string {
  if (existsSync(dir)) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  const aside = `${dir}.${process.pid}.${Date.now()}`;
  mkdirSync(aside, { recursive: true });
  make(aside);
  try {
    renameSync(aside, dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    rmSync(aside, { recursive: true, force: true });
  }
  return dir;
}
