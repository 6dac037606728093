/**
 * One value per server process, whichever bundle asks for it. Next.js' build may hold a module
 * once per bundle (the route handlers' chunk, each page's server chunk), and each copy gets its
 * own module-level state: a cache one route forgets stayed in the pages' copies, and a lock taken
 * in one copy did not hold back work in another (the sixth session found three copies of the
 * booking data). State that must mean the same thing across the process lives here, on
 * `globalThis` under a registered symbol, made once by whichever copy asks first.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`rental.${name}`);
  const shared = globalThis as unknown as Record<symbol, T>;
  if (!(key in shared)) shared[key] = make();
  return shared[key];
}
