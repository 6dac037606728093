/**
 * A seeded sequence of numbers in [0, 1) (mulberry32) and a pick from a list, for the chaos
 * tests: the same seed replays the same run, so a failing one can be run again.
 */
export function seededRandom(start: number) {
  let seed = start;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  return { random, pick };
}
