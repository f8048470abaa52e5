import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { ApiScope } from '@shared/api/api-scopes';
import { canManageClient, isAdmin, isAgency, isOwner } from '@shared/permissions';
import { forbidden, unauthorized } from '../lib/errors';

/**
 * Who may call a route. Every /api route declares one in `config.access`:
 * public, any signed-in user, admin (admin or owner), the agency (admin, owner or team member), owner alone, a session that is
 * impersonating, a user who may manage the client named by a path parameter, or (the public API,
 * /api/v1) an API key with a scope, whoever's browser sends it.
 */
export type AccessRule = 'public' | 'authenticated' | 'admin' | 'agency' | 'owner' | 'impersonating' | { manageClient: string } | { apiKey: ApiScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The public API key the request carries, once checked (plugins/api-key-auth.ts); null without a working one. */
    apiKey: { id: number; scopes: readonly string[] } | null;
  }
  interface FastifyInstance {
    /** Every /api route's contract (rule, documented statuses, schema), by "METHOD url". */
    routeContracts: RouteContracts;
  }
}

/** What a route promises: who may call it, the statuses its response schema documents, and its schema. */
export interface RouteContract {
  access: AccessRule | undefined;
  /** The numeric status codes of `schema.response`, ascending (empty when it declares none). */
  statuses: number[];
  schema: FastifySchema | undefined;
}

/** Route contracts by "METHOD url" (HEAD left out: it answers as its GET). */
type RouteContracts = Map<string, RouteContract>;

/** The numeric status codes a route schema documents ('2xx' and 'default' are not statuses). */
export function documentedStatuses(schema: FastifySchema | undefined): number[] {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response)
    .filter((code) => /^\d{3}$/.test(code))
    .map(Number)
    .sort((a, b) => a - b);
}

/** Throws the 401 or 403 the rule calls for; returns when the request may proceed. */
export function enforceAccess(rule: AccessRule | undefined, request: FastifyRequest): void {
  if (rule === 'public') return;
  if (rule === undefined) throw forbidden('This route declares no access rule', 'NO_ACCESS_RULE');
  if (typeof rule === 'object' && 'apiKey' in rule) {
    if (!request.apiKey) throw unauthorized('Send a valid API key: Authorization: Bearer <key>', 'API_KEY_REQUIRED');
    if (!request.apiKey.scopes.includes(rule.apiKey)) throw forbidden(`This key lacks the ${rule.apiKey} scope`, 'MISSING_SCOPE');
    return;
  }
  const user = request.user;
  if (!user) throw unauthorized();
  if (rule === 'authenticated') return;
  if (rule === 'admin' && isAdmin(user)) return;
  if (rule === 'agency' && isAgency(user)) return;
  if (rule === 'owner' && isOwner(user)) return;
  if (rule === 'impersonating' && user.isImpersonating) return;
  if (typeof rule === 'object' && 'manageClient' in rule) {
    const raw = (request.params as Record<string, string | undefined>)[rule.manageClient];
    const clientId = Number(raw);
    if (Number.isInteger(clientId) && canManageClient(user, clientId)) return;
  }
  throw forbidden();
}

/** The access rules declared so far, by "METHOD url"; tests read it to find routes without one. */
export type RouteRuleRegistry = Map<string, AccessRule | undefined>;

/**
 * Records every route's rule and enforces it before the body is even validated, so a visitor
 * learns nothing about a route's input (fails closed without a rule). Also decorates the app
 * with `routeContracts`: each route's rule, documented statuses and schema.
 */
export function registerAccessControl(app: FastifyInstance, registry: RouteRuleRegistry): void {
  const contracts: RouteContracts = new Map();
  app.decorate('routeContracts', contracts);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const rule = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.set(`${method} ${route.url}`, rule);
      contracts.set(`${method} ${route.url}`, { access: rule, statuses: documentedStatuses(route.schema), schema: route.schema });
    }
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [async (request: FastifyRequest) => enforceAccess(rule, request), ...existing] as RouteOptions['preValidation'];
  });
}
