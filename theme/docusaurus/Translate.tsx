// @docusaurus/Translate: `<Translate id? description? values?>message</Translate>` and
// `translate({ message, id, description }, values)`. zapsite builds the default locale, where a
// message has no translation: the result is the message (or the id when there is none) with its
// `{placeholders}` filled, as Docusaurus gives when code.json holds no entry for it.
import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate.tsx';

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
  return message ?? id!;
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
