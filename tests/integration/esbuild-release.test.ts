// A one-shot build ends esbuild's service process once its last bundle is made (pipeline.ts,
// bundle/esbuild-service.ts): on the maintainers' site that process held ~600 MB while the pages
// rendered. Observed from inside the process that built, as only it can see its own children.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build as esbuild } from 'esbuild';
import { buildFixture } from '../helpers/build.ts';
import { esbuildUser, releaseEsbuild } from '../../generator/bundle/esbuild-service.ts';
import { FIXTURES } from '../helpers/paths.ts';
import { copyFixture, put } from './temp-site.ts';

/** The esbuild processes this process started and that are still running. */
function esbuildChildren(): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (name === 'esbuild' && state !== 'Z' && Number(ppid) === process.pid) found.push(Number(pid));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

const CENSUS_PAGE = `import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export function bundlers() {
  return readdirSync('/proc').filter((d) => /^\\d+$/.test(d)).filter((pid) => {
    try {
      const stat = readFileSync(\`/proc/\${pid}/stat\`, 'latin1');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return stat.includes('(esbuild)') && state !== 'Z' && Number(ppid) === process.pid;
    } catch {
      return false;
    }
  }).length;
}

export const left = await (async () => {
  for (let i = 0; i < 1500 && bundlers() > 0; i++) await sleep(20);
  return bundlers();
})();

# Census

Bundlers running: <b id="count">{left}</b>
`;

describe.skipIf(process.platform !== 'linux')("esbuild's process after a build", () => {
  it('is gone once an MDX site is built, and esbuild starts again when called after', async () => {
    const out = await buildFixture(`${FIXTURES}mdx-site`);
    expect(out.diagnostics).toEqual([]);
    expect(out.writer.text('docs/index.html')).toContain('tapping cards');
    expect(esbuildChildren()).toEqual([]);
    // A later call (the next locale's pass, a dev rebuild) gets a new service.
    const again = await esbuild({ stdin: { contents: 'export const x = 1 + 1;' }, write: false, minify: true });
    expect(again.outputFiles[0]!.text).toContain('x=2');
  });

  it("is let go while the MDX pages render, once their bundle and the theme's are made", async () => {
    // The page's module waits (top-level await) until this process has no esbuild child, for 30 s
    // at most, and shows how many are left. Before, esbuild went only after the content stage, so
    // the page waited out the 30 s and showed 1; whichever of the two bundles ends last, the page
    // now sees 0 as soon as both are made.
    const site = await copyFixture('mdx-site');
    try {
      await put(site.root, 'content/docs/census.mdx', CENSUS_PAGE);
      const out = await buildFixture(site.root);
      expect(out.diagnostics).toEqual([]);
      expect(out.writer.text('docs/census/index.html')).toContain('Bundlers running: <b id="count">0</b>');
    } finally {
      await site.remove();
    }
  }, 60_000);

  it('is kept while another build in this process has a bundle in flight, which then finishes', async () => {
    const leaveA = esbuildUser();
    const leaveB = esbuildUser();
    // Build B's bundle waits in a plugin until build A has let esbuild go.
    let go!: () => void;
    const gate = new Promise<void>((resolve) => (go = resolve));
    const inFlight = esbuild({
      stdin: { contents: "import x from 'gate'; export default x;", resolveDir: '/' },
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [
        {
          name: 'gate',
          setup(b) {
            b.onResolve({ filter: /^gate$/ }, () => ({ path: 'gate', namespace: 'gate' }));
            b.onLoad({ filter: /.*/, namespace: 'gate' }, async () => {
              await gate;
              return { contents: 'export default 42;' };
            });
          },
        },
      ],
    });
    try {
      await releaseEsbuild(); // build A's last bundle is made
      leaveA();
      go();
      const out = await inFlight;
      expect(out.outputFiles[0]!.text).toContain('42');
    } finally {
      go();
      leaveB();
    }
  });

  it('is kept while another build in the process still bundles: builds side by side both succeed', async () => {
    const [mdx, islands, classic] = await Promise.all([
      buildFixture(`${FIXTURES}mdx-site`),
      buildFixture(`${FIXTURES}island-site`),
      buildFixture(`${FIXTURES}classic-site`),
    ]);
    for (const out of [mdx, islands, classic]) expect(out.diagnostics).toEqual([]);
    expect(mdx.writer.text('docs/index.html')).toContain('tapping cards');
    for (const out of [islands, classic]) expect(out.writer.text('index.html')).toContain('</html>');
  });
});
