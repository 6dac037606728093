import 'server-only';
import { cms } from '@/lib/cms';

/** A CMS file as the site serves it: its address and its MIME type (unknown: served as stored). */
export interface PictureFile {
  src: string;
  type: string | null;
}

/** The served file of a CMS picture field (/assets/{id}), or null when the field is empty. */
export const pictureFile = (id: string | null, type: string | null): PictureFile | null =>
  id ? { src: cms().assetUrl(id), type } : null;
