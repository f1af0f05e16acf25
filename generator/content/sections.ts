// Sections: a page's text cut at its h2..h6 headings, for search records and reading time.
import type { Root as HRoot, Nodes as HNodes } from 'hast';
import { hastText } from './transform-hast.ts';
import type { Section } from './markdown.ts';
import type { Heading } from '../types.ts';

/** Split the page into sections at h2..h6 for search records. */
export function collectSections(root: HRoot, headings: Heading[]): Section[] {
  const sections: Section[] = [{ text: '' }];
  let h = 0;
  for (const node of root.children) {
    if (node.type === 'element' && /^h[2-6]$/.test(node.tagName)) {
      const heading = headings.find((x, i) => i >= h && x.id === node.properties.id);
      if (heading) {
        h = headings.indexOf(heading) + 1;
        sections.push({ heading, text: '' });
        continue;
      }
    }
    const t = node.type === 'raw' ? stripTags(node.value) : hastText(node as HNodes);
    if (t.trim()) sections[sections.length - 1]!.text += (sections[sections.length - 1]!.text ? '\n' : '') + t.trim();
  }
  return sections.filter((s, i) => i > 0 || s.text);
}

function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
