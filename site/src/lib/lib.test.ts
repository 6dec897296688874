import { expect, it } from 'vitest';
import { captureUtm, readUtm } from './utm';

it('keeps the first landing page campaign for the whole visit', () => {
  captureUtm('?utm_source=instagram&utm_medium=social&other=1');
  captureUtm('?utm_source=later');
  expect(readUtm()).toEqual({ utm_source: 'instagram', utm_medium: 'social' });
});
