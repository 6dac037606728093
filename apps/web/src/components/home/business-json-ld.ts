import type { SiteConfig } from '@/lib/cms';

/** schema.org AutoRental for the brand as a business (the home page's structured data). */
export function businessJsonLd(site: SiteConfig, url: string, logoUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    name: `${site.siteName} Car Rental`,
    url,
    logo: logoUrl,
    image: logoUrl,
    description: site.content.seoDescription || site.content.footerDescription || undefined,
    telephone: site.contact.phone ?? undefined,
    email: site.contact.email ?? undefined,
    areaServed: { '@type': 'Country', name: 'Panamá' },
    currenciesAccepted: 'USD',
    sameAs: site.socialLinks.map((l) => l.url),
  };
}
