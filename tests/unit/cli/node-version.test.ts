// The Node check bin/zapsite.js runs before anything else (bin/node-version.js).
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript on purpose (old Nodes must parse it), so it has no types.
import { nodeVersionProblem } from '../../../bin/node-version.js';

const check = nodeVersionProblem as (
  versions: { node?: string },
  features?: { typescript?: string | false },
  sources?: boolean,
) => string | null;

describe('nodeVersionProblem', () => {
  it.each(['24.21.0', '22.18.0', '23.6.1', '22.12.0', '30.0.0'])('accepts Node %s with type stripping', (node) => {
    expect(check({ node }, { typescript: 'strip' })).toBeNull();
  });

  it.each(['20.20.2', '18.19.0', '22.11.9', '16.0.0', '21.99.99'])(
    'refuses Node %s in one line naming 22.12, the version found and both ways out in the repository',
    (node) => {
      const message = check({ node }, {}, true)!;
      expect(message).toContain('Node.js 22.12 or newer');
      expect(message).toContain(`this is Node.js ${node}`);
      expect(message).toContain('npm run build');
      expect(message).toContain('install Node.js 22.18 or newer');
      expect(message).not.toContain('\n');
    },
  );

  it.each(['20.20.2', '18.19.0', '22.11.9'])(
    "refuses Node %s in one line that says how to get a newer one in the user's own project",
    (node) => {
      const message = check({ node }, {}, false)!;
      expect(message).toContain('Node.js 22.12 or newer');
      expect(message).toContain(`this is Node.js ${node}`);
      expect(message).toContain('https://nodejs.org');
      expect(message).toContain('npm install --save-dev node@24');
      // Not this repository's own way: npm ci installs Node 24 only here.
      expect(message).not.toContain('npm ci');
      expect(message).not.toContain('\n');
    },
  );

  it('compares versions as numbers, not strings', () => {
    expect(check({ node: '100.0.0' }, { typescript: 'strip' })).toBeNull();
    expect(check({ node: '9.99.0' }, {})).toContain('this is Node.js 9.99.0');
  });

  it('asks for the type-stripping flag on a new enough Node that has it off, running the sources', () => {
    const message = check({ node: '22.12.0' }, { typescript: false }, true)!;
    expect(message).toContain('NODE_OPTIONS=--experimental-strip-types');
    expect(message).toContain('Node.js 22.12.0');
    expect(message).not.toContain('\n');
  });

  it('needs no type stripping in the installed package, which runs compiled JavaScript', () => {
    expect(check({ node: '22.12.0' }, { typescript: false }, false)).toBeNull();
  });

  it('says "unknown" rather than crashing when the version is missing', () => {
    expect(check({}, {})).toContain('this is Node.js unknown');
  });
});
