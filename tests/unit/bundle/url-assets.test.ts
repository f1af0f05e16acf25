// Which `new URL(…, import.meta.url)` calls name a file the browser bundle emits (bundle/url-assets.ts).
import { describe, expect, it } from 'vitest';
import { importMetaUrls } from '../../../generator/bundle/url-assets.ts';

const FILE = '/site/src/components/Thing.js';
const meta = ['import', 'meta', 'url'].join('.');

describe('importMetaUrls', () => {
  it('names a classic worker, a module worker and a plain file, each in place', () => {
    const text = [
      `const a = new Worker(new URL('./a.worker.js', ${meta}));`,
      `const b = new SharedWorker(new URL("../lib/b.ts", ${meta}), { name: 'b', type: 'module' });`,
      `const c = fetch(new URL('./data/c.json', ${meta}));`,
    ].join('\n');
    const out = importMetaUrls(text, FILE).split('\n');
    expect(out[0]).toBe(
      `const a = new Worker(new URL(require("zapsite-url:worker:/site/src/components/a.worker.js").default, ${meta}));`,
    );
    expect(out[1]).toContain('require("zapsite-url:module-worker:/site/src/lib/b.ts").default');
    expect(out[2]).toContain('require("zapsite-url:file:/site/src/components/data/c.json").default');
    expect(out).toHaveLength(3);
  });

  it('leaves alone what is not a relative path written out', () => {
    const text = [
      `new URL('https://example.com/x.js', ${meta})`,
      `new URL(name, ${meta})`,
      `new URL('/static/x.js', ${meta})`,
      `new URL('./x.js', location.href)`,
      `new URL(\`./\${name}.js\`, ${meta})`,
    ].join('\n');
    expect(importMetaUrls(text, FILE)).toBe(text);
  });

  it("does not take a later call's module option for a classic worker", () => {
    const text = `new Worker(new URL('./a.js', ${meta}));\nnew Worker(new URL('./b.js', ${meta}), { type: 'module' });`;
    const [a, b] = importMetaUrls(text, FILE).split('\n');
    expect(a).toContain('zapsite-url:worker:');
    expect(b).toContain('zapsite-url:module-worker:');
  });
});
