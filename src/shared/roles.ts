/** Role names exactly as the specification spells them. */
export const ROLES = ['admin', 'owner', 'guest', 'team', 'client'] as const;

/** One of the product's roles. */
export type Role = (typeof ROLES)[number];

/** Roles that a stored user account may hold ('client' only appears while impersonating). */
export const ACCOUNT_ROLES = ['admin', 'owner', 'guest', 'team'] as const;

/** A role a stored account may hold. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
