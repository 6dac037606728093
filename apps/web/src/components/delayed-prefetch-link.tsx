'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { mayPrefetch, PREFETCH_DELAY_MS, type Connection } from '@rental/domain/ui-defaults';

/** A link prefetched 1000 ms after mount (the page's own loading first), never on save-data or very slow connections. */
export function DelayedPrefetchLink({
  href,
  ...props
}: React.ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // What became of the prefetch (off, waiting, sent) on the link itself, so that a test waits
    // for the decision instead of pausing and hoping nothing happened.
    const mark = (state: 'off' | 'waiting' | 'sent') =>
      link.current?.setAttribute('data-prefetch', state);
    if (!mayPrefetch((navigator as Navigator & { connection?: Connection }).connection))
      return void mark('off');
    mark('waiting');
    const timer = window.setTimeout(() => {
      router.prefetch(href);
      mark('sent');
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [href, router]);
  return <Link href={href} prefetch={false} {...props} ref={link} />;
}
