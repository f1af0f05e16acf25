// What a site's zapsite.config.ts imports: an identity function that gives editors the types.
import type { UserConfig } from './schema.ts';

export type { UserConfig };

export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
