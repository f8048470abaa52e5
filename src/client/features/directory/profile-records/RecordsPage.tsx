import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { Card } from '@client/components/ui/Card';
import { AddCard } from '../profile-subpage/AddCard';
import { ConfirmItemDelete, removedFromProfile } from '../profile-subpage/ConfirmItemDelete';
import { type FormFailure, formFailureOf } from '@client/components/forms/list-edits';
import { ProfileSubpage } from '../profile-subpage/ProfileSubpage';
import { SubpageFrame } from '../profile-subpage/SubpageFrame';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';
import { useFormWrite } from '../profile-subpage/use-form-write';
import { RecordForm } from './RecordForm';
import { type RecordControls, RecordItem } from './RecordItem';
import type { KindConfig } from './record-kinds';
import { type RecordWrites, useRecords } from './use-records';

/** How a list shows one record: the manager's controls, and the edit form while it is being edited. */
export interface RecordView {
  controls?: RecordControls;
  editor?: ReactNode;
}

/** Props of RecordsPage: the kind, and optionally a list of its own and what goes above it. */
interface RecordsPageProps<Item extends { id: number }> {
  config: KindConfig<Item>;
  /** Draws the list (the bookings pipeline); a plain list of RecordItem when absent. */
  renderList?: (items: Item[], viewOf: (item: Item) => RecordView, writes: RecordWrites<Item>, client: ClientDetail) => ReactNode;
  /** Shown above the list once it has loaded (the bookings' follow-up summary). */
  renderTop?: (items: Item[], client: ClientDetail) => ReactNode;
}

/**
 * A profile subpage of records (/socials, /pr, /awards, /bookings): the list with its loading,
 * empty and error states and, for whoever may manage the client (the profile's abilities.manage),
 * Edit and Delete on each record (delete confirmed in a dialog), the edit form in
 * place, and an add form. Everyone else reads the list, except for kinds private to managers.
 */
export function RecordsPage<Item extends { id: number }>(props: RecordsPageProps<Item>) {
  return <ProfileSubpage title={props.config.title}>{(client) => <RecordsManager client={client} {...props} />}</ProfileSubpage>;
}

function RecordsManager<Item extends { id: number }>({ client, config, renderList, renderTop }: RecordsPageProps<Item> & { client: ClientDetail }) {
  const canManage = client.abilities.manage;
  const readable = canManage || !config.privateToManagers;
  const [announcement, setAnnouncement] = useState('');
  const writes = useRecords(config, client.id, readable, setAnnouncement);
  const { list } = writes;
  const items = list.data ?? [];
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editError, setEditError] = useState<FormFailure | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [focusEdit, setFocusEdit] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const noun = config.noun.toLowerCase();
  const creating = useFormWrite(`Failed to add the ${noun}`);

  // when an edit form closes, its record's Edit button takes focus again
  useEffect(() => {
    if (focusEdit !== null && editingId === null) document.getElementById(focusEdit)?.focus();
  }, [focusEdit, editingId]);

  const editButtonId = (item: Item) => `${config.kind}-${item.id}-edit`;
  const closeEditor = (item: Item) => {
    setEditingId(null);
    setFocusEdit(editButtonId(item));
  };

  const viewOf = (item: Item): RecordView => {
    const locked = config.locked?.(item);
    return {
      controls: canManage
        ? {
            editButtonId: editButtonId(item),
            onEdit: () => {
              setEditError(null);
              setFocusEdit(null);
              setEditingId(item.id);
            },
            onDelete: config.removable?.(item) === false ? undefined : () => setDeleting(item),
          }
        : undefined,
      editor:
        editingId === item.id ? (
          <RecordForm
            fields={locked ? config.fields.filter((f) => !locked.names.includes(f.name)) : config.fields}
            schema={locked?.schema ?? config.schema}
            note={locked?.note}
            initial={item}
            submitLabel="Save"
            pending={writes.update.isPending}
            error={editError}
            onCancel={() => closeEditor(item)}
            onSubmit={async (body) => {
              try {
                await writes.update.mutateAsync({ id: item.id, body });
                closeEditor(item);
                return true;
              } catch (error) {
                setEditError(formFailureOf(error, `Failed to save the ${noun}`));
                return false;
              }
            }}
          />
        ) : undefined,
    };
  };

  let body: ReactNode;
  if (!readable)
    body = <p className="py-5 text-sm text-ink-soft">{`The ${config.plural} of ${client.name} are private to the people who manage this profile.`}</p>;
  else if (list.isPending) body = <ListSkeleton label={`Loading ${config.plural}`} />;
  else if (list.isError)
    body = (
      <div className="py-5">
        <LoadError title={`Failed to load ${config.plural}`} error={list.error} onRetry={() => list.refetch()} />
      </div>
    );
  else if (items.length === 0)
    body = <p className="py-5 text-sm text-muted">{canManage ? `No ${config.plural} yet. Add the first one below.` : `No ${config.plural} yet.`}</p>;
  else if (renderList) body = renderList(items, viewOf, writes, client);
  else
    body = (
      <ul aria-label={`${config.title} of ${client.name}`}>
        {items.map((item) => {
          const view = viewOf(item);
          return <RecordItem key={item.id} title={config.itemTitle(item)} details={config.details(item)} controls={view.controls} editor={view.editor} />;
        })}
      </ul>
    );

  return (
    <SubpageFrame slug={client.slug} title={config.title} name={client.name} intro={config.intro(client.name, canManage)}>
      {readable && list.isSuccess && renderTop?.(items, client)}
      <Card className="px-6 pt-5 pb-1">
        <h2 ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
          {client.name}
        </h2>
        {body}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </Card>

      {canManage && (
        <AddCard title={`Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`}>
          <RecordForm
            fields={config.fields}
            schema={config.schema}
            submitLabel={`Add ${noun}`}
            pending={writes.create.isPending}
            error={creating.failure}
            onSubmit={(values) => creating.submit(() => writes.create.mutateAsync(values))}
          />
        </AddCard>
      )}

      <ConfirmItemDelete
        item={deleting}
        title={`Delete ${noun}?`}
        description={(item) => removedFromProfile(config.itemTitle(item))}
        onClose={() => setDeleting(null)}
        onConfirm={(item) => writes.remove.mutate(item.id, { onSuccess: () => heading.current?.focus() })}
      />
    </SubpageFrame>
  );
}
