import { describe, expect, it } from 'vitest';
import { decodePath, matchPath } from './match-path';

describe('matchPath', () => {
  it('matches static segments and params, case-insensitively, with trailing slashes allowed', () => {
    expect(matchPath('/profile/:slug', '/Profile/ada/')).toEqual({
      params: { slug: 'ada' },
      pathname: '/Profile/ada/',
      pathnameBase: '/Profile/ada',
      pattern: { path: '/profile/:slug', end: true },
    });
    expect(matchPath('/profile/:slug', '/profile')).toBeNull();
    expect(matchPath('/profile/:slug', '/profile/ada/video')).toBeNull();
  });

  it('matches only the start of the pathname, up to a segment’s end, when end is false', () => {
    expect(matchPath({ path: '/admin', end: false }, '/admin/users')?.pathname).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administrators')).toBeNull();
    expect(matchPath({ path: '/admin', end: true }, '/admin/users')).toBeNull();
    expect(matchPath({ path: '/admin' }, '/admin/users')).toBeNull();
  });

  it('leaves an optional param undefined when absent', () => {
    expect(matchPath('/messages/:threadId?', '/messages')?.params).toEqual({ threadId: undefined });
    expect(matchPath('/messages/:threadId?', '/messages/12')?.params).toEqual({ threadId: '12' });
  });

  it('answers a splat’s rest as params["*"], its base without it', () => {
    const match = matchPath('/admin/*', '/admin/database/users');
    expect(match?.params['*']).toBe('database/users');
    expect(match?.pathnameBase).toBe('/admin');
    expect(matchPath('/admin/*', '/admin')?.params['*']).toBe('');
    expect(matchPath('*', '/any/where')?.params['*']).toBe('any/where');
  });

  it('escapes the pattern’s other characters', () => {
    expect(matchPath('/a.b', '/a.b')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });

  it('turns an encoded slash in a param into a slash, after decodePath', () => {
    expect(decodePath('/profile/caf%C3%A9%2Fbar')).toBe('/profile/café%2Fbar');
    expect(matchPath('/profile/:slug', decodePath('/profile/caf%C3%A9%2Fbar'))?.params.slug).toBe('café/bar');
    expect(decodePath('/bad/%E0%A4%A')).toBe('/bad/%E0%A4%A');
  });
});
