/**
 * The three states of a list from the CMS on a page: could not be loaded (a notice, the
 * page still renders), empty, or the items.
 */
export function CmsList<T>({
  items,
  loadError,
  empty,
  children,
}: {
  items: T[] | null;
  loadError: string;
  empty: React.ReactNode;
  children: (items: T[]) => React.ReactNode;
}) {
  if (items === null)
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        {loadError}
      </p>
    );
  if (items.length === 0) return <>{empty}</>;
  return <>{children(items)}</>;
}
