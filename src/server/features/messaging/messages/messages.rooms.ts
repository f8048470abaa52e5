/**
 * Socket.IO rooms of team messaging. new_message and the read events go to both sides of a
 * client's thread (joined or not: toasts and badges); typing and leaving go to the sockets that
 * joined the thread.
 */

/** The client side of a client: its guests' sockets, and admins' viewing as it. */
export const clientSideRoom = (clientId: number) => `client:${clientId}`;

/** Team members who work with a client (their account's client, or assigned to it). */
export const teamOfClientRoom = (clientId: number) => `team-of:${clientId}`;

/** Admins and owners not viewing as a client: the team side of every thread. */
export const WHOLE_TEAM_ROOM = 'team:all';

/** The sockets that joined a thread (its conversation is open). */
export const threadRoom = (threadId: number) => `thread:${threadId}`;

/** Every room that hears about a client's thread, on both sides. */
export const bothSidesOf = (clientId: number) => [clientSideRoom(clientId), teamOfClientRoom(clientId), WHOLE_TEAM_ROOM];
