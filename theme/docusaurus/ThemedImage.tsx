// @theme/ThemedImage: one <img> per colour mode; the classic theme's stylesheet shows the one of
// the page's `data-theme` (.themedComponent--light / --dark), so no script is needed.
import type { ImgHTMLAttributes } from 'react';
import { CommonThemedComponent as styles } from '../shared/docusaurus-classes.ts';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={[styles.themedComponent, styles[`themedComponent--${mode}`], className].filter(Boolean).join(' ')}
          {...rest}
        />
      ))}
    </>
  );
}
