import { describe, expect, it } from 'vitest';
import { createDraft, setClient } from '@rental/domain/reservation/draft';
import type { BookingCatalog } from '@rental/domain/reservation/quote';
import { requestOf } from './selection.ts';

describe('the booking request', () => {
  const catalog = { coverages: [] } as unknown as BookingCatalog;
  const consent = { terms: true, marketing: false, whatsapp: false };
  const company = {
    company_name: 'Alquileres del Istmo, S.A.',
    company_ruc: '155596713-2-2015',
    company_dv: '59',
  };
  const draft = (company_invoice: boolean) =>
    setClient(createDraft('firefly'), { name: 'Ana', company_invoice, ...company });

  it('sends a company invoice’s fields while it is asked', () => {
    expect(requestOf(draft(true), 'es', consent, catalog).client).toMatchObject({
      name: 'Ana',
      company_invoice: true,
      ...company,
    });
  });

  it('sends none of them once it is unticked, though the draft keeps them as typed', () => {
    const unticked = draft(false);
    const client = requestOf(unticked, 'es', consent, catalog).client;
    expect(Object.keys(client).filter((key) => key.startsWith('company'))).toEqual([]);
    expect(unticked.client).toMatchObject(company);
  });
});
