import { readFileSync } from 'node:fs';
const files = process.argv.slice(2);
let t = performance.now();
const [{ createProcessor }, { default: remarkGfm }, { default: remarkDirective }, { default: sourceMap }] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive'), import('source-map')]);
console.log('import', (performance.now() - t).toFixed(1));
const p = createProcessor({ format: 'mdx', outputFormat: 'program', jsxImportSource: 'react', remarkPlugins: [remarkGfm, remarkDirective], SourceMapGenerator: process.env.NOMAP ? undefined : sourceMap.SourceMapGenerator });
for (let pass = 0; pass < 3; pass++) {
  const times = [];
  for (const f of files) {
    t = performance.now();
    await p.process({ value: readFileSync(f, 'utf8').replace(/^---[\s\S]*?\n---\n/, ''), path: f });
    times.push((performance.now() - t).toFixed(1));
  }
  console.log('pass', pass, times.join(' '));
}
