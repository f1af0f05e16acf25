// `zapsite docs:version <name>`: release the current docs as a version (generator/content/docs-version.ts).
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { CommandContext } from './context.ts';
import { ZapsiteError } from '../../generator/diagnostics.ts';
import { printDiagnostics } from '../reporter.ts';

export function registerDocsVersion(program: Command, ctx: CommandContext): void {
  program
    .command('docs:version')
    .description(
      'Release the current docs as version <name>: copy them to versioned_docs/ and list the version first in versions.json.',
    )
    .argument('<name>', 'the version name, e.g. 2.15.0')
    .option('--root <dir>', 'folder holding zapsite.config.ts', '.')
    .option('--id <id>', 'the docs instance to version (a docsInstances id), as docs:version:<id> in Docusaurus')
    .action(async (name: string, opts: { root: string; id?: string }) => {
      try {
        const { loadConfig } = await import('../../generator/config/load.ts');
        const { createDocsVersion } = await import('../../generator/content/docs-version.ts');
        const { config } = await loadConfig(resolve(opts.root));
        const { written } = await createDocsVersion(config, name, opts.id);
        for (const w of written) ctx.o.out(`  wrote ${w}`);
        ctx.o.out(`Version ${name} created.`);
      } catch (error) {
        if (!(error instanceof ZapsiteError)) return ctx.setCode(ctx.fail(error));
        printDiagnostics(ctx.o, error.diagnostics);
        ctx.o.err('No version was created: nothing was written.');
        ctx.setCode(error.exitCode);
      }
    });
}
