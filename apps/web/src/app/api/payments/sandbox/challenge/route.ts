import { paymentDeps } from '@/lib/booking/deps';
import { completeChallenge } from '@/lib/booking/paying';
import { challengeResponse, challengeWindow } from '@/lib/gateways/challenge-page';

/*
 * The simulated bank's payment window (3-D Secure style challenge). GET shows it; POST is
 * the renter's response, which the bank reports to the site once. Not part of the site's
 * pages: it stands in for a page on the bank's own domain.
 */

export function GET(request: Request) {
  return challengeWindow(request);
}

export function POST(request: Request) {
  // The bank's page reports the response to the booking flow, which records it once.
  return challengeResponse(request, async (ticket, approved) =>
    completeChallenge(await paymentDeps(), ticket, approved),
  );
}
