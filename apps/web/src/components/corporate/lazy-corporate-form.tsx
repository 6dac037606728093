'use client';

import dynamic from 'next/dynamic';

/** The corporate form, loaded only by the info pages that show it, still rendered on the server. */
export const CorporateForm = dynamic(() =>
  import('./corporate-form.tsx').then((m) => m.CorporateForm),
);
