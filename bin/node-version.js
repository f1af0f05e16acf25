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
 * The one line to print when this Node cannot run zapsite, or null when it can. zapsite runs its
 * TypeScript sources directly, so besides the version it needs Node's type stripping: on by default
 * from 22.18, behind --experimental-strip-types on 22.12 to 22.17 (`features.typescript` is false there).
 */
export function nodeVersionProblem(versions, features) {
  var found = versions && versions.node ? versions.node : 'unknown';
  var ways =
    'run it through npm (npm run build, npm run dev, ...), which uses the Node 24 that npm ci installs, ' +
    'or install Node.js 22.18 or newer';
  if (!atLeast(found, NEEDED)) {
    return (
      'zapsite needs Node.js ' +
      NEEDED.replace(/\.0$/, '') +
      ' or newer and this is Node.js ' +
      found +
      ': ' +
      ways +
      ' (22.12 to 22.17 also work with NODE_OPTIONS=--experimental-strip-types).'
    );
  }
  if (features && features.typescript === false) {
    return (
      'zapsite runs TypeScript directly, which Node.js ' +
      found +
      ' does only with ' +
      'NODE_OPTIONS=--experimental-strip-types: set that, or ' +
      ways +
      '.'
    );
  }
  return null;
}
