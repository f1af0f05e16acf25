// A file named by `new URL('./x', import.meta.url)` in a live component (bundle/url-assets.ts) that
// is missing, or a worker script that does not compile: the build stops at the line that names it,
// as webpack's "Can't resolve" stops Docusaurus, and the last good build stays as it was.
import { describe, expect, it } from 'vitest';
import { badInputSite } from '../helpers/bad-input-site.ts';

const COMPONENT = 'src/components/Arithmetic.js';
const site = badInputSite('worker-url', 'docs/index.html');

describe('a file a live component names by new URL(…, import.meta.url)', () => {
  it('stops the build at the line of a worker that is not there', async () => {
    site.edit(COMPONENT, (t) => t.replace('./workers/double', './workers/quadruple'));
    const run = await site.buildFails(1);
    expect(run.stderr).toContain('error[component-import]: Could not resolve "./workers/quadruple"');
    expect(run.stderr).toMatch(/--> src\/components\/Arithmetic\.js:\d+:\d+\n/);
    expect(run.stderr).toContain("new Worker(new URL('./workers/quadruple', import.meta.url))");
    expect(run.stderr).not.toContain('zapsite-url');
  });

  it('stops the build at the file that is not there', async () => {
    site.edit(COMPONENT, (t) => t.replace('./workers/units.txt', './workers/weights.txt'));
    const run = await site.buildFails(1);
    expect(run.stderr).toContain('error[component-import]: Could not resolve "./workers/weights.txt"');
  });

  it("stops the build at the worker's own faulty line", async () => {
    site.edit('src/components/workers/double.js', (t) => t.replace('times(event.data, 2)', 'times(event.data, 2'));
    const run = await site.buildFails(1);
    expect(run.stderr).toMatch(/--> src\/components\/workers\/double\.js:3:\d+\n/);
  });
});
