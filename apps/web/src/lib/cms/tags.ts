/**
 * Cache tags of CMS data: `cms` on everything, `cms:<collection>` per collection read.
 * A change to `<x>_translations` belongs to `<x>`.
 */
export const CMS_TAG = 'cms';

export const collectionTag = (collection: string) =>
  `${CMS_TAG}:${collection.replace(/_translations$/, '')}`;

export const cmsTags = (...collections: string[]): string[] => [
  CMS_TAG,
  ...collections.map(collectionTag),
];
