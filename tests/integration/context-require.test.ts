// A require() of a path built at run time, as sites write for a blog card's or showcase's image
// (`require(\`@site/static/img/covers/${name}\`).default`): webpack bundles every file that may match
// and looks the path up when it runs; so does zapsite, each file through the loader a written
// require takes (an image becomes its URL), from `@site/` or the component's own folder. A path that
// matches no file fails as webpack's does, at the component's line. Real CLI builds.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a require() of a path built at run time', () => {
  const copy = builtCopy('classic-site', {
    'src/components/Cover.jsx': `export default function Cover({ name, shelf }) {
  const src = shelf
    ? require(\`./shelf/\${shelf}.png\`).default
    : require(\`@site/static/img/covers/\${name}\`).default;
  return <img className="cover" src={src} alt={name ?? shelf} />;
}
`,
    'src/components/shelf/oak.png': PNG,
    'static/img/covers/wick.png': PNG,
    'static/img/covers/dusk/glass.png': PNG,
    'docs/covers.mdx':
      'import Cover from \'@site/src/components/Cover\';\n\n# Covers\n\n<Cover name="wick.png" />\n\n<Cover name="dusk/glass.png" />\n\n<Cover shelf="oak" />\n',
  });

  it('bundles each file the path may name, and the page gets the one it names as a URL', async () => {
    expect(copy.build.stderr).not.toContain('error[');
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/covers/index.html');
    expect(html).toMatch(/<img class="cover" src="\/assets\/mdx\/wick-[0-9a-f]{8}\.png" alt="wick.png"/);
    expect(html).toMatch(/<img class="cover" src="\/assets\/mdx\/glass-[0-9a-f]{8}\.png" alt="dusk\/glass.png"/);
    expect(html).toMatch(/<img class="cover" src="\/assets\/mdx\/oak-[0-9a-f]{8}\.png" alt="oak"/);
  });
});

describe("a run-time path behind webpack's inline raw-loader", () => {
  // As plausible's docs read their API examples: `require(\`!!raw-loader?esModule=false!./${path}\`)`.
  const copy = builtCopy('classic-site', {
    'src/components/Sample.jsx': `function read(path) {
  return require(\`!!raw-loader?esModule=false!./samples/\${path}\`);
}
export default function Sample({ name }) {
  return <pre className="sample">{read(name)}</pre>;
}
`,
    'src/components/samples/query.json': '{ "metrics": ["visitors"] }\n',
    'src/components/samples/nested/answer.json': '{ "results": [] }\n',
    'docs/samples.mdx':
      'import Sample from \'@site/src/components/Sample\';\n\n# Samples\n\n<Sample name="query.json" />\n\n<Sample name="nested/answer.json" />\n',
  });

  it('bundles each file through the loader, and the page gets the text of the one it names', async () => {
    expect(copy.build.stderr).not.toContain('error[');
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/samples/index.html');
    expect(html).toContain('<pre class="sample">{ "metrics": ["visitors"] }\n</pre>');
    expect(html).toContain('<pre class="sample">{ "results": [] }\n</pre>');
  });
});

describe('a run-time path that names no file', () => {
  const copy = builtCopy('classic-site', {
    'src/components/Cover.jsx': `export default function Cover({ name }) {
  return <img src={require(\`@site/static/img/covers/\${name}\`).default} alt={name} />;
}
`,
    'static/img/covers/wick.png': PNG,
    'docs/covers.mdx': 'import Cover from \'@site/src/components/Cover\';\n\n# Covers\n\n<Cover name="lost.png" />\n',
  });

  it('fails the build at the component, naming the path, as webpack does', () => {
    expect(copy.build.code).toBe(1);
    expect(copy.build.stderr).toContain("Cannot find module '@site/static/img/covers/lost.png'");
    expect(copy.build.stderr).toContain('--> src/components/Cover.jsx:2:');
  });
});
