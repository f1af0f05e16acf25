// The doc a swizzled component's island was rendered for, in the browser: the server sends its
// useDoc() data with the island (theme/classic/swizzle.tsx), and the island's wrapper provides it
// (ThemeOriginal.tsx swizzleIsland), so useDoc() answers there as it did on the server.
import { createContext } from 'react';
import type { DocContext } from '../../shared/docusaurus.ts';

export const DocInBrowser = createContext<DocContext | undefined>(undefined);
