/** Types of fiscal-documents.js, for its unit test (services/cms/src/fiscal-documents.test.ts). */
type Row = Record<string, unknown>;
export declare function splitDocument(payload: Row | null | undefined): {
  document: Row | null;
  rest: Row;
};
export declare function fiscalDocumentProblem(
  document: Row,
  stored: Row | null | undefined,
  owes: boolean,
): string | null;
