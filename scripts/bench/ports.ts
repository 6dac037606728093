/**
 * Ports of the bench stack, away from `npm start` (3000, 8055, 8090) and the e2e stack
 * (3101-3109, 8072, 8074). BENCH_PORT_OFFSET moves them all.
 */
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
const base = {
  cms: 8062,
  web: 3201,
  nextStart: 3202,
  minimalNext: 3203,
  proxy: 8093,
  static: 8094,
  // The scale-out profile's reservation bench.
  scaleCms1: 8063,
  scaleCms2: 8064,
  scaleCmsFront: 8065,
  scaleSite1: 3211,
  scaleSite2: 3212,
  scaleProxy: 8095,
  scaleRedis: 6396,
} as const;

export const BENCH_PORTS = Object.fromEntries(
  Object.entries(base).map(([k, v]) => [k, v + offset]),
) as { readonly [K in keyof typeof base]: number };
