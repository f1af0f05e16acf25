// The classic theme's navbar items that zapsite's navbar draws itself from the config's items (a
// dropdown, the locale and version menus, the search bar, doc links). An ejected
// NavbarItem/ComponentTypes map lists them beside its own `custom-…` types, of which zapsite's navbar
// takes the custom ones only; so they are here to be imported, and one that site code renders itself
// fails the page with its name (rendered, zapsite's own would need the navbar's state).
import type { ComponentType } from 'react';

export function drawnByNavbar(name: string): ComponentType<Record<string, unknown>> {
  function NavbarOwned(): never {
    throw new Error(
      `@theme/NavbarItem/${name} is drawn by zapsite's navbar from the config's navbar.items: site code cannot render it itself; add the item to navbar.items instead.`,
    );
  }
  NavbarOwned.displayName = name;
  return NavbarOwned;
}
