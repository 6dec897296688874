import { describe, expect, it } from 'vitest';
import { isSitePath, sitePathOr } from './site-path';

describe('isSitePath', () => {
  it.each(['/', '/home', '/courses/barch/admission', '/thank-you?x=1'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '',
    'home',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/\t/evil.example',
    '/a b',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(isSitePath(value)).toBe(false);
  });
});

describe('sitePathOr', () => {
  it('falls back for anything that is not a site path', () => {
    expect(sitePathOr('/about')).toBe('/about');
    expect(sitePathOr('//evil.example')).toBe('/home');
    expect(sitePathOr(undefined, '/admission')).toBe('/admission');
  });
});
