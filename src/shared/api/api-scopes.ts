/** What a key may read: one scope per resource of the public API. */
export const API_SCOPES = ['profiles:read', 'videos:read', 'talking-points:read', 'episodes:read', 'key-facts:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
