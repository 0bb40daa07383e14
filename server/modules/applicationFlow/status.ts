import type { z } from 'zod';
import type { ApplicationStateReply } from '../../../schema/api/applicationFlow';
import type { changeStatusSchema } from '../../../schema/applicationFlow';
import type { ApplicationAction } from '../../../schema/applicationStates';
import type { StaffContext } from '../../core/context';
import type { Executor } from '../../core/scope';
import { endAssignmentAt } from './assignment';
import { findApplication, staffChange, stateReply, transition } from './common';
import { queueFlowMail, type MailConfig } from './mails';
import { endOfferCall } from './offer';
import { applySaleStep } from '../sales/service';

/**
 * POST /api/v1/applications/{id}/change-status (and /api/v1/sales/applications/{id}/change-status):
 * one action of the state machine. Declining or withdrawing an offer and releasing an assignment
 * end their binding as their own calls do; deactivate keeps its reason.
 */
export async function changeStatus(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof changeStatusSchema>,
  config: MailConfig,
): Promise<ApplicationStateReply> {
  const action = input.action as Exclude<ApplicationAction, 'offer' | 'assign'>;
  if (action === 'declineOffer') return endOfferCall(db, ctx, id, input.version, 'declined', input.reason);
  if (action === 'withdrawOffer') return endOfferCall(db, ctx, id, input.version, 'withdrawn', input.reason);
  if (action === 'releaseAssignment') {
    return endAssignmentAt(db, ctx, id, input.version, 'released', input.reason);
  }
  return staffChange(db, ctx, id, input.version, findApplication, async (f, app, trx) => {
    // a sale step needs the buyer's reservation and moves it on (paid, sold)
    await applySaleStep(f, app, action);
    const after = await transition(
      f,
      app,
      action,
      action === 'deactivate' ? { deactivation_reason: input.reason } : {},
    );
    if (action !== 'deactivate') return stateReply(after);
    // a deactivation is the household's rejection: it is told so
    const mail = await queueFlowMail(trx, ctx, config, id, app.object_id, 'rejection');
    return { ...stateReply(after), mail, message: mail.message };
  });
}
