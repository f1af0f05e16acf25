// `zapsite migrate --from docusaurus`: write zapsite.config.ts from the site's docusaurus.config
// and print what was carried over and every setting that was not, at its line.
import { relative, resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import type { CommandContext } from './context.ts';
import { printDiagnostics } from '../reporter.ts';
import { ZapsiteError } from '../../generator/diagnostics.ts';

interface MigrateOptions {
  from: string;
  root: string;
  force?: boolean;
}

export function registerMigrate(program: Command, ctx: CommandContext): void {
  program
    .command('migrate')
    .description(
      "Write zapsite.config.ts from another generator's config (--from docusaurus), leaving every other file as it is.",
    )
    .requiredOption('--from <generator>', 'the generator the site was made with: docusaurus', (value: string) => {
      if (value !== 'docusaurus') throw new InvalidArgumentError('zapsite migrates from docusaurus only.');
      return value;
    })
    .option('--root <dir>', 'folder holding docusaurus.config.{ts,js,mjs}', '.')
    .option('--force', 'replace an existing zapsite.config.ts')
    .action(async (opts: MigrateOptions) => {
      const { o } = ctx;
      const root = resolve(opts.root);
      o.out(`zapsite migrate --from ${opts.from} ${root}`);
      try {
        const { migrateDocusaurus } = await import('../../generator/migrate/migrate.ts');
        const result = await migrateDocusaurus(root, { force: opts.force });
        o.out(`Wrote ${relative(root, result.written)} from ${result.from}:`);
        for (const line of result.mapped) o.out(`  ${line}`);
        if (result.unmapped.length) {
          o.out(`Not carried over (${result.unmapped.length}):`);
          for (const u of result.unmapped)
            o.out(`  ${result.from}${u.line ? `:${u.line}` : ''}  ${u.setting}: ${u.reason}`);
        }
        if (result.standIns.length)
          o.out(
            `Not installed in the site, so stood in for while the config ran: ${result.standIns.join(', ')} (values read from them are not carried over).`,
          );
        if (result.failedLoads.length)
          o.out(`Installed in the site but could not be loaded, so stood in for: ${result.failedLoads.join(', ')}.`);
        if (result.resolveStandIns.length)
          o.out(`require.resolve answered with a stand-in path (not installed): ${result.resolveStandIns.join(', ')}.`);
        if (result.envReads.length)
          o.out(
            `Read from the environment when migrated: ${result.envReads.join(', ')} (their values then are written into zapsite.config.ts; read process.env there to keep them variable).`,
          );
        if (!result.unmapped.length && !result.standIns.length && !result.failedLoads.length && !result.envReads.length)
          o.out('Every setting was carried over.');
        if (result.olderDocusaurus)
          o.out(
            `package.json names @docusaurus/core ${result.olderDocusaurus}: zapsite reads Markdown and MDX as Docusaurus 3 does (MDX 3), so the build reports what upgrading to Docusaurus 3 would break (docs/MIGRATING.md).`,
          );
        if (result.babel)
          o.out(
            `${result.babel.file} adds Babel presets and plugins zapsite does not run (it compiles site code with esbuild: JSX and TypeScript, as Docusaurus's own preset does): ${result.babel.names.join(', ')}. Site code that needs them (Flow types, a syntax plugin) stops the build at its line.`,
          );
        o.out(`Next: zapsite build --root ${opts.root}`);
      } catch (error) {
        if (!(error instanceof ZapsiteError)) return ctx.setCode(ctx.fail(error));
        // Not the build's closing line: migrate writes one file, and on an error it wrote nothing.
        printDiagnostics(o, error.diagnostics);
        o.err('Migrate stopped: no file was written.');
        ctx.setCode(error.exitCode);
      }
    });
}
