import { z } from 'zod';
import { adminListPage, adminListQuery } from '../admin-lists';
import { API_SCOPES, type ApiScope } from '../api-scopes';
import { text } from '../fields';

/** How each scope reads on /admin/api. */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'profiles:read': 'Profiles',
  'videos:read': 'Videos',
  'talking-points:read': 'Talking points',
  'episodes:read': 'Episodes',
  'key-facts:read': 'Key facts',
};

/** The requests a minute a key may make, and the default. */
export const API_KEY_RATE_LIMITS = { min: 1, max: 1_000, default: 60 } as const;

/** Where a key stands. */
export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** GET /api/admin/api-keys query: paging and a search of names. */
export const apiKeysQuery = adminListQuery(['createdAt', 'name', 'lastUsedAt'] as const, 'createdAt', { status: z.enum(API_KEY_STATUSES).optional() });
export type ApiKeysQuery = z.infer<typeof apiKeysQuery>;

/** A key as /admin/api lists it (never the key itself). */
export const apiKeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  rateLimitPerMinute: z.number().int(),
  status: z.enum(API_KEY_STATUSES),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

/** GET /api/admin/api-keys answer. */
export const apiKeysPage = adminListPage(apiKeyItem);

/** POST /api/admin/api-keys body: a name, one or more scopes, an optional expiry day (after today) and a rate limit. */
export const createApiKeyBody = z.object({
  name: text().trim().min(1, 'Name the key after who uses it').max(100),
  scopes: z
    .array(z.enum(API_SCOPES, { error: `Scopes are ${API_SCOPES.join(', ')}` }))
    .min(1, 'Choose at least one scope')
    .refine((list) => new Set(list).size === list.length, 'Each scope may appear once'),
  expiresOn: z.iso
    .date('Enter the expiry as a date')
    .refine((day) => Date.parse(`${day}T00:00:00Z`) > Date.now(), 'The expiry must be a day after today')
    .refine((day) => Date.parse(`${day}T00:00:00Z`) < Date.now() + 5 * 366 * 86_400_000, 'A key expires within five years')
    .nullable()
    .optional(),
  rateLimitPerMinute: z.coerce
    .number()
    .int('Enter a whole number of requests')
    .min(API_KEY_RATE_LIMITS.min, `At least ${API_KEY_RATE_LIMITS.min} request a minute`)
    .max(API_KEY_RATE_LIMITS.max, `At most ${API_KEY_RATE_LIMITS.max} requests a minute`)
    .default(API_KEY_RATE_LIMITS.default),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;
/** A create body once checked (defaults filled in). */
export type CreateApiKeyValues = z.infer<typeof createApiKeyBody>;

/** POST /api/admin/api-keys answer: the key, shown this once, and how it is listed. */
export const createdApiKey = z.object({ key: z.string(), apiKey: apiKeyItem });
export type CreatedApiKey = z.infer<typeof createdApiKey>;
