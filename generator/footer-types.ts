// The footer's links as the theme gets them (SiteData.footer).

export type FooterLink =
  | {
      label: string;
      to?: string;
      href?: string;
      event?: string;
      /** Attributes of the link's element (`data-…`), as Docusaurus hands a footer item's other fields on. */
      attributes?: Record<string, unknown>;
      html?: undefined;
    }
  /** HTML of the config's own, written as it is (the classic theme). */
  | { html: string; className?: string };
export interface FooterColumn {
  title: string;
  /** On the column's element (the classic theme), as Docusaurus writes it. */
  className?: string;
  items: FooterLink[];
}
