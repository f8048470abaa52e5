import type { AppContext } from '@server/context';

/** What the requests need: the database, the read cache (the guest's profile), the mailer and the site's name. */
export type RequestsContext = Pick<AppContext, 'db' | 'cache' | 'mailer' | 'config'>;
