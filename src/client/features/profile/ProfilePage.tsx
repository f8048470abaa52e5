import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ClientDetail } from '../../../shared/api/clients';
import { Spinner } from '../../components/ui/Spinner';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { ViewAsButton } from './ViewAsButton';

/** /profile/{slug}. */
export default function ProfilePage() {
  const { slug = '' } = useParams();
  const { data: client, isPending } = useQuery({ queryKey: queryKeys.client(slug), queryFn: () => api<ClientDetail>(`/api/clients/${encodeURIComponent(slug)}`) });
  if (isPending) return <div className="flex justify-center py-24"><Spinner label="Loading profile…" /></div>;
  if (!client) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-display text-4xl">{client.name}</h1>
      <p className="text-ink-soft">{client.headline}</p>
      <ViewAsButton slug={client.slug} />
    </div>
  );
}
