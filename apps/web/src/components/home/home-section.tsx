/** A band of the home page: a titled section, optionally tinted, with a "see all" link. */
export function HomeSection({
  id,
  title,
  more,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={tinted ? 'bg-slate-50' : undefined} aria-labelledby={`${id}-title`}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-accent">
            {title}
          </h2>
          {more && (
            <a href={more.href} className="font-semibold text-brand-accent underline">
              {more.label}
            </a>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
