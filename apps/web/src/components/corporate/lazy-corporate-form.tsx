'use client';

import dynamic from 'next/dynamic';

/**
 * The corporate form, loaded (with its schema) only by the info pages that show it: a page's
 * client components otherwise ship with it whether rendered or not, the terms page included.
 * Still rendered on the server, so the form is in the HTML.
 */
export const CorporateForm = dynamic(() =>
  import('./corporate-form.tsx').then((m) => m.CorporateForm),
);
