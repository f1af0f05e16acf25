// A file-system error as a diagnostic: the path and the cause in words, with what to do, instead
// of Node's "ENOSPC: no space left on device, write" under "Unexpected error".
import { ZapsiteError } from './diagnostics.ts';
import type { Diagnostic } from './types.ts';

interface Cause {
  words: string;
  write: string;
  read: string;
}

const CAUSES: Record<string, Cause> = {
  EROFS: {
    words: 'the file system is read-only',
    write: 'Pass --out a folder on a writable disk, or mount this one read-write.',
    read: 'Mount the disk it is on.',
  },
  ENOSPC: {
    words: 'the disk is full',
    write:
      'Free space on that disk (a build needs room for a second copy of the output while it writes), or pass --out a folder on another disk.',
    read: 'Free space on that disk.',
  },
  EDQUOT: {
    words: 'the disk quota is used up',
    write: 'Free space within your quota, or pass --out a folder on another disk.',
    read: 'Free space within your quota.',
  },
  EACCES: {
    words: 'permission denied',
    write: 'Let the user running zapsite write there, or pass --out a folder it may write.',
    read: 'Let the user running zapsite read the file, or move it out of the site.',
  },
  EPERM: {
    words: 'the operation is not permitted',
    write: 'Let the user running zapsite write there, or pass --out a folder it may write.',
    read: 'Let the user running zapsite read the file, or move it out of the site.',
  },
  ENOENT: {
    words: 'it does not exist (or a folder on its path was removed)',
    write: 'Check that nothing else removes the output folder or its parent while zapsite builds.',
    read: 'Check that nothing else removes files from the site while zapsite builds.',
  },
  EISDIR: {
    words: 'it is a folder',
    write: 'Remove the folder in the way.',
    read: 'Rename the folder so it does not end in a content extension.',
  },
  EMFILE: {
    words: 'too many files are open',
    write: 'Raise the open-file limit (ulimit -n) and build again.',
    read: 'Raise the open-file limit (ulimit -n) and build again.',
  },
  EIO: {
    words: 'the disk reported an input/output error',
    write: 'Check the disk, or pass --out a folder on another disk.',
    read: 'Check the disk; the file may be damaged.',
  },
};

/** A Node file-system error (it has an errno code). */
export function isFsError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code!)
  );
}

function cause(error: NodeJS.ErrnoException): { words: string; hints: Cause | undefined } {
  const known = CAUSES[error.code ?? ''];
  // Node's own text after the code ("EBUSY: resource busy or locked, rename ..."), without the path.
  const own = error.message.replace(/^E[A-Z]+: /, '').replace(/,.*$/, '');
  return { words: `${known?.words ?? own} (${error.code})`, hints: known };
}

/** Writing `path` (in or beside the output folder) failed. */
export function writeFailed(error: unknown, path: string): ZapsiteError {
  if (error instanceof ZapsiteError || !isFsError(error)) return error as ZapsiteError;
  const { words, hints } = cause(error);
  const d: Diagnostic = {
    code: 'output-write',
    severity: 'error',
    message: `Could not write ${path}: ${words}.`,
    hint: hints?.write ?? 'Check the output folder and the disk it is on, or pass --out another folder.',
  };
  return new ZapsiteError([d], undefined, { cause: error });
}

/** Reading a source file failed: `file` is how the site names it (relative to the site folder). */
export function readFailed(error: unknown, file: string): Diagnostic {
  const { words, hints } = isFsError(error) ? cause(error) : { words: (error as Error).message, hints: undefined };
  return {
    code: 'read-failed',
    severity: 'error',
    message: `Could not read ${file}: ${words}.`,
    hint: hints?.read ?? 'Check the file and the disk it is on.',
    file,
  };
}
