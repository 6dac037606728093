'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { mayPrefetch, PREFETCH_DELAY_MS, type Connection } from '@rental/domain/ui-defaults';

/**
 * A client-side link whose route payload is prefetched 1000 ms after it mounts (not at
 * once, so the page's own loading comes first), and not at all when the visitor saves data
 * or is on a very slow connection.
 */
export function DelayedPrefetchLink({ href, ...props }: React.ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  useEffect(() => {
    if (!mayPrefetch((navigator as Navigator & { connection?: Connection }).connection)) return;
    const timer = window.setTimeout(() => router.prefetch(href), PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [href, router]);
  return <Link href={href} prefetch={false} {...props} />;
}
