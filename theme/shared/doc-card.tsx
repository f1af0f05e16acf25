// A doc card's inside as Docusaurus 3.10 draws it (DocCard/Layout, Heading, Description): the icon
// and title in the heading, the description under it, with Docusaurus's stable class names beside
// its CSS modules' (docusaurus-classes.ts). The classic theme's generated index pages and
// @theme/DocCard both draw it.
import type { ReactNode } from 'react';
import {
  DocCardDescription,
  DocCardHeading,
  DocCardHeadingIcon,
  DocCardHeadingText,
  DocCardLayout,
} from './docusaurus-classes.ts';

/** The card's link classes (DocCard/Layout's Container). */
export const CARD_CLASS = `card padding--lg theme-doc-card-container ${DocCardLayout.cardContainer}`;

const segmenter = new Intl.Segmenter();

/**
 * The label's first grapheme when it holds an emoji, and the rest, as Docusaurus's
 * extractLeadingEmoji reads it (Unicode's Emoji property includes the digits, as there).
 */
export function extractLeadingEmoji(input: string): { emoji: string | null; rest: string } {
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme || (!/\p{Extended_Pictographic}/u.test(grapheme) && !/\p{Emoji}/u.test(grapheme)))
    return { emoji: null, rest: input };
  return { emoji: grapheme, rest: input.slice(grapheme.length) };
}

/** The icon and title a card shows for an item: an emoji the label starts with, else the kind's own. */
export function cardIconTitle(label: string, kind: 'doc' | 'category' | 'link'): { icon: string; title: string } {
  const { emoji, rest } = extractLeadingEmoji(label);
  return { icon: emoji ?? (kind === 'category' ? '🗃' : kind === 'link' ? '🔗' : '📄️'), title: rest.trim() };
}

export function DocCardInside({ icon, title, description }: { icon: string; title: string; description?: ReactNode }) {
  return (
    <>
      <h2 className={`theme-doc-card-heading ${DocCardHeading.cardTitle}`} title={title}>
        <span className={`theme-doc-card-icon ${DocCardHeadingIcon.cardTitleIcon}`}>{icon}</span>
        <span className={`text--truncate theme-doc-card-title ${DocCardHeadingText.cardTitleText}`}>{title}</span>
      </h2>
      {description ? (
        <p
          className={`text--truncate theme-doc-card-description ${DocCardDescription.cardDescription}`}
          title={typeof description === 'string' ? description : undefined}
        >
          {description}
        </p>
      ) : null}
    </>
  );
}
