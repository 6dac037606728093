import type { SeedRedirect } from '../types.ts';

/** Per-path redirects the site looks up; paths carry no locale prefix. */
export const redirects: SeedRedirect[] = [
  { from: '/ofertas', to: '/promos', statusCode: '301' },
  { from: '/fleet', to: '/flota', statusCode: '301' },
  { from: '/locations', to: '/sucursales', statusCode: '301' },
  { from: '/terminos', to: '/info/terminos-y-condiciones', statusCode: '302' },
];
