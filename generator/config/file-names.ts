// The names a site's config file may have, in the order they are looked for: the one list that
// loading, watching and the CLI's "is there a config here" checks share. No imports, so the CLI
// can ask without loading the generator.
/** The name zapsite writes (init, migrate) and messages use. */
export const CONFIG_FILE = 'zapsite.config.ts';
export const CONFIG_NAMES = [CONFIG_FILE, 'zapsite.config.mts', 'zapsite.config.js', 'zapsite.config.mjs'];
