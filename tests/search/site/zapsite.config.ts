import { defineConfig } from 'zapsite/config';

// The search tests' site: a few categories (so results group by top-level heading), one page whose text
// looks like markup, and a contact page (the "Let us know." link). Tests copy it and add hosted settings.
export default defineConfig({
  title: 'Search Fixture',
  tagline: 'Pages to search',
  url: 'https://search.example.com',
  trailingSlash: true,
  blog: false,
  navbar: { items: [{ to: '/docs/', label: 'Docs' }] },
  footer: { links: [{ title: 'More', items: [{ label: 'Contact', to: '/contact/' }] }], copyright: 'Copyright 2025' },
  search: { indexName: 'fixture' },
});
