import Markdown, { type Components } from 'react-markdown';
import type { Locale } from '@rental/domain/locale';
import { localizedLinks } from '../markdown-links.tsx';

/** Headings inside an offer sit below its title (h2), so the Markdown's own levels move down. */
const headings: Components = { h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h5' };

/** A job offer's description or requirements, written in Markdown in the CMS. */
export function JobMarkdown({
  children,
  locale,
  className = '',
}: {
  children: string;
  locale: Locale;
  className?: string;
}) {
  return (
    <div className={`prose-info space-y-3 text-slate-700 ${className}`}>
      <Markdown components={{ ...headings, ...localizedLinks(locale) }}>{children}</Markdown>
    </div>
  );
}
