import { paymentDeps } from '@/lib/booking/deps';
import { completeChallenge } from '@/lib/booking/paying';
import { challengeResponse, challengeWindow } from '@/lib/gateways/challenge-page';

/* The simulated bank's challenge window, standing in for a page on the bank's domain: GET shows it, POST records the renter's decision once. */

export function GET(request: Request) {
  return challengeWindow(request);
}

export function POST(request: Request) {
  // The bank's page reports the response to the booking flow, which records it once.
  return challengeResponse(request, async (ticket, approved) =>
    completeChallenge(await paymentDeps(), ticket, approved),
  );
}
