// @docusaurus/Translate: `<Translate id? description? values?>message</Translate>` and
// `translate({ message, id, description }, values)`. The text is the locale's code.json entry for
// the id (or, without an id, for the message itself); without one, the message (or the id when
// there is none), as Docusaurus falls back. `{placeholders}` are filled either way.
import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate.tsx';
import { docusaurusSite } from './context.ts';

export interface TranslateParam {
  message?: string;
  id?: string;
  description?: string;
}

export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

function message({ message, id }: TranslateParam): string {
  if (message === undefined && id === undefined)
    throw new Error(
      'A translation needs a message or an id: translate({ message: "…" }) or <Translate id="…">…</Translate>.',
    );
  const translated = docusaurusSite().codeTranslations[id ?? message!];
  return translated ?? message ?? id!;
}

export function translate(param: TranslateParam, values?: InterpolateValues): string {
  return interpolate(message(param), values) as string;
}

export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  if (children && typeof children !== 'string')
    throw new Error(
      '<Translate> takes one string as its children: <Translate id="…">Text with {placeholders}</Translate>.',
    );
  return <>{interpolate(message({ message: children, id }), values)}</>;
}
