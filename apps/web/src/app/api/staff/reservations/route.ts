import { refusedFlowCall } from '@/lib/config/secret';
import { myBookingDeps } from '@/lib/my-booking/deps';
import { depositDeps } from '@/lib/booking/deposit/deps';
import { mayRunStaffActions, runStaffActions, staffActionRequest } from '@/lib/staff/actions';

/**
 * Called by the Directus flow "Acciones de reserva" with the flows' shared secret and who ran
 * it (only administrators and staff roles); responds with each booking's outcome for its log.
 */
export async function POST(request: Request) {
  const refused = refusedFlowCall(request, 'Staff actions are not configured');
  if (refused) return refused;
  const parsed = staffActionRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json(
      {
        error:
          'Body must be { "action": "cancel" | "resendConfirmation" | "confirmPayLater" | "releaseDeposit" | "chargeDeposit", "keys": uuid[], "amount"?: "75.00", "reason"?: string, "by": { "user": uuid, "role": string | null, "admin": boolean } }',
      },
      { status: 400 },
    );
  if (!mayRunStaffActions(parsed.data.by))
    return Response.json(
      { error: 'Only branch staff and managers run staff actions' },
      { status: 403 },
    );
  const results = await runStaffActions(
    { ...myBookingDeps(), deposits: depositDeps() },
    parsed.data,
  );
  return Response.json({ action: parsed.data.action, results });
}
