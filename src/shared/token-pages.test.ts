import { describe, expect, it } from 'vitest';
import { isTokenPage, pathWithoutToken } from './token-pages';

describe('addresses of pages reached through a secret link', () => {
  it('keep their first segment alone, in any case or escaping, and never a query', () => {
    expect(pathWithoutToken('/pitch/Abc123_secret')).toBe('/pitch/…');
    expect(pathWithoutToken('/requests/tok/extra/')).toBe('/requests/…');
    expect(pathWithoutToken('/Approve/tok')).toBe('/approve/…');
    expect(pathWithoutToken('//feedback//tok')).toBe('/feedback/…');
    expect(pathWithoutToken('/quote/tok')).toBe('/quote/…');
    expect(pathWithoutToken('/pitch%2Ftok')).toBe('/pitch/…');
    expect(pathWithoutToken('/activate/12?email=a%40b.test&token=tok')).toBe('/activate/…');
    expect(pathWithoutToken('/reset-password?token=tok')).toBe('/reset-password');
    expect(pathWithoutToken('/pitch')).toBe('/pitch');
  });

  it('leave other pages as they are, without their query', () => {
    expect(pathWithoutToken('/profile/ada/video/3')).toBe('/profile/ada/video/3');
    expect(pathWithoutToken('/admin/users?q=ada#top')).toBe('/admin/users');
    expect(pathWithoutToken('?token=x')).toBe('/');
    expect(pathWithoutToken('/%E0%A4%A/pitch/x')).toBe('/%E0%A4%A/pitch/x');
  });

  it('tell a page reached through a secret link', () => {
    expect(isTokenPage('/pitch/x')).toBe(true);
    expect(isTokenPage('/reset-password?token=x')).toBe(true);
    expect(isTokenPage('/profile/pitch')).toBe(false);
    expect(isTokenPage('/')).toBe(false);
  });
});
