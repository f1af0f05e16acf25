// Blog authors' `socials` as Docusaurus reads them: a known platform given a handle becomes that
// platform's profile URL; a full URL, or any other platform, is kept as written.
const PROFILE: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** The socials object of an author, each value a URL where Docusaurus makes one (YAML may give numbers). */
export function authorSocials(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [platform, raw] of Object.entries(value as Record<string, unknown>)) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const v = String(raw).trim();
    const profile = PROFILE[platform.toLowerCase()];
    out[platform] = /^https?:\/\//i.test(v) || !profile ? v : profile(v.replace(/^@/, ''));
  }
  return out;
}
