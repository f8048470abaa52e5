import { useEffect } from 'react';

/** The site name at the end of the server's titles ("… | Podium"), or the whole title. */
function siteNameOf(title: string): string {
  return title.split(' | ').pop() || 'Podium';
}

/**
 * Sets the tab's title to `title | site name` while the component is shown (the server writes the
 * same one into a page it renders), and puts the previous title back after.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${siteNameOf(previous)}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
