// A docs page as the docs routes read it (generator/routes/docs.ts DocInput), for unit tests that
// plan docs without files on disk: `contentPath` is the path inside content/docs.
import type { DocInput } from '../../generator/routes/docs.ts';
import type { FrontMatter } from '../../generator/types.ts';

const ROOT = '/site/content/docs';

export function doc(contentPath: string, frontMatter: FrontMatter = {}, firstHeading?: string): DocInput {
  return {
    file: {
      absPath: `${ROOT}/${contentPath}`,
      relPath: `content/docs/${contentPath}`,
      contentPath,
      kind: 'doc',
      text: 'x',
    },
    frontMatter,
    firstHeading,
  };
}
