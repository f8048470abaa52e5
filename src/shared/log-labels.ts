import { type AdminJobKind, JOB_KIND_LABELS } from './api/jobs';

/** What a stored field name reads as in the logs (the update log's fields, the audit's keys). */
export const FIELD_WORDS: Readonly<Record<string, string>> = {
  narrativeBio: 'Bio',
  shortBio: 'Short bio',
  toApprove: 'Approval',
  approved: 'Approval',
  localFilename: 'Picture file',
  originalName: 'File name',
  alt: 'Alt text',
  caption: 'Caption',
  title: 'Title',
  description: 'Description',
  url: 'Link',
  slug: 'Web address',
  email: 'Email',
  name: 'Name',
  headline: 'Headline',
  keywords: 'Keywords',
  file: 'File',
  files: 'Files',
  // what audit entries record besides the fields they change
  active: 'Active',
  after: 'After',
  ageDays: 'Age in days',
  alreadySaved: 'Already saved',
  all: 'Every client',
  appearance: 'Appearance',
  appearancesRemoved: 'Appearances removed',
  approvesEachShow: 'Approves each show',
  attemptedUrls: 'Links tried',
  awaiting: 'Waiting on',
  basis: 'Verified because',
  before: 'Before',
  behind: 'In line behind booking (id)',
  bookingId: 'Booking id',
  bookingsMoved: 'Bookings moved',
  by: 'By',
  busyTimes: 'Busy times read',
  bytes: 'Size in bytes',
  challengeHours: 'Hours to answer a challenge',
  change: 'Update log entry',
  changedEpisodes: 'Episodes changed',
  clearEmpty: 'Clear empty cells',
  clientId: 'Client id',
  clientIds: 'Client ids',
  clients: 'Clients changed',
  count: 'Count',
  enabled: 'On',
  episodeId: 'Episode id',
  episodesDeleted: 'Episodes deleted',
  episodesMerged: 'Episodes merged',
  episodesMoved: 'Episodes moved',
  error: 'Error',
  expiresAt: 'Expires',
  expiresOn: 'Expires on',
  feedEpisodeId: 'Feed episode id',
  feedMatchesRejected: 'Feed matches rejected',
  field: 'Field',
  fields: 'Fields',
  forRequestId: 'For booking request (id)',
  from: 'From',
  holdExpiresAt: 'Hold ran until',
  holdHours: 'Hold length in hours',
  ids: 'Ids',
  imageIds: 'Picture ids',
  jobId: 'Job id',
  joinedRequestId: 'Joined request id',
  keptAccepted: 'Accepted matches kept',
  kind: 'Kind',
  length: 'Length in characters',
  made: 'Made',
  matchId: 'Match id',
  matchesDropped: 'Matches dropped',
  mediaAdded: 'Pictures added',
  mergedFeedId: 'Merged feed id',
  names: 'Names',
  newEpisodes: 'New episodes',
  order: 'New order',
  params: 'Settings',
  photo: 'Photo',
  place: 'Place in line',
  podcast: 'Podcast',
  podcastId: 'Podcast id',
  podcastMoved: 'Podcast moved',
  previousClientId: 'Previous client id',
  quote: 'Quote',
  rateLimitPerMinute: 'Requests a minute',
  rating: 'Rating',
  reason: 'Reason',
  reconfirmHours: 'Hours before a recording to ask for reconfirmation',
  recordid: 'Airtable record',
  recordingLink: 'Recording link',
  recordingMinutes: 'Recording length in minutes',
  rejected: 'Rejected',
  releaseUrl: 'Release link',
  removed: 'Removed',
  renewed: 'In place of an older address',
  requestId: 'Booking request id',
  role: 'Role',
  rows: 'Rows',
  scheduled: 'Scheduled',
  scopes: 'Permissions',
  section: 'Section',
  show: 'Show',
  showName: 'Show',
  signal: 'Found by',
  skipped: 'Skipped',
  slot: 'Time',
  slots: 'Times',
  source: 'Source',
  status: 'Status',
  storageKeys: 'Stored files',
  summary: 'Summary',
  targetIds: 'Ids removed',
  total: 'Total',
  threadId: 'Conversation id',
  timeZone: 'Time zone',
  to: 'To',
  until: 'Until',
  unpublishedBookingId: 'Booking unpublished (id)',
  updatesChosen: 'Updates chosen',
  value: 'Value',
  videos: 'Videos',
  visible: 'Visible',
  who: 'Did not show up',
  why: 'Why',
  youtubeId: 'YouTube video id',
  youtubeStatus: 'YouTube status',
};

/** What an entity type reads as when it has no name of its own ('talking-point' → 'talking point'). */
const ENTITY_WORDS: Record<string, string> = {
  client: 'client',
  video: 'video',
  episode: 'episode',
  podcast: 'podcast',
  'talking-point': 'talking point',
  'media-image': 'picture',
  'admin-job': 'job',
  'booking-request': 'booking request',
  pitch: 'pitch page',
  user: 'user',
  page: 'page',
};

/** What an audit action reads as, past tense ('video.edit' → 'Edited a video'); jobs are named by kind. */
const ACTION_WORDS: Record<string, string> = {
  'api-key.create': 'Created an API key',
  'api-key.revoke': 'Revoked an API key',
  'appearance-match.bulk-reject': "Rejected a feed's matches",
  'appearance-suggestion.accept': 'Accepted a suggested appearance',
  'appearance-suggestion.reject': 'Rejected a suggested appearance',
  'appearance.create': 'Added an appearance',
  'appearance.link': 'Linked an appearance to its feed episode',
  'appearance.unlink': 'Unlinked an appearance from its feed episode',
  'appearance.unverify': 'Took down an appearance the feed no longer proves',
  'appearance.update': 'Edited an appearance',
  'appearance.verify': "Verified an appearance from the show's feed",
  approve: 'Approved',
  'asset.delete': 'Deleted a file',
  'auto-delete.rule-update': 'Changed the auto-delete rules',
  'auto-delete.run': 'Ran auto-delete',
  'award.create': 'Added an award',
  'award.delete': 'Deleted an award',
  'award.update': 'Edited an award',
  'booking-feedback.create': 'Left feedback on an episode (a host)',
  'booking-request.confirm': 'Confirmed a booking request (the host, through their link)',
  'booking-request.join': 'Asked again for a guest and show (a host)',
  'booking-request.resend-link': 'Sent a host their request links again',
  'booking-settings.update': 'Changed the booking settings',
  'booking.approve': 'Approved a show for a guest',
  'booking.ask': 'Asked a host a question',
  'booking.cancel': 'Cancelled a recording (the host, the guest’s side or the agency, with why)',
  'booking.challenge': 'Challenged a first hold for a show in line (its host given a deadline)',
  'booking.confirm': 'Confirmed a recording time',
  'booking.create': 'Added a booking',
  'booking.decline': 'Declined a booking request',
  'booking.delete': 'Deleted a booking',
  'booking.expire': 'A hold ran out',
  'booking.hold': 'Held a time for a host',
  'booking.line-end': 'A hold in line went back to the desk (the time was taken)',
  'booking.no-show': 'Noted who did not show up for a recording (or took the note back)',
  'booking.promote': 'A hold in line moved up (the time came free)',
  'booking.propose': 'Proposed other times to a host',
  'booking.queue': 'Put a show in line for a held time',
  'booking.publish': 'Published a booking (its release was found in the feed)',
  'booking.reconfirm': 'Reconfirmed a recording (the host or the guest’s side)',
  'booking.recording': 'Set the recording link or length',
  'booking.release-follow-up': 'Followed up a release with its host',
  'booking.reply': 'Replied to a host',
  'booking.reschedule': 'Moved a recording to a new time (the other side accepted it)',
  'booking.reschedule-keep': 'Kept a recording’s time rather than a new one proposed',
  'booking.reschedule-propose': 'Proposed a new time for a recording',
  'booking.update': 'Edited a booking',
  'booking.withdraw': 'Withdrew a booking request (the host)',
  'category.delete': 'Removed a category from every client',
  'category.rename': 'Renamed a category',
  'client.booking-settings': "Changed a guest's booking settings",
  'client.calendar-feed': "Made a guest's calendar address (any older one stopped working)",
  'client.calendar-feed.stop': "Stopped a guest's calendar address",
  'client.busy-calendar': "Gave a guest's own calendar to read their busy times from",
  'client.busy-calendar.remove': "Stopped reading a guest's own calendar",
  'client.bulk-archive': 'Archived clients',
  'client.create': 'Added a client',
  'client.feature': 'Featured a client',
  'client.images.sync': "Synced a client's pictures",
  'client.unfeature': 'Stopped featuring a client',
  'client.update': 'Edited a client',
  'database.backup': 'Backed up the database',
  'episode.bulk-delete': 'Deleted episodes',
  'episode.create': 'Added an episode',
  'episode.delete': 'Deleted an episode',
  'episode.update': 'Edited an episode',
  'error-group.status': "Changed an error's status",
  'impersonation.end': 'Stopped viewing as someone',
  'impersonation.start': 'Started viewing as someone',
  'keywords.clear': 'Cleared keywords',
  'keywords.extract': 'Found keywords',
  'media-image.bulk-delete': 'Deleted pictures',
  'media-image.create': 'Added a picture',
  'media-image.reorder': 'Reordered pictures',
  'message.send': 'Sent a message',
  'page-access.update': 'Changed who sees a page',
  'pitch.create': 'Made a pitch page',
  'pitch.new-link': 'Made a new link for a pitch page (the old one stopped working)',
  'pitch.revoke': 'Revoked a pitch page',
  'podcast.bulk-delete': 'Deleted podcasts',
  'podcast.create': 'Added a podcast',
  'podcast.delete': 'Deleted a podcast',
  'podcast.feed-detach': "Removed a podcast's feed",
  'podcast.feed-moved': 'Followed a podcast feed to its new address',
  'podcast.feed-ownership-tag': 'Made a tag to prove a feed',
  'podcast.feed-proven': 'A host proved they own a feed',
  'podcast.feed-read': 'Read a podcast feed',
  'podcast.feed-trust': 'Trusted a podcast feed',
  'podcast.update': 'Edited a podcast',
  'press-item.create': 'Added a press item',
  'press-item.delete': 'Deleted a press item',
  'press-item.update': 'Edited a press item',
  'promo-kit.create': 'Made a promo kit',
  'settings.update': 'Changed the settings',
  'social-account.create': 'Added a social account',
  'social-account.delete': 'Deleted a social account',
  'social-account.update': 'Edited a social account',
  'talking-point.bulk-delete': 'Deleted talking points',
  'talking-point.delete': 'Deleted a talking point',
  'talking-point.reorder': 'Reordered talking points',
  'testimonial.agree': 'Agreed to be quoted on a profile (a host)',
  'testimonial.approve': 'Chose a quote for the profile (its host asked to agree)',
  'testimonial.withdraw': 'Withdrew a quote from the profile',
  'user.deactivate': 'Deactivated a user',
  'user.invitation-resent': 'Resent an invitation',
  'user.invite': 'Invited a user',
  'user.reactivate': 'Reactivated a user',
  'user.reset-link-sent': 'Sent a password reset link',
  'user.update': 'Edited a user',
  'video-spider.import': 'Imported spidered videos',
  'video.delete': 'Deleted a video',
  'video.edit': 'Edited a video',
  'video.import': 'Imported videos',
  'video.mark-available': 'Marked a video available again',
  'video.mark-unavailable': 'Marked a video unavailable',
};

const JOB_VERBS: Record<string, string> = { 'admin-job.start': 'Started', 'admin-job.cancel': 'Cancelled' };

/** Words for a name with none in the catalogue: 'profileSpider' or 'profile-spider' → 'Profile spider'. */
function spelledOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._:-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a field reads as: 'narrativeBio' → 'Bio'. */
export function fieldLabel(field: string): string {
  return FIELD_WORDS[field] ?? spelledOut(field);
}

/** An Airtable attachment's stored name ('airtable:attAAAA:photo.jpg') as its file name ('photo.jpg'); other names as they are. */
function fileNameLabel(name: string): string {
  const match = /^airtable:att[^:]*:(.+)$/.exec(name);
  return match ? match[1] : name;
}

/** What an entity reads as: its name when known ('The patient is the org chart'), else its type and id ('picture 12'). */
export function entityLabel(entityType: string, entityId: string | null, entityName: string | null): string {
  if (entityName) return fileNameLabel(entityName);
  const type = ENTITY_WORDS[entityType] ?? spelledOut(entityType).toLowerCase();
  return entityId ? `${type} ${entityId}` : type;
}

/** One update-log change as a line: 'Bio of Amara Okafor', "Approval of 'The patient is the org chart'". */
export function changeLabel(field: string, entityType: string, entityId: string, entityName: string | null): string {
  const entity = entityLabel(entityType, entityId, entityName);
  return `${fieldLabel(field)} of ${entityName && entityType !== 'client' ? `'${entity}'` : entity}`;
}

const isJobKind = (kind: unknown): kind is AdminJobKind => typeof kind === 'string' && kind in JOB_KIND_LABELS;

/** What an audit action reads as: 'admin-job.start' of a sync → 'Started a sync', a restore from the update log → 'Restored the bio to an earlier version'; an unknown action spelled out. */
export function actionLabel(action: string, details: Record<string, unknown> | null): string {
  if (action === 'update-log.restore')
    return `Restored ${typeof details?.field === 'string' ? `the ${fieldLabel(details.field).toLowerCase()}` : 'a field'} to an earlier version`;
  const verb = JOB_VERBS[action];
  if (verb)
    return isJobKind(details?.kind)
      ? `${verb} ${/^[aeiou]/i.test(JOB_KIND_LABELS[details.kind]) ? 'an' : 'a'} ${JOB_KIND_LABELS[details.kind]}`
      : `${verb} a job`;
  return ACTION_WORDS[action] ?? spelledOut(action);
}
