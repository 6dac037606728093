import { classes } from './classes.ts';

/** The white, bordered box the site draws its panels and cards in. */
const BOX = 'rounded-2xl border border-slate-200 bg-white';
/** A panel: the box with its padding and shadow. */
const panelClass = `${BOX} p-5 shadow-sm print:break-inside-avoid print:shadow-none`;
/** A card whose picture runs to its edges (a car, a promotion, a call to action). */
export const tileClass = `flex flex-col overflow-hidden ${BOX} shadow-sm`;
/** How wide a tile's picture is shown in the one-, two- and three-column grids (`sizes`). */
export const TILE_GRID_SIZES =
  '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, calc(100vw - 2rem)';

type PanelProps = Omit<React.HTMLAttributes<HTMLElement>, 'title'> & {
  /** The element, for what the panel is in the page (a form's part, an aside, a navigation, an article). */
  as?: 'section' | 'div' | 'aside' | 'nav' | 'article';
  /** Shown as the panel's heading (an h2). */
  title?: string;
  testId?: string;
};

export function Panel({
  as: Tag = 'section',
  title,
  testId,
  className,
  children,
  ...props
}: PanelProps) {
  return (
    <Tag data-testid={testId} {...props} className={classes(panelClass, className)}>
      {title && <PanelTitle>{title}</PanelTitle>}
      {children}
    </Tag>
  );
}

/** A panel's heading; `className` sets the space below it (mb-4 by default, none with ''). */
export function PanelTitle({
  className = 'mb-4',
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return <h2 className={classes(className, 'text-lg font-bold text-brand-accent')}>{children}</h2>;
}
