import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianPairRatio, REPO, timeScript } from '../../../bench/measure-build.ts';

describe('the bench yardstick (bench/unified-reference.ts)', () => {
  it('runs the pipeline over every .md and .mdx file under content/, front matter left out', async () => {
    const roots = [
      mkdtempSync(join(tmpdir(), 'zapsite-yardstick-')),
      mkdtempSync(join(tmpdir(), 'zapsite-yardstick-')),
    ];
    try {
      const body = '# One\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n:::note\nHi\n:::\n';
      roots.forEach((root, i) => {
        mkdirSync(join(root, 'content/docs/a'), { recursive: true });
        writeFileSync(
          join(root, 'content/docs/a/one.md'),
          (i ? '---\ntitle: One\nsidebar_position: 2\n---\n' : '') + body,
        );
        writeFileSync(
          join(root, 'content/docs/two.mdx'),
          "import X from './x';\n\n# Two\n\n<Tabs>\n\nText\n\n</Tabs>\n",
        );
        writeFileSync(join(root, 'content/docs/skip.txt'), 'not Markdown');
      });
      const [plain, withFront] = await Promise.all(
        roots.map((root) => timeScript(join(REPO, 'bench/unified-reference.ts'), [root], 2)),
      );
      expect(plain!.wallMs).toHaveLength(2);
      expect(plain!.medianWallMs).toBe((plain!.wallMs[0]! + plain!.wallMs[1]!) / 2);
      const a = JSON.parse(plain!.lastLine) as { files: number; htmlBytes: number };
      const b = JSON.parse(withFront!.lastLine) as { files: number; htmlBytes: number };
      expect(a.files).toBe(2);
      expect(a.htmlBytes).toBeGreaterThan(body.length);
      // Front matter read as Markdown would add a thematic break and a heading.
      expect(b).toEqual(a);
    } finally {
      for (const root of roots) rmSync(root, { recursive: true, force: true });
    }
  });

  it('reports a script that fails, with its error output', async () => {
    const root = mkdtempSync(join(tmpdir(), 'zapsite-yardstick-'));
    try {
      const script = join(root, 'fail.mjs');
      writeFileSync(script, "process.stderr.write('boom at line 3\\n'); process.exit(3);\n");
      await expect(timeScript(script, [], 1)).rejects.toThrow(/exited with code 3: boom at line 3/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('compares each build with the yardstick run just before it, not median with median', () => {
    // The host slows down between pairs; within each pair the build takes 1.1x the yardstick.
    expect(medianPairRatio([1000, 2000, 4000], [1100, 2200, 4400])).toBeCloseTo(1.1);
    // Medians alone would say 1.0x here: 2000 and 2000.
    expect(medianPairRatio([1000, 2000, 4000], [1100, 2000, 4400])).toBeCloseTo(1.1);
    // A build series cut short by the time budget pairs only what it has.
    expect(medianPairRatio([1000, 2000, 4000], [900, 2200])).toBeCloseTo(1.0);
  });
});
