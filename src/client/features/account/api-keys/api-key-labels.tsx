import type { ApiKeyItem, ApiKeyStatus } from '@shared/api/account/api-keys';
import { StatusPill } from '@client/components/ui/StatusPill';
import { queryKeys } from '@client/lib/query-keys';

/** The list every key write refreshes. */
export const API_KEYS_LIST_KEY = queryKeys.adminList('api-keys');

/** How each key status reads. */
export const KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

const DOTS: Record<ApiKeyStatus, string> = { active: 'bg-success', expired: 'bg-warning', revoked: 'bg-muted' };

/** A key's status as a pill. */
export function KeyStatusPill({ apiKey }: { apiKey: ApiKeyItem }) {
  return <StatusPill label={KEY_STATUS_LABELS[apiKey.status]} dot={DOTS[apiKey.status]} />;
}
