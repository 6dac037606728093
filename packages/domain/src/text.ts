/**
 * A plain-text excerpt of CMS Markdown for a meta description: markup and link targets
 * dropped, white space folded, cut at a word boundary within `max` characters.
 */
export function plainTextExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A name with its kind in brackets ("Albrook (aeropuerto)"), unless the name already says
 * it: "Aeropuerto Internacional de Tocumen" needs no "(aeropuerto)" after it. Accents and
 * case are ignored when comparing.
 */
export function withKind(name: string, kind: string | null): string {
  if (
    !kind ||
    new RegExp(`\\b${folded(kind).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(folded(name))
  )
    return name;
  return `${name} (${kind})`;
}
