import { sessionUser } from '@tests/fixtures/session-user';

/** The guest of client 7, for the notification tests. */
export const guestOf7 = sessionUser({ id: 11, role: 'guest', clientId: 7, clientSlug: 'grace', clientName: 'Grace Hopper' });
