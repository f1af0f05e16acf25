// The names a site's config file may have, in the order they are looked for: the one list that
// loading, watching and the CLI's "is there a config here" checks share. No imports, so the CLI
// can ask without loading the generator.
export const CONFIG_NAMES = ['zapsite.config.ts', 'zapsite.config.mts', 'zapsite.config.js', 'zapsite.config.mjs'];
