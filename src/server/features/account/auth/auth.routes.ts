import type { FastifyInstance } from 'fastify';
import { activateBody, activateParams, loginBody, loginResponse, messageResponse, requestResetBody, resetPasswordBody } from '@shared/api/account/auth';
import { sessionUser } from '@shared/api/session-user';
import { accountRoutes as routes } from '@shared/api/account/route-table';
import { opaqueBody } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { unauthorized } from '@server/lib/errors';
import { linkBaseUrl } from '@server/lib/public-url';
import { serve } from '@server/lib/serve';
import { isCrossSite } from '@server/plugins/origin';
import * as service from './auth.service';
import { clearSessionCookie, setSessionCookie } from '@server/platform/session-cookie';

/** Sign-in, sign-out, the current user, password reset and account activation. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, mailer } = ctx;

  serve(app, routes.login, { config: { access: 'public' }, schema: { body: loginBody, response: loginResponse } }, async (request, reply) => {
    const { session, answer } = await service.login(db, {
      ...request.body,
      ip: request.ip,
      previousSessionIdHash: request.sessionIdHash,
    });
    setSessionCookie(reply, session.token, session.persistent, config.secureCookies);
    return answer;
  });

  serve(app, routes.currentUser, { config: { access: 'public' }, schema: { response: sessionUser } }, async (request) => {
    if (!request.user) throw unauthorized();
    return request.user;
  });

  serve(app, routes.logout, { config: { access: 'public' }, status: 302, schema: { response: opaqueBody } }, async (request, reply) => {
    // A link or image on another site must not sign anyone out.
    if (isCrossSite(request)) return reply.redirect('/');
    await service.logout(db, request.sessionIdHash);
    // the session's live sockets end with it, on every node
    if (request.sessionIdHash) ctx.realtime.endSession(request.sessionIdHash);
    clearSessionCookie(reply, config.secureCookies);
    return reply.redirect('/');
  });

  serve(app, routes.requestReset, { config: { access: 'public' }, schema: { body: requestResetBody, response: messageResponse } }, async (request) => {
    const message = await service.requestPasswordReset(db, mailer, {
      email: request.body.email,
      ip: request.ip,
      baseUrl: linkBaseUrl(request, config, request.log),
      siteName: config.siteName,
    });
    return { message };
  });

  serve(app, routes.resetPassword, { config: { access: 'public' }, schema: { body: resetPasswordBody, response: messageResponse } }, async (request) => {
    const ended = await service.resetPassword(db, { ...request.body, ip: request.ip, currentSessionIdHash: request.sessionIdHash });
    for (const idHash of ended) ctx.realtime.endSession(idHash);
    return { message: 'Your password has been reset. You can now sign in.' };
  });

  serve(
    app,
    routes.activate,
    { config: { access: 'public' }, schema: { params: activateParams, body: activateBody, response: messageResponse } },
    async (request) => {
      await service.activateAccount(db, {
        userId: request.params.userId,
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
      });
      return { message: 'Your account is active. You can now sign in.' };
    },
  );
}
