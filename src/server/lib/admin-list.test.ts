import { eq, isNull } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { clients } from '../db/schema';
import { type AdminListStep, defineAdminList, idsOf, ilikeAny, sortsByColumn } from './admin-list';

type Query = { page: number; pageSize: number; sort: 'name' | 'id'; dir: 'asc' | 'desc'; q?: string; featured?: boolean; category?: string };

const list = defineAdminList({
  count: idsOf(clients),
  scope: isNull(clients.archivedAt),
  filters: {
    featured: (featured: boolean) => eq(clients.featured, featured),
    category: (category: string) => eq(clients.headline, category),
    q: (term: string) => ilikeAny(term, [clients.name, clients.slug]),
  },
  sorts: sortsByColumn({ name: clients.name, id: clients.id }, clients.id),
  page: async (_db: DbOrTx, _step: AdminListStep<Query>) => [],
});

const dialect = new PgDialect();
const render = (filters: Partial<Query>) => {
  const where = list.where(filters);
  return where ? dialect.sqlToQuery(where) : undefined;
};

describe('defineAdminList', () => {
  it('applies the scope, then each filter whose value is set, in the order written; false is a value, empty text is not', () => {
    const query = render({ featured: false, category: '', q: 'a_b' });
    expect(query?.sql).toBe('("clients"."archived_at" is null and "clients"."featured" = $1 and ("clients"."name" ILIKE $2 or "clients"."slug" ILIKE $3))');
    expect(query?.params).toEqual([false, '%a\\_b%', '%a\\_b%']);
    expect(render({})?.sql).toBe('"clients"."archived_at" is null');
  });

  it('orders by the sort key in the query direction, then by id, and cuts the page window', () => {
    const step = list.step({ page: 3, pageSize: 25, sort: 'name', dir: 'asc' } satisfies Query);
    expect(step.order.map((order) => dialect.sqlToQuery(order).sql)).toEqual(['"clients"."name" asc', '"clients"."id" asc']);
    expect({ offset: step.offset, limit: step.limit }).toEqual({ offset: 50, limit: 25 });
  });
});
