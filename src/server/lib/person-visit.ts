import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header server rendering sets on the API reads it makes for a HEAD of a page (those reads are GETs). */
export const RENDERING_HEAD_HEADER = 'x-podium-rendering-head';

/**
 * User agents of software that fetches a link on its own: mail link scanners, chat and social
 * previews, crawlers, command-line and library HTTP clients, page auditors. In-app browsers (a
 * person reading in Facebook's or LinkedIn's app) are not among them.
 */
const AUTOMATED_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|preview|scanner|facebookexternalhit|whatsapp\/|ms-office|msoffice|microsoft office|barracuda|proofpoint|mimecast|urldefense|safelinks|python|curl\/|wget\/|go-http-client|okhttp|java\/|apache-httpclient|axios\/|node-fetch|undici|libwww|lighthouse|googleimageproxy/i;

/** Whether a user agent is software fetching a link on its own; a request with none counts as such. */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || AUTOMATED_AGENT.test(userAgent);
}

/**
 * Whether a request is a person opening a tracked link, to put on a timeline: a GET from a
 * browser. A HEAD (itself, or server rendering's reads for one) and a fetch by a link scanner,
 * a preview, a crawler or a script are not.
 */
export function isPersonVisit(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.headers[RENDERING_HEAD_HEADER] === undefined && !isAutomatedAgent(request.headers['user-agent']);
}

/**
 * Who is visiting, as far as a timeline needs to know to count a visitor once: a digest of the
 * address and the user agent, never either of them. undefined when the request is no person's
 * visit (isPersonVisit), so it is not counted at all.
 */
export function visitorOf(request: FastifyRequest): string | undefined {
  if (!isPersonVisit(request)) return undefined;
  return createHash('sha256')
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
