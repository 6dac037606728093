import { isResizable, pictureSources } from '@rental/domain/images';

/** A CMS picture at its shown size: AVIF or WebP by width, an SVG as it is; width and height keep its place. */
export function CmsPicture({
  src,
  type,
  sizes,
  eager = false,
  alt,
  ...img
}: {
  src: string;
  /** The file's MIME type from Directus; unknown means the file is served as stored. */
  type: string | null;
  /** How wide it is shown (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  // `auto` is the default priority: not written out, on each of /flota's 21 lazy cards.
  const loading = eager
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
  if (!isResizable(type)) return <img src={src} alt={alt} {...img} {...loading} />;
  const sources = pictureSources(src);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={sources.fallback} alt={alt} {...img} {...loading} />
    </picture>
  );
}
