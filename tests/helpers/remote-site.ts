// The remote-site fixture copied to a temporary folder, with its config pointing at a test server.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture, type TempSite } from '../integration/temp-site.ts';

export interface SourceConfig {
  name: string;
  sourceBaseUrl: string;
  outDir: string;
  documents: string[];
  timeoutMs?: number;
}

export async function remoteSite(sources: SourceConfig[], opts: { docs?: false } = {}): Promise<TempSite> {
  const site = await copyFixture('remote-site');
  const config = {
    title: 'Remote fixture',
    url: 'https://example.com',
    trailingSlash: true,
    blog: false,
    ...(opts.docs === false
      ? { docs: false, navbar: { items: [] } }
      : { navbar: { items: [{ to: '/docs/intro/', label: 'Docs' }] } }),
    // Only the config's own keys: the strict schema rejects anything else.
    remoteContent: sources.map(({ name, sourceBaseUrl, outDir, documents, timeoutMs }) => ({
      name,
      sourceBaseUrl,
      outDir,
      documents,
      timeoutMs,
    })),
  };
  await writeFile(
    join(site.root, 'zapsite.config.ts'),
    `import { defineConfig } from 'zapsite/config';\n\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`,
  );
  return site;
}
