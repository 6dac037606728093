/**
 * One value per server process, on `globalThis` under a registered symbol: Next.js may hold a
 * module once per bundle, and each copy's module-level state (a cache, a lock) would be its own.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`rental.${name}`);
  const shared = globalThis as unknown as Record<symbol, T>;
  if (!(key in shared)) shared[key] = make();
  return shared[key];
}
