// @docusaurus/useIsBrowser: false on the server and during hydration (so the first browser render
// matches the HTML), true once the component has mounted in the browser.
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
