import type { CSSProperties, ReactNode } from 'react';
import { Button, Heading, Text } from '@react-email/components';

/** The small vocabulary of the e-mails' content, styled once. */
const title: CSSProperties = { fontSize: 18, lineHeight: '24px', margin: '24px 0 8px' };
const paragraph: CSSProperties = { fontSize: 15, lineHeight: '22px', margin: '8px 0' };
const cell: CSSProperties = {
  fontSize: 15,
  lineHeight: '22px',
  padding: '3px 0',
  verticalAlign: 'top',
};

export function SectionTitle({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Heading as="h2" style={{ ...title, color }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraph, ...style }}>{children}</Text>;
}

export interface TableRow {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}

/** Label and value side by side; `data-text-format="dataTable"` keeps each row on one line in the plain-text part too. */
export function DataTable({ rows }: { rows: TableRow[] }) {
  return (
    <table
      data-text-format="dataTable"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse' }}
    >
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} data-testid={row.testId}>
            <td style={{ ...cell, color: '#334155', fontWeight: row.strong ? 700 : 400 }}>
              {row.label}
            </td>
            <td
              align="right"
              style={{
                ...cell,
                paddingLeft: 12,
                whiteSpace: 'nowrap',
                fontWeight: row.strong ? 700 : 400,
              }}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ButtonLink({
  href,
  color,
  children,
}: {
  href: string;
  color: string;
  children: ReactNode;
}) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: color,
        color: '#ffffff',
        fontSize: 15,
        fontWeight: 700,
        padding: '12px 20px',
        borderRadius: 6,
        textDecoration: 'none',
        display: 'inline-block',
      }}
    >
      {children}
    </Button>
  );
}
