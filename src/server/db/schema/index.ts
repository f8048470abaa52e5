/** The whole database schema, one file per area. */
export * from './admin';
export * from './clients';
export * from './messages';
export * from './podcasts';
export * from './feed-evidence';
export * from './system';
export * from './users';
export * from './videos';
export * from './api-keys';
export * from './activity';
export * from './bookings';
