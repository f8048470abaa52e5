import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, signInPathFor } from './return-path';

describe('the way back after signing in', () => {
  it('carries the page, its query and its anchor to /login', () => {
    expect(signInPathFor({ pathname: '/admin/videos', search: '?status=pending', hash: '#top' })).toBe(
      '/login?next=%2Fadmin%2Fvideos%3Fstatus%3Dpending%23top',
    );
    expect(signInPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });

  it('goes back to a page of this site the role may open', () => {
    expect(pathAfterSignIn('admin', '/admin/videos?status=pending')).toBe('/admin/videos?status=pending');
    expect(pathAfterSignIn('guest', '/messages')).toBe('/messages');
    expect(pathAfterSignIn('owner', '/admin/database')).toBe('/admin/database');
  });

  it('goes where the role lands when the page is not one it may open, or not a page of this site', () => {
    expect(pathAfterSignIn('admin', '/admin/database')).toBe('/admin');
    expect(pathAfterSignIn('guest', '/admin/videos')).toBe('/');
    for (const next of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login?next=/admin']) {
      expect(pathAfterSignIn('admin', next)).toBe('/admin');
    }
  });
});
