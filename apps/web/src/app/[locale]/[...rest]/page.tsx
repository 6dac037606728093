import { notFound } from 'next/navigation';

/** Any path no route matches: SPEC §8's non-fatal 404 (rendered by not-found.tsx). */
export default function UnmatchedRoute() {
  notFound();
}
