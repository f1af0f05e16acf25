// Which props of a live package component a site file hands a function (migrate/function-props.ts):
// one written there, one it imports from code or declares as a function; not a call's result, a
// member of an import, or what a data file, a stylesheet or an image gives.
import { describe, expect, it } from 'vitest';
import { functionProp } from '../../../generator/migrate/function-props.ts';

const HEAD = `import clsx from 'clsx';
import { Fade, Reel } from 'lamp-reel';
import styles from './reel.module.css';
import frames from './frames.json';
import poster from './poster.png';
const title = 'Lobby';
function turn(n) { return n + 1; }
const spin = (n) => n * 2;
`;

const prop = (tag: string) => functionProp(`${HEAD}\nexport default () => ${tag};\n`, 'Reel');

describe('functionProp', () => {
  it('finds a function written in the prop, imported from code, or declared in the file', () => {
    expect(prop('<Reel effects={[Fade]} label="a" />')).toBe('effects={[Fade]}');
    expect(prop('<Reel label="a" onTurn={(n) => n + 1} />')).toBe('onTurn={(n) => n + 1}');
    expect(prop('<Reel onTurn={turn} />')).toBe('onTurn={turn}');
    expect(prop('<Reel\n  label={title}\n  onSpin={spin}\n>\n  frames\n</Reel>')).toBe('onSpin={spin}');
  });

  it('takes data, calls, members and what data files give as data', () => {
    expect(
      prop(
        '<Reel className={clsx(styles.reel, "big")} style={styles.box} label={title} frames={frames} poster={poster} key={`reel-${title}`} />',
      ),
    ).toBeUndefined();
    expect(prop('<Reel speed={3} loop />')).toBeUndefined();
    // Another component's props are not the Reel's.
    expect(
      functionProp(`${HEAD}\nexport default () => <Frame onTurn={turn}><Reel label="a" /></Frame>;\n`, 'Reel'),
    ).toBeUndefined();
  });
});
