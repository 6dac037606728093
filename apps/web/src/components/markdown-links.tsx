import type { Components } from 'react-markdown';
import type { Locale } from '@rental/domain/locale';
import { siteHref } from './site-link.ts';

/**
 * Links written in CMS Markdown (info pages, job offers) are unprefixed site paths
 * ("/info/terminos-y-condiciones"), like every CMS link: on an English page they get /en,
 * as the menu's and the calls to action's do.
 */
export function localizedLinks(locale: Locale): Components {
  return {
    a: ({ href, title, children }) => (
      <a href={href ? siteHref(href, locale) : href} title={title}>
        {children}
      </a>
    ),
  };
}
