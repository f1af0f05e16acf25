// Which Node runs zapsite, checked before anything else loads. Written in syntax that every Node
// still in use parses (no optional chaining, no top-level await, no imports), so an old Node
// prints one sentence instead of a SyntaxError from a module it cannot link.

var NEEDED = '22.12.0';

function atLeast(version, needed) {
  var a = String(version).split('.');
  var b = needed.split('.');
  for (var i = 0; i < 3; i++) {
    var x = parseInt(a[i], 10) || 0;
    var y = parseInt(b[i], 10) || 0;
    if (x !== y) return x > y;
  }
  return true;
}

/**
 * Whether zapsite runs its TypeScript sources (a clone of its repository, where cli/main.ts is)
 * rather than the compiled dist/ of an installed package. `exists` is fs.existsSync, passed in
 * because this file imports nothing.
 */
export function fromSources(exists) {
  return exists(new URL('../cli/main.ts', import.meta.url));
}

/**
 * The one line to print when this Node cannot run zapsite, or null when it can; `sources` says
 * where it runs (the way to a newer Node differs: this repository installs one). The installed
 * package runs compiled JavaScript and needs only the version; a clone runs its TypeScript
 * sources, which also needs Node's type stripping: on by default from 22.18, behind
 * --experimental-strip-types on 22.12 to 22.17 (`features.typescript` is false there).
 */
export function nodeVersionProblem(versions, features, sources) {
  var found = versions && versions.node ? versions.node : 'unknown';
  var needed = NEEDED.replace(/\.0$/, '');
  if (!atLeast(found, NEEDED)) {
    return (
      'zapsite needs Node.js ' +
      needed +
      ' or newer and this is Node.js ' +
      found +
      ': ' +
      (sources
        ? 'run it through npm (npm run build, npm run dev, ...), which uses the Node 24 that npm ci installs ' +
          'in this repository, or install Node.js 22.18 or newer.'
        : 'install a newer one (https://nodejs.org, or `nvm install 24`), or give your project its own with ' +
          '`npm install --save-dev node@24` and run zapsite through npx or an npm script, which use it.')
    );
  }
  if (sources && features && features.typescript === false) {
    return (
      'zapsite runs its TypeScript sources here, which Node.js ' +
      found +
      ' does only with NODE_OPTIONS=--experimental-strip-types: set that, or run it through npm ' +
      '(npm run build, ...), which uses the Node 24 that npm ci installs in this repository.'
    );
  }
  return null;
}
