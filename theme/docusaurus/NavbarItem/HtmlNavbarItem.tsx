// @theme/NavbarItem/HtmlNavbarItem, for site code that renders one: the item's `value` as HTML, in
// the bar (`navbar__item`), in the phone menu (`mobile`: a `menu__list-item`) or in a dropdown.
export default function HtmlNavbarItem({
  value,
  className,
  mobile,
  isDropdownItem,
}: {
  value: string;
  className?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
}) {
  const Tag = isDropdownItem ? 'li' : 'div';
  const classes = [mobile ? 'menu__list-item' : isDropdownItem ? undefined : 'navbar__item', className]
    .filter(Boolean)
    .join(' ');
  return <Tag className={classes || undefined} dangerouslySetInnerHTML={{ __html: value }} />;
}
