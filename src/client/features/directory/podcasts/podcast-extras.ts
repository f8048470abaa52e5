import { createContext, type ReactNode } from 'react';

/** What later domains add to a podcast's dialog in the console: the show's record with the agency (bookings). */
export interface PodcastExtras {
  showRecord?: (podcastId: number) => ReactNode;
}

/** The podcast dialog's slots, filled by the console's routes (none by default). */
export const PodcastExtrasContext = createContext<PodcastExtras>({});
