// @docusaurus/isInternalUrl: whether a link stays on this site (no protocol, no `//host`), and the
// protocol test it rests on.
import { hasProtocol } from './urls.ts';

export { hasProtocol };

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
