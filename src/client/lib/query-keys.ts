/** Every query key of the client, in one place so invalidation stays consistent. */
export const queryKeys = {
  user: ['auth', 'user'] as const,
  settings: ['admin', 'settings'] as const,
  /** How the server sends mail (/admin/settings). */
  mailSettings: ['admin', 'mail-settings'] as const,
  pageAccess: ['admin', 'page-access'] as const,
  overview: ['admin', 'overview'] as const,
  /** One admin console list (its pages are `[...adminList(name), query]`): what that list's writes refresh. */
  adminList: (name: string) => ['admin', 'list', name] as const,
  /** The podcast list's category filter choices (under the list's key: its writes refresh them). */
  podcastCategories: ['admin', 'list', 'podcasts', 'categories'] as const,
  /** The image auditor's counts per photo state (refreshed only by invalidation). */
  imageAuditStats: ['admin', 'image-audit', 'stats'] as const,
  /** Every admin console query: what Joe's actions refresh. */
  admin: ['admin'] as const,
  /** Every option picker query of a route's options: what a write of those records refreshes. */
  optionsOf: (path: string) => ['admin', path] as const,
  /** An option picker's options from its route, for one query. */
  pickerOptions: (path: string, query: string) => ['admin', path, query] as const,
  /** The client filter's options. */
  clientOptions: (query: string) => ['admin', 'client-options', query] as const,
  /** The activity dashboard of a range of days. */
  activity: (from: string | undefined, to: string | undefined) => ['admin', 'activity', from, to] as const,
  /** Joe's results for a term. */
  joe: (q: string) => ['admin', 'joe', q] as const,
  /** The first failures of one kind of a job. */
  jobFailures: (id: number, kind: string) => ['admin', 'jobs', id, 'findings', kind] as const,
  /** A client's own stats. */
  clientStats: (id: number) => ['clients', id, 'stats'] as const,
  clients: ['clients'] as const,
  clientList: (category: string) => ['clients', 'list', category] as const,
  clientCount: ['clients', 'count'] as const,
  clientSearch: (q: string) => ['clients', 'search', q] as const,
  featuredClients: ['clients', 'featured'] as const,
  client: (slug: string) => ['clients', 'slug', slug] as const,
  clientSlugById: (id: number) => ['clients', 'by-id', id] as const,
  keywords: (id: number) => ['clients', id, 'keywords'] as const,
  talkingPoints: (id: number) => ['clients', id, 'talking-points'] as const,
  videoKeywords: (id: number) => ['clients', id, 'video-keywords'] as const,
  appearances: (id: number) => ['clients', id, 'episodes'] as const,
  appearanceSuggestions: (id: number) => ['clients', id, 'appearance-suggestions'] as const,
  categories: ['clients', 'categories'] as const,
  clientVideos: (id: number) => ['videos', 'client', id] as const,
  video: (id: number, clientSlug: string) => ['videos', id, clientSlug] as const,
  featuredVideos: ['videos', 'featured'] as const,
  /** Every video query (a client's, one video, featured, the scan panel): what a video approval changes. */
  videos: ['videos'] as const,
  videoScanPanel: (clientId: number) => ['videos', 'scan-panel', clientId] as const,
  keyFacts: ['key-facts', 'random'] as const,
  podcasts: (q: string) => ['podcasts', q] as const,
  /** The agency team assigned to a client (its guest's Team page). */
  clientTeam: (id: number) => ['clients', id, 'team'] as const,
  /** Find Episodes: one page of episodes on no profile that mention the client. */
  episodeCandidates: (id: number, q: string, offset: number) => ['clients', id, 'episode-candidates', q, offset] as const,
  /** A profile's records of one kind (socials, bookings, press, awards). */
  profileRecords: (id: number, kind: string) => ['clients', id, 'records', kind] as const,
  /**
   * Every team-messaging query (thread lists, histories, the unread badge): what new_message and
   * read events refresh, except an open conversation, which the events update in place (its query
   * has meta `LIVE_QUERY_META`).
   */
  messages: ['messages'] as const,
  /** The signed-in account's unread-message digest settings (not under 'messages': live message events need not refetch it). */
  digestSettings: ['account', 'message-digest'] as const,
};

/** Meta of a query the live events keep current in place while it is shown: invalidation skips it then. */
export const LIVE_QUERY_META = { keptLive: true } as const;
