// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../ui/toast-store';
import { route } from '@shared/api/route';
import { setApiTransport } from '@client/lib/api';
import { type AdminResource, useAdminCrud } from './use-admin-crud';

/** The requests the hook made, and the status the next one gets. */
let sent: { method: string; path: string; body: unknown }[] = [];
let status = 200;

beforeEach(() => {
  sent = [];
  status = 200;
  setApiTransport(async (path, init) => {
    sent.push({ method: init?.method ?? 'GET', path: String(path), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const body = status === 200 ? { id: 7, changed: 2 } : { message: 'Nope', code: 'NOPE' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(cleanup);
afterAll(() => setApiTransport((path, init) => fetch(path, init)));

const resource = (afterDelete: () => void): AdminResource<{ name: string }> => ({
  refreshes: [['admin', 'things'], ['clients']],
  save: { create: route('POST', '/api/admin/things'), edit: route('PATCH', '/api/admin/things/:id'), added: 'Thing added', saved: 'Thing saved' },
  deletes: { one: route('DELETE', '/api/admin/things/:id'), bulk: route('POST', '/api/admin/things/bulk-delete'), deleted: (n) => `${n} deleted` },
  afterDelete,
});

function renderCrud(afterDelete = vi.fn()) {
  const client = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useAdminCrud<{ id: number }, { name: string }>(resource(afterDelete)), { wrapper }), invalidated, afterDelete };
}

const lastToast = () => {
  const { type, title, message } = getToasts()[0];
  return { type, title, message };
};

describe('useAdminCrud', () => {
  it('adds by POST and edits by PATCH, then closes the editor, toasts and refreshes every query named', async () => {
    const { result, invalidated } = renderCrud();
    act(() => result.current.setEditing({}));
    await act(() => result.current.save.mutateAsync({ body: { name: 'A' } }));
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/admin/things', body: { name: 'A' } });
    expect(result.current.editing).toBeNull();
    expect(lastToast()).toEqual({ type: 'success', title: 'Thing added', message: undefined });
    expect(invalidated).toEqual([['admin', 'things'], ['clients']]);

    act(() => result.current.setEditing({ row: { id: 7 } }));
    await act(() => result.current.save.mutateAsync({ id: 7, body: { name: 'B' } }));
    expect(sent.at(-1)).toEqual({ method: 'PATCH', path: '/api/admin/things/7', body: { name: 'B' } });
    expect(lastToast().title).toBe('Thing saved');
  });

  it('a failed save keeps the editor open and toasts nothing', async () => {
    const { result } = renderCrud();
    const toasts = getToasts().length;
    status = 409;
    act(() => result.current.setEditing({ row: { id: 7 } }));
    await act(() => result.current.save.mutateAsync({ id: 7, body: { name: 'B' } }).catch(() => undefined));
    expect(result.current.editing).toEqual({ row: { id: 7 } });
    expect(getToasts().length).toBe(toasts);
  });

  it('deletes what the confirmation holds: one row by its DELETE, several in bulk, then afterDelete and the refresh', async () => {
    const { result, invalidated, afterDelete } = renderCrud();
    act(() => result.current.confirmDelete({ ids: [3], label: '“Three”' }));
    expect(result.current.confirmDialog).toMatchObject({ open: true, confirmLabel: 'Delete', destructive: true });
    act(() => result.current.confirmDialog.onConfirm());
    expect(result.current.confirmDialog.open).toBe(false);
    await waitFor(() => expect(afterDelete).toHaveBeenCalledTimes(1));
    expect(sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/admin/things/3', body: undefined });
    expect(lastToast().title).toBe('1 deleted');
    await waitFor(() => expect(invalidated).toEqual([['admin', 'things'], ['clients']]));

    act(() => result.current.confirmDelete({ ids: [4, 5], label: '2 things' }));
    act(() => result.current.confirmDialog.onConfirm());
    await waitFor(() => expect(afterDelete).toHaveBeenCalledTimes(2));
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/admin/things/bulk-delete', body: { ids: [4, 5] } });
    expect(lastToast().title).toBe('2 deleted');
  });

  it('cancelling the confirmation deletes nothing', () => {
    const { result } = renderCrud();
    act(() => result.current.confirmDelete({ ids: [3], label: '“Three”' }));
    act(() => {
      result.current.confirmDialog.onOpenChange(false);
    });
    expect(result.current.deleting).toBeNull();
    expect(sent).toEqual([]);
  });
});
