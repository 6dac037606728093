'use client';

import dynamic from 'next/dynamic';
import { StepLoading } from '../flow/step-loading.tsx';

/**
 * The change of trip and extras, loaded when the renter opens it: most visits to the booking's
 * page never do, and its pickers would weigh on every first load (docs/performance.md).
 */
export const ChangeTrip = dynamic(() => import('./change-trip.tsx').then((m) => m.ChangeTrip), {
  loading: () => <StepLoading />,
});
