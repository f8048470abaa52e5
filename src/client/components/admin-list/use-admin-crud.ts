import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../ui/toast-store';
import type { z } from 'zod';
import type { Route } from '@shared/api/route';
import { call } from '@client/lib/call';
import { type RowDeletes, useRowDeletes } from './use-row-deletes';

/** Rows waiting for the delete confirmation: which, and how the dialog names them (plus what a page adds). */
type PendingDelete = { ids: number[]; label: string };

/** Where an admin page's rows are saved: created by `create`, edited by `edit` (by id); the toasts after each. */
interface SaveRoutes<Body> {
  create: Route<{ body: z.ZodType<unknown, Body>; response: z.ZodType }>;
  edit: Route<{ params: z.ZodType<{ id: number }>; body: z.ZodType; response: z.ZodType }>;
  added: string;
  saved: string;
}

/** What an admin page writes and refreshes. */
export interface AdminResource<Body = never> {
  /** The queries a write refreshes (the page's list first). */
  refreshes: QueryKey[];
  /** Where rows are created and edited, and the toasts after each. */
  save?: SaveRoutes<Body>;
  /** Where rows are deleted and what the toasts say (see useRowDeletes). */
  deletes: Omit<RowDeletes, 'afterDelete'>;
  /** Runs once rows are deleted, before the refresh: clear the selection, close a viewer. */
  afterDelete: () => void;
}

/** A save of an admin page: sends, then closes its dialog, says `title` in a success toast and refreshes. */
export function useAdminSave<I>({
  send,
  close,
  title,
  refresh,
}: {
  send: (input: I) => Promise<unknown>;
  close: () => void;
  title: (input: I) => string;
  refresh: () => Promise<unknown>;
}) {
  return useMutation({
    mutationFn: send,
    onSuccess: async (_answer, input) => {
      close();
      toast({ type: 'success', title: title(input) });
      await refresh();
    },
  });
}

/**
 * The writes an admin list page shares: the editor dialog's state (`{}` adds, `{ row }` edits) and
 * its save (create or edit, then the toast and the refresh), the delete confirmation's state and
 * the props of its ConfirmDialog, and the delete itself (useRowDeletes).
 */
export function useAdminCrud<Row extends { id: number }, Body, Pending extends PendingDelete = PendingDelete>(resource: AdminResource<Body>) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [deleting, setDeleting] = useState<Pending | null>(null);
  const refresh = () => Promise.all(resource.refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const { save: target } = resource;
  const save = useAdminSave({
    send: ({ id, body }: { id?: number; body: Body }) => (id === undefined ? call(target!.create, { body }) : call(target!.edit, { params: { id }, body })),
    close: () => setEditing(null),
    title: ({ id }) => (id === undefined ? target!.added : target!.saved),
    refresh,
  });
  const remove = useRowDeletes({
    ...resource.deletes,
    afterDelete: () => {
      resource.afterDelete();
      return refresh();
    },
  });
  const confirmDialog = {
    open: deleting !== null,
    onOpenChange: (open: boolean) => !open && setDeleting(null),
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: () => {
      if (deleting) remove.mutate(deleting.ids);
      setDeleting(null);
    },
  };
  return { refresh, editing, setEditing, save, remove, deleting, confirmDelete: setDeleting, confirmDialog };
}
