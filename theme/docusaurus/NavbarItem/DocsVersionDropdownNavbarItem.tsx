// @theme/NavbarItem/DocsVersionDropdownNavbarItem for site code that renders it (dyte's docs put one
// in their own sidebar menu): the docs versions of `docsPluginId` as Docusaurus's classic theme lists
// them, each linking to the page shown in that version (else the version's main doc), the version
// being read marked active and named on the toggle; the config's `dropdownItemsBefore`/`After`
// around them. Infima's hoverable dropdown, or with `mobile` a list under "Versions".
import type { ReactNode } from 'react';
import Link from '../Link.tsx';
import { useActiveDocContext, useLatestVersion, useVersions } from '../plugin-content-docs/client.ts';
import type { GlobalVersion } from '../../shared/docs-global-data.ts';

interface LinkItem {
  label: string;
  to?: string;
  href?: string;
}

interface Props {
  mobile?: boolean;
  docsPluginId?: string;
  dropdownActiveClassDisabled?: boolean;
  dropdownItemsBefore?: LinkItem[];
  dropdownItemsAfter?: LinkItem[];
  /** Which versions to list, by name (a list, or names to `{ label }`), as the navbar item's `versions`. */
  versions?: string[] | Record<string, { label?: string }>;
  position?: 'left' | 'right';
  className?: string;
}

interface Entry extends LinkItem {
  active?: boolean;
}

function chosen(versions: GlobalVersion[], configs: Props['versions']): { version: GlobalVersion; label: string }[] {
  if (!configs) return versions.map((version) => ({ version, label: version.label }));
  const byName = new Map(versions.map((v) => [v.name, v]));
  const named: [string, { label?: string } | undefined][] = Array.isArray(configs)
    ? configs.map((n) => [n, undefined])
    : Object.entries(configs);
  return named.map(([name, config]) => {
    const version = byName.get(name);
    // As Docusaurus's: a version the item names that the docs do not have is an error, not left out.
    if (!version)
      throw new Error(
        `No docs version exists for name '${name}': check the versions given to the version dropdown. Available version names: ${versions.map((v) => v.name).join(', ')}.`,
      );
    return { version, label: config?.label ?? version.label };
  });
}

export default function DocsVersionDropdownNavbarItem(props: Props): ReactNode {
  const { mobile, docsPluginId, dropdownActiveClassDisabled, position, className } = props;
  const active = useActiveDocContext(docsPluginId);
  const latest = useLatestVersion(docsPluginId);
  const items = chosen(useVersions(docsPluginId), props.versions);
  const target = (v: GlobalVersion) =>
    (active.alternateDocVersions[v.name] ?? v.docs.find((d) => d.id === v.mainDocId))?.path ?? v.path;
  const shown =
    items.find((i) => i.version.name === active.activeVersion?.name) ??
    items.find((i) => i.version.name === latest.name) ??
    items[0];
  const entries: Entry[] = [
    ...(props.dropdownItemsBefore ?? []),
    ...items.map((i) => ({
      label: i.label,
      to: target(i.version),
      active: i.version.name === active.activeVersion?.name,
    })),
    ...(props.dropdownItemsAfter ?? []),
  ];
  const isActive = !dropdownActiveClassDisabled && !!active.activeVersion;
  if (entries.length <= 1 || !shown) {
    const only = entries[0];
    return (
      <Link
        className={`${mobile ? 'menu__link' : 'navbar__item navbar__link'}${isActive ? ' navbar__link--active' : ''}`}
        to={only?.to ?? only?.href}
      >
        {only?.label ?? shown?.label}
      </Link>
    );
  }
  const link = (e: Entry, cls: string) => (
    <Link className={`${cls}${e.active ? ` ${cls}--active` : ''}`} {...(e.href ? { href: e.href } : { to: e.to })}>
      {e.label}
    </Link>
  );
  if (mobile)
    return (
      <li className="menu__list-item">
        <span className="menu__link menu__link--sublist">Versions</span>
        <ul className="menu__list">
          {entries.map((e, i) => (
            <li key={i} className="menu__list-item">
              {link(e, 'menu__link')}
            </li>
          ))}
        </ul>
      </li>
    );
  return (
    <div className={`navbar__item dropdown dropdown--hoverable${position === 'right' ? ' dropdown--right' : ''}`}>
      <Link
        className={`navbar__link${className ? ` ${className}` : ''}${isActive ? ' navbar__link--active' : ''}`}
        aria-haspopup="true"
        aria-expanded="false"
        role="button"
        to={target(shown.version)}
      >
        {shown.label}
      </Link>
      <ul className="dropdown__menu">
        {entries.map((e, i) => (
          <li key={i}>{link(e, 'dropdown__link')}</li>
        ))}
      </ul>
    </div>
  );
}
