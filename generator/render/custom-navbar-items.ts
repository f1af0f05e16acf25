// A navbar item of the site's own type (`custom-…`) is drawn by the component the site's swizzled
// NavbarItem/ComponentTypes maps its type to (theme/classic/components/Navbar.tsx). One nothing maps
// stops the build at its place in the config, before any page renders, as Docusaurus stops at it;
// so does one under zapsite's own theme, which draws none.
import type { ResolvedConfig } from '../config/schema.ts';
import { configLocator } from '../config/resolve.ts';
import { diag } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';

/** `swizzled`: the site's swizzled components by Docusaurus's name (bundle/swizzle.ts useSwizzled). */
export function unmappedCustomItems(
  config: Pick<ResolvedConfig, 'root' | 'configFile' | 'navbar' | 'theme'>,
  swizzled: Record<string, unknown>,
): Diagnostic[] {
  const types = swizzled['NavbarItem/ComponentTypes'];
  const mapped = (type: string) => !!types && typeof types === 'object' && type in types;
  const classic = config.theme.name === 'classic';
  const at = configLocator(config);
  return config.navbar.items.flatMap((item, index) =>
    'props' in item && !(classic && mapped(item.type))
      ? [
          diag({
            code: 'config-navbar-custom',
            args: { item: `navbar.items[${index}]`, type: item.type, classic },
            ...at(['navbar', 'items', index, 'type']),
          }),
        ]
      : [],
  );
}
