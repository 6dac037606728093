/**
 * Structured data for search engines (schema.org). JSON is escaped so that CMS text can
 * never close the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
