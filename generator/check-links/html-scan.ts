// Just enough HTML reading for anchor checks on zapsite's own output: the ids a page offers, the
// fragment links it holds, and the island modules its manifest names (a link checker cannot see
// those: the loader imports them from JSON). Scripts, styles and comments are skipped so JSON or
// code in them is never taken for markup.
import { MANIFEST_ID } from '../../theme/shared/island.ts';

export interface ScannedPage {
  /** Every id, and the name of every <a name>: what "#fragment" can point at. */
  targets: Set<string>;
  /** href of every <a> and <area>, entities decoded. */
  links: string[];
  /** Module URLs from the island manifest script. */
  modules: string[];
}

const MANIFEST = new RegExp(`<script\\b[^>]*\\bid="${MANIFEST_ID}"[^>]*>([\\s\\S]*?)</script\\s*>`, 'i');

function manifestModules(html: string): string[] {
  const m = MANIFEST.exec(html);
  if (!m) return [];
  try {
    const value = JSON.parse(m[1]!) as unknown;
    return value && typeof value === 'object'
      ? Object.values(value).filter((v): v is string => typeof v === 'string')
      : [];
  } catch {
    return [];
  }
}

const SKIP =
  /<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<template\b[\s\S]*?<\/template\s*>/gi;
// A start tag whose quoted attribute values may hold ">".
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(n) && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return NAMED[e.toLowerCase()] ?? m;
  });
}

export function scanHtml(html: string): ScannedPage {
  const targets = new Set<string>();
  const links: string[] = [];
  const text = html.replace(SKIP, '');
  for (const tag of text.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase();
    const attrs = new Map<string, string>();
    for (const a of (tag[2] ?? '').matchAll(ATTR))
      attrs.set(a[1]!.toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''));
    const id = attrs.get('id');
    if (id) targets.add(id);
    if (name === 'a' && attrs.get('name')) targets.add(attrs.get('name')!);
    if ((name === 'a' || name === 'area') && attrs.has('href')) links.push(attrs.get('href')!);
  }
  return { targets, links, modules: manifestModules(html) };
}
