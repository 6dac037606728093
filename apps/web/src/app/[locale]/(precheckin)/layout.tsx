import { FlowLayout } from '@/components/flow-layout';
import { layoutContext } from '@/lib/site/shell';

export default async function PrecheckinLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const ctx = await layoutContext(params);
  return <FlowLayout name="precheckin" {...ctx}>{children}</FlowLayout>;
}
