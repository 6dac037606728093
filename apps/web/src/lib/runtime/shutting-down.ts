import { processWide } from './process-wide.ts';

/** Whether this process is shutting down (server/shutdown.ts sets it): /api/ready then says "not ready". */
const flag = () => processWide('shutting-down', () => ({ on: false }));

export const shuttingDown = (): boolean => flag().on;

export const markShuttingDown = (): void => {
  flag().on = true;
};
