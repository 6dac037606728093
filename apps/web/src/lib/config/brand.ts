import { resolveBrand } from '@rental/domain/brands';

/** The brand this build serves (NEXT_PUBLIC_BRAND is inlined at build time). */
export const BRAND = resolveBrand(process.env.NEXT_PUBLIC_BRAND);
