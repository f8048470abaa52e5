import { createContext, type ReactNode } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';

/**
 * What other domains add to a profile page, given by the page's route (client/routes): a host's
 * request button for a visitor, and VIEW AS for an admin (in the admin actions' lazy chunk).
 * A profile rendered without them simply shows neither.
 */
export interface ProfileActions {
  requestGuest?: (guest: ClientDetail) => ReactNode;
  viewAs?: (slug: string) => ReactNode;
}

/** The profile page's actions from other domains (none unless its route provides them). */
export const ProfileActionsContext = createContext<ProfileActions>({});
