// Where the repository and its fixtures are. Kept apart from ./build.ts, which imports the whole
// generator: a test file that only spawns the CLI needs these paths, and importing the generator
// into each such file's fresh test process cost seconds of CPU per file.
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const REPO = fileURLToPath(new URL('../../', import.meta.url));
