import { pressConfig } from './record-kinds';
import { RecordsPage } from './RecordsPage';

/** /profile/{slug}/pr: the profile's press coverage; managed by whoever may manage the client. */
export default function PressPage() {
  return <RecordsPage config={pressConfig} />;
}
