// A file-system error as a diagnostic: the path and the cause in words, with what to do, instead
// of Node's "ENOSPC: no space left on device, write" under "Unexpected error".
import { ZapsiteError, diag } from './diagnostics.ts';
import type { Diagnostic } from './types.ts';

/** The cause in words, by errno code (what to do about each is the catalogue's: output-write, read-failed). */
const CAUSES: Record<string, string> = {
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  ENOENT: 'it does not exist (or a folder on its path was removed)',
  EISDIR: 'it is a folder',
  EMFILE: 'too many files are open',
  EIO: 'the disk reported an input/output error',
};

/** A Node file-system error (it has an errno code). */
export function isFsError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code!)
  );
}

function cause(error: NodeJS.ErrnoException): string {
  const known = CAUSES[error.code ?? ''];
  // Node's own text after the code ("EBUSY: resource busy or locked, rename ..."), without the path.
  const own = error.message.replace(/^E[A-Z]+: /, '').replace(/,.*$/, '');
  return `${known ?? own} (${error.code})`;
}

/** Writing `path` (in or beside the output folder) failed. */
export function writeFailed(error: unknown, path: string): ZapsiteError {
  if (error instanceof ZapsiteError || !isFsError(error)) return error as ZapsiteError;
  const d = diag({
    code: 'output-write',
    args: { path, cause: cause(error), errno: error.code },
  });
  return new ZapsiteError([d], undefined, { cause: error });
}

/** Reading a source file failed: `file` is how the site names it (relative to the site folder). */
export function readFailed(error: unknown, file: string): Diagnostic {
  const fs = isFsError(error);
  return diag({
    code: 'read-failed',
    args: { file, cause: fs ? cause(error) : (error as Error).message, errno: fs ? error.code : undefined },
    file,
  });
}
