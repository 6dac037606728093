import { z } from 'zod';
import { panamaLocalToUtc } from '../panama-time.ts';

/**
 * The location form of the home page (SPEC §3: pickup and return place and date). The same
 * schema gives the browser its messages and reads the search back from the fleet's URL.
 * Messages are catalogue keys (namespace `search.errors`). The booking rules proper
 * (2 hours' notice, minimum days, opening hours) belong to the reservation rules module.
 */
const BRANCH = /^[A-Z0-9]{2,16}$/;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export type LocationSearchError = 'required' | 'invalidDate' | 'returnBeforePickup' | 'pickupInPast';

export function locationSearchSchema(now: Date) {
  return z
    .object({
      pickup: z.string({ message: 'required' }).regex(BRANCH, { message: 'required' }),
      dropoff: z.string().regex(BRANCH, { message: 'required' }).optional().or(z.literal('').transform(() => undefined)),
      from: z.string({ message: 'required' }).min(1, { message: 'required' }).regex(LOCAL, { message: 'invalidDate' }),
      to: z.string({ message: 'required' }).min(1, { message: 'required' }).regex(LOCAL, { message: 'invalidDate' }),
    })
    .superRefine((value, ctx) => {
      const from = panamaLocalToUtc(value.from);
      const to = panamaLocalToUtc(value.to);
      if (!from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'invalidDate' });
      if (!to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalidDate' });
      if (from && from.getTime() < now.getTime()) ctx.addIssue({ code: 'custom', path: ['from'], message: 'pickupInPast' });
      if (from && to && to.getTime() <= from.getTime()) ctx.addIssue({ code: 'custom', path: ['to'], message: 'returnBeforePickup' });
    })
    .transform((value) => ({ ...value, dropoff: value.dropoff ?? value.pickup }));
}

export type LocationSearch = z.output<ReturnType<typeof locationSearchSchema>>;
export type LocationSearchErrors = Partial<Record<'pickup' | 'dropoff' | 'from' | 'to', LocationSearchError>>;

/** Field → first message key, for the form. */
export function locationSearchErrors(error: z.ZodError): LocationSearchErrors {
  const errors: LocationSearchErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof LocationSearchErrors;
    errors[field] ??= issue.message as LocationSearchError;
  }
  return errors;
}

/** The search carried in a URL (the fleet page), or null when absent or invalid. */
export function readLocationSearch(params: URLSearchParams, now: Date): LocationSearch | null {
  const parsed = locationSearchSchema(now).safeParse({
    pickup: params.get('pickup') ?? undefined,
    dropoff: params.get('dropoff') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
