// @docusaurus/utils-common: the small helpers Docusaurus shares between its server and browser code,
// which sites' swizzled components import (a blog post's container id, the trailing-slash rule).
import { applyTrailingSlash as withSlashRule } from '../shared/url-path.ts';

/** The id of the element holding a blog post's content, as Docusaurus gives it. */
export const blogPostContainerID = '__blog-post-container';

export interface ApplyTrailingSlashParams {
  trailingSlash: boolean | undefined;
  baseUrl: string;
}

/** Docusaurus's rule for a path's trailing slash (the site root keeps its slash). */
export default function applyTrailingSlash(path: string, { trailingSlash, baseUrl }: ApplyTrailingSlashParams): string {
  return withSlashRule(path, trailingSlash, baseUrl);
}
export { applyTrailingSlash };

export function addTrailingSlash(s: string): string {
  return s.endsWith('/') ? s : `${s}/`;
}

export function removeTrailingSlash(s: string): string {
  return removeSuffix(s, '/');
}

export function addLeadingSlash(s: string): string {
  return addPrefix(s, '/');
}

export function addPrefix(s: string, prefix: string): string {
  return s.startsWith(prefix) ? s : `${prefix}${s}`;
}

export function removePrefix(s: string, prefix: string): string {
  return s.startsWith(prefix) ? s.slice(prefix.length) : s;
}

export function addSuffix(s: string, suffix: string): string {
  return s.endsWith(suffix) ? s : `${s}${suffix}`;
}

export function removeSuffix(s: string, suffix: string): string {
  return suffix !== '' && s.endsWith(suffix) ? s.slice(0, -suffix.length) : s;
}

/** An error and the errors it was caused by, outermost first. */
export function getErrorCausalChain(error: Error): Error[] {
  return error.cause instanceof Error ? [error, ...getErrorCausalChain(error.cause)] : [error];
}
