import { describe, expect, it } from 'vitest';
import { directusTransform, imageVariantOf, isResizable, pictureSources } from './images.ts';

describe('CMS pictures at the size shown', () => {
  it('makes only the listed sizes and formats', () => {
    expect(imageVariantOf(new URLSearchParams(''))).toBeNull();
    expect(imageVariantOf(new URLSearchParams('w=640&fm=avif'))).toEqual({
      width: 640,
      format: 'avif',
    });
    for (const bad of ['w=641&fm=avif', 'w=640', 'fm=webp', 'w=640&fm=gif', 'w=1e3&fm=jpg'])
      expect(imageVariantOf(new URLSearchParams(bad)), bad).toBe('bad');
  });

  it('resizes photos, never vector or animated files', () => {
    expect(isResizable('image/jpeg')).toBe(true);
    expect(isResizable('image/PNG')).toBe(true);
    expect(isResizable('image/svg+xml')).toBe(false);
    expect(isResizable('image/gif')).toBe(false);
    expect(isResizable(null)).toBe(false);
  });

  it('asks Directus for a copy no larger than the original', () => {
    expect(directusTransform({ width: 320, format: 'webp' })).toEqual({
      width: '320',
      fit: 'inside',
      withoutEnlargement: 'true',
      transforms: '[["toFormat","webp",{"quality":72}]]',
    });
  });

  it('encodes AVIF with less effort than sharp would, so a first copy is made in time', () => {
    const { transforms } = directusTransform({ width: 960, format: 'avif' });
    expect(JSON.parse(transforms)).toEqual([['toFormat', 'avif', { quality: 55, effort: 2 }]]);
  });

  it('offers AVIF and WebP in every size, and a JPEG for the rest', () => {
    expect(pictureSources('/assets/x')).toEqual({
      avif: '/assets/x?w=320&fm=avif 320w, /assets/x?w=640&fm=avif 640w, /assets/x?w=960&fm=avif 960w',
      webp: '/assets/x?w=320&fm=webp 320w, /assets/x?w=640&fm=webp 640w, /assets/x?w=960&fm=webp 960w',
      fallback: '/assets/x?w=640&fm=jpg',
    });
  });
});
