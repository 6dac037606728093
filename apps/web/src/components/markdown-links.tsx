import type { Components } from 'react-markdown';
import type { Locale } from '@rental/domain/locale';
import { siteHref } from './site-link.ts';

/** CMS Markdown links are unprefixed site paths: on an English page they get /en, like every CMS link. */
export function localizedLinks(locale: Locale): Components {
  return {
    a: ({ href, title, children }) => (
      <a href={href ? siteHref(href, locale) : href} title={title}>
        {children}
      </a>
    ),
  };
}
