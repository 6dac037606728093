'use client';

import { useParams } from 'next/navigation';
import { FatalErrorScreen } from '@/components/fatal-error-screen';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  return <FatalErrorScreen error={error} locale={params?.locale} />;
}
