import { randomUUID } from 'node:crypto';
import { createUser } from '../factories';
import { ADMIN_ASSET_FIXTURES } from './fixtures/directory/images/admin-assets';
import { ADMIN_EPISODE_FIXTURES } from './fixtures/directory/podcasts/admin-episodes';
import { ADMIN_GALLERY_FIXTURES } from './fixtures/directory/images/admin-gallery';
import { ADMIN_PODCAST_FIXTURES } from './fixtures/directory/podcasts/admin-podcasts';
import { PODCAST_FEED_FIXTURES } from './fixtures/directory/appearances/feeds';
import { ADMIN_JOB_FIXTURES } from './fixtures/operations/jobs';
import { ADMIN_DIRECTORY_FIXTURES } from './fixtures/directory/clients/admin-directory';
import { ADMIN_TALKING_POINT_FIXTURES } from './fixtures/directory/talking-points/admin-talking-points';
import { ADMIN_VIDEO_FIXTURES } from './fixtures/directory/videos/admin-videos';
import { UPDATE_LOG_JOE_FIXTURES } from './fixtures/operations/update-log-joe';
import { ADMIN_ERRORS_FIXTURES } from './fixtures/operations/errors';
import { ADMIN_USERS_FIXTURES } from './fixtures/account/users';
import { ADMIN_AUDIT_FIXTURES } from './fixtures/operations/audit';
import { ADMIN_DATABASE_FIXTURES } from './fixtures/operations/database';
import { MIGRATE_UPLOADS_FIXTURES } from './fixtures/integrations/migrate-uploads';
import { CSV_IMPORT_FIXTURES } from './fixtures/integrations/csv-import';
import { IMAGE_AUDIT_FIXTURES } from './fixtures/directory/images/image-audit';
import { AIRTABLE_SYNC_FIXTURES } from './fixtures/integrations/airtable-sync';
import { PUBLIC_API_FIXTURES } from './fixtures/directory/public-api';
import { APPEARANCE_FIXTURES } from './fixtures/directory/appearances/appearances';
import { APPEARANCE_SUGGESTION_FIXTURES } from './fixtures/directory/appearances/suggestions';
import { OPEN_DATA_FIXTURES } from './fixtures/directory/appearances/open-data';
import { AUTO_DELETE_FIXTURES } from './fixtures/operations/auto-delete';
import { KEYWORD_FIXTURES } from './fixtures/directory/keywords';
import { MEDIA_IMAGE_FIXTURES } from './fixtures/directory/images/media-images';
import { MESSAGE_DIGEST_FIXTURES } from './fixtures/messaging/message-digest';
import { MESSAGE_FIXTURES } from './fixtures/messaging/messages';
import { PROFILE_EDITING_FIXTURES } from './fixtures/directory/profile-editing';
import { PROFILE_SPIDER_FIXTURES } from './fixtures/integrations/profile-spider';
import { PROFILE_RECORD_FIXTURES } from './fixtures/directory/profile-records';
import { TEAM_FIXTURES } from './fixtures/account/team';
import { VIDEO_SCAN_FIXTURES } from './fixtures/directory/videos/video-scan';
import { VIDEO_SPIDER_FIXTURES } from './fixtures/directory/videos/video-spider';
import { ACTIVITY_FIXTURES } from './fixtures/operations/activity';
import { BOOKING_HOLD_FIXTURES } from './fixtures/bookings/holds';
import { BOOKING_PITCH_FIXTURES } from './fixtures/bookings/pitches';
import { BOOKING_FEEDBACK_FIXTURES } from './fixtures/bookings/feedback';
import { BOOKING_REQUEST_FIXTURES } from './fixtures/bookings/requests';
import { BOOKING_DESK_FIXTURES } from './fixtures/bookings/desk';
import { BOOKING_RESEND_FIXTURES } from './fixtures/bookings/resend-links';
import { RELEASE_FIXTURES } from './fixtures/bookings/releases';
import { RELIABILITY_FIXTURES } from './fixtures/bookings/reliability';
import { none, ownId, ownSlug, ownTalkingPoint, type RouteFixture, talkingPointDeleters, talkingPointWriters, userWithToken } from './fixture-kit';

export { documentedSuccess, type RouteFixture, UNDOCUMENTED_SUCCESS } from './fixture-kit';

/** A valid request for every registered /api route; a route missing here fails the route tests. */
export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  ...MEDIA_IMAGE_FIXTURES,
  ...VIDEO_SCAN_FIXTURES,
  ...PROFILE_EDITING_FIXTURES,
  ...KEYWORD_FIXTURES,
  ...APPEARANCE_FIXTURES,
  ...APPEARANCE_SUGGESTION_FIXTURES,
  ...OPEN_DATA_FIXTURES,
  ...TEAM_FIXTURES,
  ...PROFILE_RECORD_FIXTURES,
  ...MESSAGE_FIXTURES,
  ...MESSAGE_DIGEST_FIXTURES,
  // the admin console
  ...ADMIN_GALLERY_FIXTURES,
  ...ADMIN_ASSET_FIXTURES,
  ...AUTO_DELETE_FIXTURES,
  ...VIDEO_SPIDER_FIXTURES,
  ...ADMIN_TALKING_POINT_FIXTURES,
  ...ADMIN_DIRECTORY_FIXTURES,
  ...ADMIN_JOB_FIXTURES,
  ...PROFILE_SPIDER_FIXTURES,
  ...ADMIN_EPISODE_FIXTURES,
  ...ADMIN_PODCAST_FIXTURES,
  ...PODCAST_FEED_FIXTURES,
  ...ADMIN_VIDEO_FIXTURES,
  ...UPDATE_LOG_JOE_FIXTURES,
  ...ADMIN_ERRORS_FIXTURES,
  ...ADMIN_USERS_FIXTURES,
  ...ADMIN_AUDIT_FIXTURES,
  ...ADMIN_DATABASE_FIXTURES,
  ...MIGRATE_UPLOADS_FIXTURES,
  ...CSV_IMPORT_FIXTURES,
  ...IMAGE_AUDIT_FIXTURES,
  ...AIRTABLE_SYNC_FIXTURES,
  ...PUBLIC_API_FIXTURES,
  ...ACTIVITY_FIXTURES,
  // the booking desk
  ...BOOKING_REQUEST_FIXTURES,
  ...BOOKING_DESK_FIXTURES,
  ...RELEASE_FIXTURES,
  ...BOOKING_RESEND_FIXTURES,
  ...BOOKING_HOLD_FIXTURES,
  ...BOOKING_PITCH_FIXTURES,
  ...BOOKING_FEEDBACK_FIXTURES,
  ...RELIABILITY_FIXTURES,

  'POST /api/activate/:userId': {
    build: async (w) => {
      const { user, token } = await userWithToken(w, 'activation');
      return { params: { userId: String(user.id) }, body: { token, password: 'a new password' } };
    },
  },
  'GET /api/admin/overview': none,
  'GET /api/admin/client-options': { build: () => ({ query: { q: 'own' } }) },
  'GET /api/admin/page-access': none,
  'PUT /api/admin/page-access': { build: () => ({ body: { pagePath: '/admin/gallery', visible: true } }) },
  'GET /api/admin/settings': none,
  'GET /api/admin/mail-settings': none,
  'PUT /api/admin/settings': { build: () => ({ body: { key: 'TEST_MODE_ENABLED', value: 'false' } }) },
  'POST /api/auth/login': {
    build: async (w) => {
      const user = await createUser(w.db, { role: 'team', clientId: w.own.id });
      return { body: { email: user.email, password: user.password } };
    },
  },
  // a new address each call: the per-account reset limit would refuse the fourth call
  'POST /api/auth/request-reset': { build: () => ({ body: { email: `someone-${randomUUID()}@example.test` } }) },
  'POST /api/auth/reset-password': {
    build: async (w) => ({ body: { token: (await userWithToken(w, 'reset')).token, password: 'a new password' } }),
  },
  'GET /api/auth/user': { build: () => ({}), anonymous: 401 },
  'GET /api/avatar': { build: () => ({ query: { name: 'Ada Lovelace' } }) },
  'GET /api/clients': none,
  'GET /api/clients/by-id/:clientId': ownId('clientId'),
  'GET /api/clients/categories': none,
  'GET /api/clients/featured': none,
  'GET /api/clients/search': { build: () => ({ query: { q: 'Own' } }) },
  'GET /api/clients/:id/episodes': ownId('id'),
  'PATCH /api/clients/:id/feature': { build: (w) => ({ params: { id: String(w.own.id) }, body: { featured: false } }) },
  'GET /api/clients/:id/keywords': ownId('id'),
  'GET /api/clients/:id/media-images': ownId('id'),
  'GET /api/clients/:id/talking-points': ownId('id'),
  'POST /api/clients/:id/talking-points': {
    build: (w) => ({ params: { id: String(w.own.id) }, body: { talkingPointTitle: 'A fixture point', talkingPointFull: 'In full.' } }),
    narrowed: talkingPointWriters,
  },
  // an empty order is valid for any client: the listed points go first, the others keep their order
  'PUT /api/clients/:id/talking-points/order': { build: (w) => ({ params: { id: String(w.own.id) }, body: { ids: [] } }), narrowed: talkingPointWriters },
  'GET /api/clients/:id/video-keywords': ownId('id'),
  'GET /api/clients/:slug': ownSlug,
  'GET /api/clients/:slug/pdf-profile': ownSlug,
  'GET /api/clients/:slug/share-image': ownSlug,
  'POST /api/end-impersonation': none,
  'POST /api/impersonate/client/:slug': ownSlug,
  'GET /api/key-facts/random': none,
  'GET /api/logout': none,
  'GET /api/podcasts': none,
  'DELETE /api/talking-points/:id': ownTalkingPoint(undefined, talkingPointDeleters),
  'PATCH /api/talking-points/:id': ownTalkingPoint({ talkingPointTitle: 'An edited point', talkingPointFull: '' }),
  'POST /api/track-navigation': { build: () => ({ body: { path: '/', timestamp: '2026-01-01T00:00:00.000Z' } }) },
  'GET /api/videos/by-client-id/:clientId': ownId('clientId'),
  'GET /api/videos/featured': none,
  'GET /api/videos/:id': { build: (w) => ({ params: { id: String(w.videoId) } }) },
};
