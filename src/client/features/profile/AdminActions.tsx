import type { ClientDetail } from '../../../shared/api/clients';
import { ProfileRetrieval } from '../image-auditor/ProfileRetrieval';
import ViewAsButton from './ViewAsButton';

/** The profile header's admin and owner actions (a lazy chunk visitors never download): VIEW AS and the Airtable retrievals. */
export default function AdminActions({ client }: { client: ClientDetail }) {
  return (
    <>
      <ProfileRetrieval client={client} />
      <ViewAsButton slug={client.slug} />
    </>
  );
}
