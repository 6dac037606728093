/** The title block every content page starts with. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold text-brand-accent sm:text-4xl">{title}</h1>
      {intro && <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>}
      {children}
    </header>
  );
}
