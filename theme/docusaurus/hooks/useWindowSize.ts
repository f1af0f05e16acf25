// Docusaurus 2's `@theme/hooks/useWindowSize`: theme-common's, with Docusaurus 2's undefined (not
// 'ssr') on the server and at hydration, and its `windowSizes`.
import { useWindowSize as useSize } from '../theme-common.tsx';

export const windowSizes = { desktop: 'desktop', mobile: 'mobile' } as const;

export default function useWindowSize(): 'desktop' | 'mobile' | undefined {
  const size = useSize();
  return size === 'ssr' ? undefined : size;
}
