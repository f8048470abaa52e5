import type { Db } from '@server/db/client';
import { createClient, createUser } from '@tests/factories';
import { openSession } from './session';

/** Who an admin list's tests work with: two clients, a signed-in admin, and a signed-in guest of Ada. */
export interface AdminListPeople {
  ada: Awaited<ReturnType<typeof createClient>>;
  grace: Awaited<ReturnType<typeof createClient>>;
  /** The admin's Cookie header value. */
  admin: string;
  adminEmail: string;
  /** The Cookie header value of Ada's guest, who may not use the admin lists. */
  guest: string;
}

/** Seeds, in this order, Ada Lovelace and Grace Hopper as clients, an admin and Ada's guest, each with a session. */
export async function seedAdminListPeople(db: Db): Promise<AdminListPeople> {
  const ada = await createClient(db, { slug: 'ada', name: 'Ada Lovelace' });
  const grace = await createClient(db, { slug: 'grace', name: 'Grace Hopper' });
  const adminUser = await createUser(db, { role: 'admin' });
  const admin = await openSession(db, adminUser.id);
  const guest = await openSession(db, (await createUser(db, { role: 'guest', clientId: ada.id })).id);
  return { ada, grace, admin, adminEmail: adminUser.email, guest };
}
