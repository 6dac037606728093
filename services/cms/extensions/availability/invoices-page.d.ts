/** Types of invoices-page.js, for its unit test (services/cms/src/fiscal-documents.test.ts). */
export interface ListedDocument {
  id: string;
  collection: 'payments' | 'refunds';
  kind: 'invoice' | 'credit_note';
  status: string;
  number: string;
  cufe: string | null;
  issuedAt: string;
  booking: string | null;
  customer: string;
  ruc: string | null;
  total: number;
  tax: number;
  contingency: boolean;
}
export declare function invoicesPage(page: {
  day: string;
  brand: string | null;
  brands: {
    brand: string;
    documents: ListedDocument[];
    totals: {
      invoiced: number;
      invoicedTax: number;
      credited: number;
      creditedTax: number;
      notIssued: number;
    };
  }[];
}): string;
