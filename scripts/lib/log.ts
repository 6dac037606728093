/** Prefixed, coloured log lines so the output of several processes stays readable. */
const COLORS = {
  cms: 36,
  setup: 35,
  build: 33,
  web: 32,
  stack: 1,
  test: 34,
  paypal: 94,
  mail: 95,
  bench: 96,
  nginx: 90,
} as const;
export type LogName = keyof typeof COLORS;

export function logger(name: LogName): (line: string) => void {
  const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
  const tag = `[${name}]`.padEnd(8);
  const prefix = useColor ? `\x1b[${COLORS[name]}m${tag}\x1b[0m` : tag;
  return (line: string) => process.stdout.write(`${prefix} ${line}\n`);
}
