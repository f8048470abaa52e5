import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AdminCategory } from '@shared/api/directory/clients/admin-directory';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { PROFILE_LIMITS } from '@shared/api/directory/profile-editing';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Input } from '@client/components/ui/Field';
import { Modal } from '@client/components/ui/Modal';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { useRefreshDirectory } from './directory-queries';
import { plural } from '@shared/plural';

const profiles = (n: number) => plural(n, 'profile');

/**
 * Every category with how many profiles carry it: rename one (across all profiles; a name that
 * exists merges into it) or remove it from every profile after confirmation.
 */
export function CategoriesDialog({
  open,
  onOpenChange,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: UseQueryResult<AdminCategory[]>;
}) {
  const refresh = useRefreshDirectory();
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const change = useMutation({
    mutationFn: ({ from, to }: { from: string; to: string | null }) =>
      to === null
        ? call(directoryAdminRoutes.deleteCategory, { params: { name: from } })
        : call(directoryAdminRoutes.renameCategory, { params: { name: from }, body: { name: to } }),
    onSuccess: async ({ changed }, { from, to }) => {
      toast({ type: 'success', title: to === null ? `Category “${from}” removed` : `Category renamed to “${to}”`, message: `${profiles(changed)} updated.` });
      setRenaming(null);
      await refresh();
    },
    onError: (error) => toast({ type: 'error', title: 'Error', message: error.message || 'The category could not be changed.' }),
  });

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    const to = renaming?.to.trim();
    if (renaming && to && to !== renaming.from) change.mutate({ from: renaming.from, to });
  };

  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title="Categories" description="Rename or remove a category on every profile that has it.">
        <div className="mt-4 max-h-[60vh] overflow-y-auto">
          {categories.isPending && <Skeleton className="h-32 w-full" />}
          {categories.isError && <Alert tone="error">The categories could not be loaded.</Alert>}
          {categories.data?.length === 0 && <p className="text-sm text-ink-soft">No profile has a category yet.</p>}
          <ul className="divide-y divide-line">
            {categories.data?.map((category) => (
              <li key={category.name} className="flex items-center gap-2 py-2">
                {renaming?.from === category.name ? (
                  <form onSubmit={submitRename} className="flex flex-1 items-center gap-1">
                    <Input
                      aria-label={`New name for ${category.name}`}
                      className="h-9"
                      value={renaming.to}
                      maxLength={PROFILE_LIMITS.categoryMax}
                      autoFocus
                      onChange={(e) => setRenaming({ from: category.name, to: e.target.value })}
                    />
                    <Button type="submit" variant="ghost" size="sm" aria-label="Save the new name" loading={change.isPending}>
                      <Check className="size-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="sm" aria-label="Cancel renaming" onClick={() => setRenaming(null)}>
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </form>
                ) : (
                  <>
                    <span className="flex-1 text-sm text-ink">
                      {category.name} <span className="text-muted">· {profiles(category.count)}</span>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Rename ${category.name}`}
                      onClick={() => setRenaming({ from: category.name, to: category.name })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Remove ${category.name}`} onClick={() => setDeleting(category)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Remove category?"
        description={`“${deleting?.name ?? ''}” will be removed from ${profiles(deleting?.count ?? 0)}. This can't be undone.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (deleting) change.mutate({ from: deleting.name, to: null });
          setDeleting(null);
        }}
      />
    </>
  );
}
