import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { localizedLinks } from './markdown-links.tsx';
import type { Locale } from '@rental/domain/locale';

const render = (markdown: string, locale: Locale) =>
  renderToStaticMarkup(createElement(Markdown, { components: localizedLinks(locale) }, markdown));

describe('links in CMS Markdown', () => {
  it('keep an English page in English', () => {
    expect(render('Lee los [términos](/info/terminos-y-condiciones "Términos").', 'en')).toContain(
      '<a href="/en/info/terminos-y-condiciones" title="Términos">términos</a>',
    );
    expect(render('[flota](/flota)', 'es')).toContain('<a href="/flota">flota</a>');
  });
  it('leave other sites, mail and anchors alone', () => {
    expect(render('[x](https://example.com/a) [m](mailto:a@b.c) [s](#arriba)', 'en')).toBe(
      '<p><a href="https://example.com/a">x</a> <a href="mailto:a@b.c">m</a> <a href="#arriba">s</a></p>',
    );
  });
});
