// A package of TypeScript that a Docusaurus config requires: a workspace package whose `main` is
// `src/index.ts` (react-native-website's remark plugins). Docusaurus loads it through jiti, whose
// Babel drops imports used only as types; Node's own type stripping keeps them and fails
// (`import { Root } from 'mdast'`: "Cannot find package 'mdast'"). So it is compiled by esbuild,
// which drops them too, and run as CommonJS with the require the config has.
import { buildSync } from 'esbuild';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

export const TYPESCRIPT_FILE_RE = /\.[cm]?tsx?$/;

/** Spelt apart: cli/bundle.ts rewrites the literal text `import.meta` + `.url` in every source. */
const META = ['import', 'meta'].join('.');

/** The exports of the TypeScript file `file`, its own imports loaded through `require`. */
export function requireTypeScript(file: string, require: NodeJS.Require): unknown {
  const built = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    logLevel: 'silent',
    define: {
      [`${META}.url`]: JSON.stringify(pathToFileURL(file).href),
      [`${META}.filename`]: JSON.stringify(file),
      [`${META}.dirname`]: JSON.stringify(dirname(file)),
    },
  });
  const module = { exports: {} as unknown };
  // The compiled module, run as Node runs a CommonJS file.
  new Function('module', 'exports', 'require', '__filename', '__dirname', built.outputFiles[0]!.text)(
    module,
    module.exports,
    require,
    file,
    dirname(file),
  );
  return module.exports;
}
