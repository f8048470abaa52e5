import ApprovalPage from './desk/ApprovalPage';
import FeedbackPage from './feedback/FeedbackPage';
import QuoteConsentPage from './feedback/QuoteConsentPage';
import PitchPage from './pitches/PitchPage';
import HostRequestPage from './requests/HostRequestPage';

/** The pages a link mailed or shared by the booking desk opens, by the path's first segment. */
const PAGES = { request: HostRequestPage, approval: ApprovalPage, pitch: PitchPage, feedback: FeedbackPage, quote: QuoteConsentPage } as const;

/**
 * The booking desk's pages reached by a token in their link (/requests, /approve, /pitch,
 * /feedback, /quote): one lazy chunk for the five, so the app's entry carries one loader instead of five.
 */
export default function BookingLinkPage({ page }: { page: keyof typeof PAGES }) {
  const Page = PAGES[page];
  return <Page />;
}
