/**
 * CMS pictures served at the size they are shown, in AVIF or WebP: the site's
 * /assets/{id} route asks Directus for a resized copy (`?w=640&fm=avif`), and pages offer the
 * browser a `<picture>` with those copies. Only the sizes and formats listed here are made, so
 * no visitor can make the CMS render (and store) any number of copies. Vector and animated
 * files are passed as they are.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageVariant {
  width: ImageWidth;
  format: ImageFormat;
}

/** Files Directus can resize: raster photos (not SVG, not GIF's animation). */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff']);
export const isResizable = (mime: string | null | undefined): boolean =>
  !!mime && RESIZABLE.has(mime.toLowerCase());

/** The copy a request asks for (`w`, `fm`), null for the file as stored, 'bad' for anything else. */
export function imageVariantOf(query: URLSearchParams): ImageVariant | null | 'bad' {
  const w = query.get('w');
  const fm = query.get('fm');
  if (w === null && fm === null) return null;
  const width = IMAGE_WIDTHS.find((x) => String(x) === w);
  const format = IMAGE_FORMATS.find((x) => x === fm);
  return width && format ? { width, format } : 'bad';
}

/**
 * How hard the AVIF encoder works (sharp's `effort`, 0–9): the default 4 can outlast the CMS
 * timeout on a busy machine, leaving a broken picture; 2 makes a file of the same size ten times faster.
 */
export const AVIF_EFFORT = 2;

/**
 * Directus' transformation of a variant: never larger than the original, a photo's quality.
 * The format goes in `transforms` (sharp's toFormat with its options) rather than `format` and
 * `quality`, which cannot carry the encoder's effort.
 */
export function directusTransform(v: ImageVariant): Record<string, string> {
  const options = v.format === 'avif' ? { quality: 55, effort: AVIF_EFFORT } : { quality: 72 };
  return {
    width: String(v.width),
    fit: 'inside',
    withoutEnlargement: 'true',
    transforms: JSON.stringify([['toFormat', v.format, options]]),
  };
}

export interface PictureSources {
  avif: string;
  webp: string;
  /** A JPEG of the middle size, for a browser that takes neither. */
  fallback: string;
}

/** `srcset`s for a `<picture>` of a resizable file at `src` (the site's /assets/{id}). */
export function pictureSources(src: string): PictureSources {
  const set = (format: ImageFormat) =>
    IMAGE_WIDTHS.map((w) => `${src}?w=${w}&fm=${format} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp'), fallback: `${src}?w=640&fm=jpg` };
}
