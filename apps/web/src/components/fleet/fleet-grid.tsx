/**
 * The cards' grid (the fleet, the home page's highlights). A module of its own, not part of the
 * fleet's filtering list, so a page that shows cards without filters loads none of its code.
 */
export function FleetGrid({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="car-grid">
      {children}
    </div>
  );
}
