import { describe, expect, it } from 'vitest';
import { formatIndianPhone, normalizeIndianPhone, readIndianMobile } from './phone';

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

describe('readIndianMobile', () => {
  it.each([
    ['9820012345', '+919820012345'],
    ['9820012345.0', '+919820012345'],
    ['9820012345,00', '+919820012345'],
    ['9.820012345E+09', '+919820012345'],
    ['9,820012345E+09', '+919820012345'],
    ['9.820012345e9', '+919820012345'],
    ['9,820,012,345', '+919820012345'],
    ['9,82,00,12,345', '+919820012345'],
    ['+91 98200 12345', '+919820012345'],
    ['91-98200-12345', '+919820012345'],
    ['919820012345', '+919820012345'],
    ['09820012345', '+919820012345'],
    ['(+91) 98200-12345', '+919820012345'],
    [" '+91 98200 12345 ", '+919820012345'],
  ])('reads %j as %s', (cell, phone) => {
    expect(readIndianMobile(cell)).toEqual({ ok: true, phone });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['9.82E+09', 'rounded'],
    ['9,82E+09', 'rounded'],
    ['9.8200123E+09', 'rounded'],
    ['9.82E-01', 'not-a-number'],
    ['022 2345 6789', 'landline'],
    ['(022) 23456789', 'landline'],
    ['+91 22 2345 6789', 'landline'],
    ['91 22 2345 6789', 'landline'],
    ['2345 6789', 'too-short'],
    ['98200', 'too-short'],
    ['98200 123456', 'too-long'],
    ['+1 415 555 0100', 'not-indian'],
    ['0044 20 7946 0958', 'not-indian'],
    ['9820012345 / 9820012346', 'several'],
    ['9820012345, 9820012346', 'several'],
    ['9820012345 or 9820012346', 'several'],
    ['call after 6', 'not-a-number'],
    ['5820012345', 'landline'],
  ])('refuses %j as %s', (cell, reason) => {
    const reading = readIndianMobile(cell);
    expect(reading).toMatchObject({ ok: false, reason });
    // The message is for the office, and never repeats the cell's digits.
    if (!reading.ok) expect(reading.message).not.toMatch(/\d{4}/);
  });

  it('tells the office how to fix a rounded column', () => {
    expect(readIndianMobile('9.82E+09')).toMatchObject({
      ok: false,
      message: expect.stringContaining('format the column as text'),
    });
  });
});
