/**
 * Ports of the bench stack, away from `npm start` (3000, 8055, 8090) and the e2e stack
 * (3101-3109, 8072, 8074). BENCH_PORT_OFFSET moves them all.
 */
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
const base = { cms: 8062, web: 3201, proxy: 8093, static: 8094 } as const;

export const BENCH_PORTS = Object.fromEntries(
  Object.entries(base).map(([k, v]) => [k, v + offset]),
) as { readonly [K in keyof typeof base]: number };
