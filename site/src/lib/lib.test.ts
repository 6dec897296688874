import { expect, it } from 'vitest';
import { safePath } from './safe-path';
import { captureUtm, readUtm } from './utm';

it('keeps only same-site paths for the thank-you page link back', () => {
  expect(safePath('/courses/barch/admission')).toBe('/courses/barch/admission');
  for (const bad of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/\tx',
    '',
    null,
  ]) {
    expect(safePath(bad)).toBe('/home');
  }
});

it('keeps the first landing page campaign for the whole visit', () => {
  captureUtm('?utm_source=instagram&utm_medium=social&other=1');
  captureUtm('?utm_source=later');
  expect(readUtm()).toEqual({ utm_source: 'instagram', utm_medium: 'social' });
});
