import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from '@client/lib/router';
import { type ImageAuditClient, PHOTO_STATES } from '@shared/api/directory/images/image-audit';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { ListFilter } from '@client/components/admin-list/ListFilter';
import { call } from '@client/lib/call';
import { AdminPage } from '@client/components/layout/AdminPage';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { AuditStatTiles } from './AuditStatTiles';
import { IMAGE_AUDIT_KEYS } from './image-audit-keys';
import { PHOTO_STATE_LABELS, PhotoStatePill } from './photo-states';
import { RetrievalButtons } from './RetrievalButtons';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';

const FILTERS = ['state'] as const;
const EMPTY = { none: 'No clients yet.', filtered: 'No clients match these filters.' };
const SORTS = ['name'] as const;
const STATE_OPTIONS = [{ value: '', label: 'Every state' }, ...PHOTO_STATES.map((s) => ({ value: s, label: PHOTO_STATE_LABELS[s].label }))];

/**
 * A 48 px thumbnail of the photo (an empty square without one). It keeps its size however wide the
 * other cells are: an image's max-width of 100% would let a crowded table squeeze its column.
 */
function Thumbnail({ client }: { client: ImageAuditClient }) {
  if (!client.localimage) return <span className="block size-12 shrink-0 rounded-md border border-dashed border-line bg-sunken" aria-hidden="true" />;
  return (
    <img
      src={client.localimage}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="block size-12 max-w-none shrink-0 rounded-md bg-sunken object-cover"
    />
  );
}

/**
 * /admin/image-auditor (admin and owner): every live client with the state of their photo (present,
 * missing, broken, low resolution, not 1:1 suitable for the 800×800 share image), counted in tiles
 * that filter the list, and per client the five retrievals from their Airtable record.
 */
export default function ImageAuditorPage() {
  const stats = useQuery({ queryKey: IMAGE_AUDIT_KEYS.stats, queryFn: () => call(directoryAdminRoutes.imageAuditStats) });
  const list = useAdminList({ route: directoryAdminRoutes.imageAudit, key: IMAGE_AUDIT_KEYS.list, filters: FILTERS, defaults: { sort: 'name', dir: 'asc' } });
  const airtableConfigured = stats.data?.airtableConfigured ?? false;

  const columns = useMemo<ColumnDef<ImageAuditClient>[]>(
    () => [
      { id: 'photo', header: () => <span className="sr-only">Photo</span>, meta: { width: 72 }, cell: ({ row }) => <Thumbnail client={row.original} /> },
      {
        id: 'name',
        header: 'Client',
        meta: { width: 256 },
        cell: ({ row }) => (
          <Link to={`/profile/${row.original.slug}`} className="link-inline block max-w-[14rem] truncate font-medium">
            {row.original.name}
          </Link>
        ),
      },
      { id: 'state', header: 'Photo', cell: ({ row }) => <PhotoStatePill state={row.original.state} detail={row.original.detail} /> },
      {
        id: 'recordid',
        header: 'Record id',
        meta: { width: 170, priority: 2 },
        cell: ({ row }) => <span className="font-mono text-xs whitespace-nowrap">{row.original.recordid ?? '—'}</span>,
      },
      {
        id: 'retrieve',
        header: 'Retrieve from Airtable',
        meta: { width: 480 },
        cell: ({ row }) => (
          <div className="min-w-[28rem]">
            <RetrievalButtons
              compact
              airtableConfigured={airtableConfigured}
              target={{ slug: row.original.slug, name: row.original.name, recordid: row.original.recordid, photo: row.original.localimage }}
            />
          </div>
        ),
      },
    ],
    [airtableConfigured],
  );

  const { params, update } = list;
  const state = params.filters.state;
  return (
    <AdminPage
      title="Image Auditor"
      description="Every client's photo: present, missing, broken, too small, or not square enough for the 800 × 800 share image. Retrieve photos and data from Airtable per client."
    >
      {stats.isError ? (
        <Alert tone="error" title="The photo counts could not be loaded">
          <p>{stats.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => stats.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <AuditStatTiles stats={stats.data} state={state} onState={(next) => update({ filters: { state: next } })} />
      )}
      {stats.data && !stats.data.airtableConfigured && (
        <Alert tone="info" title="Airtable is not configured">
          Retrieving photos and data needs the server's AIRTABLE_API_KEY and AIRTABLE_BASE_ID settings, so the retrieve buttons are off. The photo states below
          still work.
        </Alert>
      )}
      <ListToolbar label="clients" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Photo state" className="w-48" options={STATE_OPTIONS} name="state" params={params} update={update} />
      </ListToolbar>
      <DataTable {...list.table} label="clients and their photos" columns={columns} sortable={SORTS} empty={EMPTY} />
    </AdminPage>
  );
}
