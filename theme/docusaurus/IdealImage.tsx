// @theme/IdealImage (@docusaurus/plugin-ideal-image): the image itself, lazily loaded. Docusaurus's
// loader makes resized copies and a blurred placeholder; zapsite sizes nothing, so the one file is
// shown at every width. `img` is what the site passes: a URL, a module (`require('./x.png')`,
// whose default is the URL) or the plugin loader's `{ src: { src } }` shape.
import type { ImgHTMLAttributes } from 'react';

type Loaded = { src: { src: string; width?: number; height?: number } };
export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: string | { default: string } | Loaded;
}

function imageOf(img: IdealImageProps['img']): { src: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if ('default' in img) return { src: img.default };
  return img.src;
}

export default function IdealImage({ img, alt, ...rest }: IdealImageProps) {
  const { src, width, height } = imageOf(img);
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" {...rest} />;
}
