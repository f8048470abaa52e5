import { formatDate } from '@shared/dates';
import { ExternalTitle } from '@client/components/ui/ExternalTitle';

/** Props of EpisodeSummary. */
interface EpisodeSummaryProps {
  title: string;
  url: string | null;
  show: string;
  host?: string | null;
  /** When it aired (ISO), if known. */
  date: string | null;
}

/** An episode's linked title, and the show it is on with its host and air date when known. */
export function EpisodeSummary({ title, url, show, host, date }: EpisodeSummaryProps) {
  return (
    <>
      <h3 className="font-medium">
        <ExternalTitle title={title} url={url} />
      </h3>
      <p className="text-sm text-muted">
        {show}
        {host && ` · hosted by ${host}`}
        {date && ` · ${formatDate.dayMonthYear(date)}`}
      </p>
    </>
  );
}
