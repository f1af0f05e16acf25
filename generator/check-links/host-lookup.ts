// Whether an external link's host name resolves, asked once per host before any request goes out.
// Without it, a link to a host that does not exist (a typo, a dead domain, or any host when the
// machine is offline) is fetched, fails, and is retried with back-off: minutes spent on an answer
// DNS gave in a fraction of a second. A host that does not resolve is given up on at once.
import { lookup as dnsLookup } from 'node:dns/promises';

/** getaddrinfo's answers for "no such name" and "no answer now" (what an offline machine gets). */
const DOES_NOT_RESOLVE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'ENODATA']);

export type Lookup = (hostname: string) => Promise<unknown>;

/**
 * A function telling, for a URL, the resolver's error code when its host name does not resolve
 * (undefined when it does, or when the lookup failed for another reason: the request will say).
 */
export function hostResolver(lookup: Lookup = dnsLookup): (url: string) => Promise<string | undefined> {
  const byHost = new Map<string, Promise<string | undefined>>();
  return (url) => {
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      return Promise.resolve(undefined);
    }
    let answer = byHost.get(host);
    if (!answer) {
      answer = resolveHost(host, lookup);
      byHost.set(host, answer);
    }
    return answer;
  };
}

async function resolveHost(host: string, lookup: Lookup): Promise<string | undefined> {
  // RFC 6761: a name under .invalid never resolves, so the resolver is not asked.
  if (host === 'invalid' || host.endsWith('.invalid')) return 'ENOTFOUND';
  try {
    await lookup(host.replace(/^\[|\]$/g, ''));
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code && DOES_NOT_RESOLVE.has(code) ? code : undefined;
  }
}
