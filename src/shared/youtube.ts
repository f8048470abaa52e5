/** A YouTube video id: 11 characters of letters, digits, '-' and '_'. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** The watch page of a YouTube video. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
