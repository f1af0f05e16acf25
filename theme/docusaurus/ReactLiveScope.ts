// @theme/ReactLiveScope: the names a live code block's code may use without importing them. As
// Docusaurus's default: React itself and everything it exports (useState, Fragment, …). A site's
// src/theme/ReactLiveScope takes its place.
import * as ReactExports from 'react';

const scope: Record<string, unknown> = { React: ReactExports, ...ReactExports };

export default scope;
