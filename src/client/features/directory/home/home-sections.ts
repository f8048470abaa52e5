import { createContext, type ReactNode } from 'react';

/** What other domains add to the home page below the fold, given by its route (client/routes): the sign-in card. */
export interface HomeSections {
  signIn?: ReactNode;
}

/** The home page's sections from other domains (none unless its route provides them). */
export const HomeSectionsContext = createContext<HomeSections>({});
