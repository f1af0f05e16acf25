// `zapsite write-translations`: write i18n/<locale>/code.json and the theme's label files for a
// translator to fill in (generator/i18n/write-translations.ts).
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { CommandContext } from './context.ts';

export function registerWriteTranslations(program: Command, ctx: CommandContext): void {
  program
    .command('write-translations')
    .description(
      "Write i18n/<locale>/code.json and the theme's navbar.json and footer.json, keeping entries already there.",
    )
    .option('--root <dir>', 'folder holding zapsite.config.ts', '.')
    .option('--locale <locale>', 'the locale to write (default: i18n.defaultLocale)')
    .action(async (opts: { root: string; locale?: string }) => {
      try {
        const { loadConfig } = await import('../../generator/config/load.ts');
        const { writeTranslations } = await import('../../generator/i18n/write-translations.ts');
        const { config } = await loadConfig(resolve(opts.root));
        for (const w of await writeTranslations(config, opts.locale ?? config.i18n.defaultLocale))
          ctx.o.out(`  wrote ${w}`);
      } catch (error) {
        ctx.setCode(ctx.fail(error));
      }
    });
}
