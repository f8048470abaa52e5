import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParams } from '@shared/api/fields';
import { bookingsAdminRoutes as agency } from '@shared/api/bookings/admin-route-table';
import {
  acceptSlotBody,
  approvalTokenParams,
  approvalView,
  cancelBody,
  clientBookingSettings,
  clientBookingSettingsEdit,
  declineBody,
  guestActionAnswer,
  hostActionAnswer,
  messageBody,
  noShowBody,
  pickSlotBody,
  proposeSlotsBody,
  recordingDetailsBody,
  rescheduleAnswerBody,
  rescheduleBody,
  withdrawBody,
} from '@shared/api/bookings/desk';
import { adminBookingRequest, hostTokenParams } from '@shared/api/bookings/requests';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import { siteOf } from '@server/platform/site';
import * as agencyActions from './agency-desk.service';
import * as approvals from './guest-approvals.service';
import * as hostActions from './host-desk.service';

/**
 * The booking desk's actions: the agency answers a request (accept a time, propose others, ask,
 * set the recording link and length, decline, move (propose or answer a new time), cancel, challenge a first hold for a hold in line, note a no-show; admins, owners and the guest's team), the host answers through their link (reply,
 * pick, confirm the hold, reconfirm, move, cancel, withdraw, say the guest did not show up; public, the token is the key), and the guest's side approves
 * or declines a held show, reconfirms, moves or cancels a recording (from the Bookings page: who may manage the client; or through the
 * mailed approval link) and keeps its booking settings. Token routes are limited as costly.
 */
export async function deskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const site = (request: FastifyRequest) => siteOf(ctx, request);
  const token = { config: { access: 'public' as const, rateLimit: COSTLY_LIMIT } };
  const agencyRule = { config: { access: 'agency' as const } };

  serve(app, agency.acceptSlot, { ...agencyRule, schema: { params: idParams, body: acceptSlotBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.acceptSlot(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, agency.proposeSlots, { ...agencyRule, schema: { params: idParams, body: proposeSlotsBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.proposeSlots(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, agency.askHost, { ...agencyRule, schema: { params: idParams, body: messageBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.askHost(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, agency.setRecording, { ...agencyRule, schema: { params: idParams, body: recordingDetailsBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.setRecording(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, agency.decline, { ...agencyRule, schema: { params: idParams, body: declineBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.declineRequest(ctx, request.user!, request.params.id, request.body, site(request)),
  );

  serve(app, agency.cancelBooking, { ...agencyRule, schema: { params: idParams, body: cancelBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.cancelBooking(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, agency.proposeReschedule, { ...agencyRule, schema: { params: idParams, body: rescheduleBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.proposeReschedule(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(
    app,
    agency.answerReschedule,
    { ...agencyRule, schema: { params: idParams, body: rescheduleAnswerBody, response: adminBookingRequest } },
    async (request) => agencyActions.answerReschedule(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, agency.challengeFirstHold, { ...agencyRule, schema: { params: idParams, response: adminBookingRequest } }, async (request) =>
    agencyActions.challengeFirstHold(ctx, request.user!, request.params.id, undefined, site(request)),
  );
  serve(app, agency.noteNoShow, { ...agencyRule, schema: { params: idParams, body: noShowBody, response: adminBookingRequest } }, async (request) =>
    agencyActions.noteNoShow(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, routes.hostNoShow, { ...token, schema: { params: hostTokenParams, response: hostActionAnswer } }, async (request) =>
    hostActions.hostNoShow(ctx, request.params.token, site(request)),
  );
  serve(app, routes.hostReply, { ...token, schema: { params: hostTokenParams, body: messageBody, response: hostActionAnswer } }, async (request) =>
    hostActions.hostReply(ctx, request.params.token, request.body),
  );
  serve(app, routes.hostPick, { ...token, schema: { params: hostTokenParams, body: pickSlotBody, response: hostActionAnswer } }, async (request) =>
    hostActions.hostPick(ctx, request.params.token, request.body, site(request)),
  );
  serve(app, routes.confirmHold, { ...token, schema: { params: hostTokenParams, response: hostActionAnswer } }, async (request) =>
    hostActions.confirmHold(ctx, request.params.token, site(request)),
  );
  serve(app, routes.hostCancel, { ...token, schema: { params: hostTokenParams, body: cancelBody, response: guestActionAnswer } }, async (request) =>
    hostActions.hostCancel(ctx, request.params.token, request.body, site(request)),
  );
  serve(app, routes.hostReschedule, { ...token, schema: { params: hostTokenParams, body: rescheduleBody, response: hostActionAnswer } }, async (request) =>
    hostActions.hostReschedule(ctx, request.params.token, request.body, site(request)),
  );
  serve(
    app,
    routes.hostAnswerReschedule,
    { ...token, schema: { params: hostTokenParams, body: rescheduleAnswerBody, response: hostActionAnswer } },
    async (request) => hostActions.hostAnswerReschedule(ctx, request.params.token, request.body, site(request)),
  );
  serve(app, routes.hostReconfirm, { ...token, schema: { params: hostTokenParams, response: hostActionAnswer } }, async (request) =>
    hostActions.hostReconfirm(ctx, request.params.token),
  );
  serve(app, routes.hostWithdraw, { ...token, schema: { params: hostTokenParams, body: withdrawBody, response: guestActionAnswer } }, async (request) =>
    hostActions.hostWithdraw(ctx, request.params.token, request.body, site(request)),
  );

  serve(app, routes.approval, { ...token, secret: true, schema: { params: approvalTokenParams, response: approvalView } }, async (request) =>
    approvals.approvalByToken(ctx, request.params.token),
  );
  serve(app, routes.approveByLink, { ...token, schema: { params: approvalTokenParams, response: guestActionAnswer } }, async (request) =>
    approvals.approveByToken(ctx, request.params.token, site(request)),
  );
  serve(app, routes.declineByLink, { ...token, schema: { params: approvalTokenParams, body: declineBody, response: guestActionAnswer } }, async (request) =>
    approvals.declineByToken(ctx, request.params.token, request.body, site(request)),
  );

  const managers = { config: { access: 'authenticated' as const } };
  serve(app, routes.approvals, { ...managers, schema: { params: idParams, response: z.array(approvalView) } }, async (request) =>
    approvals.approvalsFor(ctx, request.user!, request.params.id),
  );
  serve(app, routes.approveBooking, { ...managers, schema: { params: idParams, response: guestActionAnswer } }, async (request) =>
    approvals.approveAsManager(ctx, request.user!, request.params.id, site(request)),
  );
  serve(app, routes.cancelBooking, { ...managers, schema: { params: idParams, body: cancelBody, response: guestActionAnswer } }, async (request) =>
    approvals.cancelAsManager(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, routes.rescheduleBooking, { ...managers, schema: { params: idParams, body: rescheduleBody, response: guestActionAnswer } }, async (request) =>
    approvals.rescheduleAsManager(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(
    app,
    routes.answerBookingReschedule,
    { ...managers, schema: { params: idParams, body: rescheduleAnswerBody, response: guestActionAnswer } },
    async (request) => approvals.answerRescheduleAsManager(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, routes.reconfirmBooking, { ...managers, schema: { params: idParams, response: guestActionAnswer } }, async (request) =>
    approvals.reconfirmAsManager(ctx, request.user!, request.params.id),
  );
  serve(app, routes.declineBooking, { ...managers, schema: { params: idParams, body: declineBody, response: guestActionAnswer } }, async (request) =>
    approvals.declineAsManager(ctx, request.user!, request.params.id, request.body, site(request)),
  );
  serve(app, routes.clientSettings, { ...managers, schema: { params: idParams, response: clientBookingSettings } }, async (request) =>
    approvals.settingsOf(ctx, request.user!, request.params.id),
  );
  serve(
    app,
    routes.changeClientSettings,
    { ...managers, schema: { params: idParams, body: clientBookingSettingsEdit, response: clientBookingSettings } },
    async (request) => approvals.changeSettings(ctx, request.user!, request.params.id, request.body),
  );
}
