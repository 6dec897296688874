import { describe, expect, it } from 'vitest';
import { formatIndianPhone, normalizeIndianPhone } from './phone';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 9876543210', '+919876543210'],
    ['(+91) 6000000000', '+916000000000'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '5876543210',
    '98765432101',
    '+1 9876543210',
    '98765abcde',
    '+91 5876543210',
  ])('refuses %j', (input) => {
    expect(normalizeIndianPhone(input)).toBeNull();
  });
});

describe('formatIndianPhone', () => {
  it('groups a stored number the way it is read aloud', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('oops')).toBe('oops');
  });
});
