/** The title of an unknown profile's page (before " | site name"), in the browser and in the server's head tags. */
export const PROFILE_NOT_FOUND_TITLE = 'Profile not found';
