import { defineConfig } from 'zapsite/config';

const news = [
  'app-v1.5.0', 'code-of-conduct', 'core-and-app-updates', 'core-v2.0.0', 'core-v2.0.1', 'designer-url-change', 'new-designer-templates',
  'new-esp32-ui-overhaul', 'open-zaparoo-app', 'pcns-choice', 'steamos-beta-release', 'tapto-to-zaparoo', 'v1605-repos', 'zap-pad-case',
];

export default defineConfig({
  title: 'Zaparoo',
  tagline: 'Universal Loading System',
  url: 'https://zaparoo.org',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  image: '/img/social-card.svg',
  trailingSlash: true,
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } } },
  docs: {
    path: 'content/docs',
    routeBasePath: 'docs',
    editUrl: 'https://github.com/ZaparooProject/zaparoo.org/tree/main/',
    breadcrumbs: true,
  },
  blog: {
    path: 'content/blog',
    routeBasePath: 'blog',
    title: 'Blog',
    description: 'Releases and news from the Zaparoo project.',
    editUrl: 'https://github.com/ZaparooProject/zaparoo.org/tree/main/',
    postsPerPage: 10,
    blogSidebarCount: 10,
    showReadingTime: true,
    feedTypes: ['rss', 'atom', 'json'],
    onInlineTags: 'warn',
    onUntruncatedBlogPosts: 'warn',
  },
  analyticsAttribute: 'data-umami-event',
  navbar: {
    title: 'Zaparoo',
    logo: { alt: 'Zaparoo logo', src: '/img/logo.svg' },
    items: [
      { to: '/docs/', label: 'Docs', position: 'left', event: 'navbar-docs' },
      { to: '/downloads/', label: 'Downloads', position: 'left', event: 'navbar-downloads' },
      { href: 'https://design.zaparoo.org/', label: 'Designer', position: 'left', event: 'navbar-designer' },
      { to: '/projects/', label: 'Projects', position: 'left', event: 'navbar-projects' },
      { to: '/blog/', label: 'Blog', position: 'left', event: 'navbar-blog' },
      { to: '/support/', label: 'Support', position: 'left', event: 'navbar-support' },
    ],
    socials: [
      { label: 'Zaparoo Discord', href: 'https://zaparoo.org/discord', icon: 'discord', event: 'social-discord' },
      { label: 'Zaparoo Subreddit', href: 'https://reddit.com/r/Zaparoo', icon: 'reddit', event: 'social-reddit' },
      { label: 'Zaparoo YouTube', href: 'https://www.youtube.com/@HeyZaparoo', icon: 'youtube', event: 'social-youtube' },
      { label: 'Zaparoo GitHub', href: 'https://github.com/ZaparooProject', icon: 'github', event: 'social-github' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Zaparoo.com',
        items: [
          { label: 'Zaparoo Shop', href: 'https://shop.zaparoo.com', event: 'footer-shop' },
          { label: 'Zaparoo Online', href: 'https://zaparoo.com', event: 'footer-online' },
          { label: 'Commercial Use', to: '/contact/#commercial-and-trademark-use', event: 'footer-nav-commercial-use' },
        ],
      },
      {
        title: 'Projects',
        items: [
          { label: 'Official Projects', to: '/projects/', event: 'footer-nav-projects' },
          { label: 'Designer', href: 'https://design.zaparoo.org/', event: 'footer-designer' },
          { label: 'ZapESP32', href: 'https://github.com/ZaparooProject/zaparoo-esp32', event: 'footer-zapesp32' },
          { label: 'Contributors', to: '/docs/community/contributors/', event: 'footer-nav-contributors' },
          { label: 'GitHub Organization', href: 'https://github.com/ZaparooProject/', event: 'footer-github-org' },
        ],
      },
      {
        title: 'Learn',
        items: [
          { label: 'Docs', to: '/docs/', event: 'footer-nav-docs' },
          { label: 'Getting Started', to: '/docs/getting-started/', event: 'footer-nav-getting-started' },
          { label: 'ZapScript', to: '/docs/zapscript/', event: 'footer-nav-zapscript' },
          { label: 'Core API', to: '/docs/core/api/', event: 'footer-nav-core-api' },
          { label: 'Developer Guide', to: '/docs/core/dev/', event: 'footer-nav-dev-guide' },
          { label: 'Support', to: '/contact/', event: 'footer-nav-support' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Community Projects', to: '/docs/community/projects/', event: 'footer-nav-community-projects' },
          { label: 'Showcase', to: '/showcase/', event: 'footer-nav-showcase' },
          { label: 'Discord', href: 'https://zaparoo.org/discord', event: 'footer-discord' },
          { label: 'Reddit', href: 'https://reddit.com/r/Zaparoo', event: 'footer-reddit' },
          { label: 'Lemmy', href: 'https://lemmy.world/c/zaparoo', event: 'footer-lemmy' },
          { label: 'YouTube', href: 'https://www.youtube.com/@HeyZaparoo', event: 'footer-youtube' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog/', event: 'footer-nav-blog' },
          { label: 'Code of Conduct', to: '/conduct/', event: 'footer-nav-conduct' },
          { label: 'Privacy Policy', to: '/privacy/', event: 'footer-nav-privacy' },
          { label: 'Terms of Use', to: '/terms/', event: 'footer-nav-terms' },
          { label: 'Contact', to: '/contact/', event: 'footer-nav-contact' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Contributors to the Zaparoo project.',
    trademark: 'The Zaparoo name and logos are trademarks of Wizzo Pty Ltd.',
  },
  redirects: [
    { from: '/docs/core/api/tokens/', to: '/docs/core/tokens/' },
    { from: '/docs/core/reader-modules/', to: '/docs/core/drivers/' },
    { from: '/docs/labels/templates/', to: '/docs/labels/#template-specifications' },
    { from: '/docs/labels/upgrade-stickers/', to: '/docs/labels/#upgrade-stickers' },
    { from: '/news/', to: '/blog/' },
    ...news.map((slug) => ({ from: `/news/${slug}/`, to: `/blog/${slug}/` })),
  ],
  remoteContent: [
    {
      name: 'core-api',
      sourceBaseUrl: 'https://raw.githubusercontent.com/ZaparooProject/zaparoo-core/refs/heads/main/docs/api/',
      outDir: 'docs/core/api',
      documents: ['index.md', 'methods.md', 'notifications.md'],
      timeoutMs: 4000,
    },
    {
      name: 'core-dev',
      sourceBaseUrl: 'https://raw.githubusercontent.com/ZaparooProject/zaparoo-core/refs/heads/main/docs/',
      outDir: 'docs/core/dev',
      documents: ['index.md', 'scan-behavior.md'],
      timeoutMs: 4000,
    },
  ],
  search: {
    indexName: 'zaparoo',
    insights: false,
    fallbackToLocal: true,
    searchPagePath: 'search',
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['**/tags/**', '**/page/**'] },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenImages: 'throw',
});
