'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { reloadAfterChunkError } from '@/components/app-update';
import { FatalErrorScreen } from '@/components/fatal-error-screen';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  // A navigation whose code could not be loaded (a new deployment): load the route in full instead.
  const [reloading, setReloading] = useState(false);
  useEffect(() => setReloading(reloadAfterChunkError(error)), [error]);
  if (reloading) return null;
  return <FatalErrorScreen error={error} locale={params?.locale} />;
}
