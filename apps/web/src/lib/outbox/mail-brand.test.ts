import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../cms/types.ts';
import { mailBrandOf } from './mail-brand.ts';

const site = {
  brand: 'tucan',
  siteName: 'Tucán',
  logo: '5d7c0f5e-3a1b-4c2d-9e8f-0a1b2c3d4e5f',
  primaryColor: '#0d7d56',
  accentColor: '#0b3d2e',
  contact: {
    phone: '+507 300-0000',
    email: 'hola@tucan.example',
    whatsapp: null,
    assistancePhone: null,
  },
} as SiteConfig;

describe('mailBrandOf', () => {
  it("takes the brand's name, colours, contact and CMS logo, on the site's origin", () => {
    expect(mailBrandOf(site, 'https://www.tucan.example/')).toEqual({
      siteName: 'Tucán',
      logoUrl: 'https://www.tucan.example/assets/5d7c0f5e-3a1b-4c2d-9e8f-0a1b2c3d4e5f',
      primaryColor: '#0d7d56',
      accentColor: '#0b3d2e',
      phone: '+507 300-0000',
      email: 'hola@tucan.example',
    });
  });

  it("falls back to the site's own logo, and to the brand's colours for anything but a hex colour", () => {
    const brand = mailBrandOf(
      { ...site, logo: null, primaryColor: 'red;background:url(x)', accentColor: '' },
      'https://www.tucan.example',
    );
    expect(brand.logoUrl).toBe('https://www.tucan.example/brands/tucan/logo.svg');
    expect(brand.primaryColor).toBe('#0d7d56');
    expect(brand.accentColor).toBe('#0b3d2e');
  });
});
