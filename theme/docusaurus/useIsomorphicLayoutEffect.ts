// @docusaurus/useIsomorphicLayoutEffect: useLayoutEffect in a browser, useEffect where there is no
// DOM (the build's render), so rendering on the server gives no warning; as Docusaurus's own.
import { useEffect, useLayoutEffect } from 'react';
import ExecutionEnvironment from './ExecutionEnvironment.ts';

const useIsomorphicLayoutEffect = ExecutionEnvironment.canUseDOM ? useLayoutEffect : useEffect;

export default useIsomorphicLayoutEffect;
