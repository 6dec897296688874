import { describe, expect, it } from 'vitest';
import { hasUnsafeText, stripUnsafeText } from './text';

describe('hasUnsafeText', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a bell', 'a\u0007'],
    ['DEL', 'a\u007F'],
    ['a C1 control', 'a\u0085b'],
    ['a newline', 'a\nb'],
    ['a right-to-left override', 'a\u202Eb'],
    ['a left-to-right isolate', 'a\u2066b'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
    ['a zero-width space', '\u200Ba'],
    ['a byte-order mark', 'a\uFEFF'],
    ['a word joiner', 'a\u2060b'],
    ['a leading zero-width joiner', '\u200Dअ'],
    ['a trailing zero-width non-joiner', 'अ\u200C'],
    ['a joiner beside a space', 'अ \u200Dब'],
  ])('finds %s in single-line text', (_, value) => {
    expect(hasUnsafeText(value)).toBe(true);
  });

  it.each([
    ['a Latin name', 'Asha Rao'],
    ['a Devanagari name', 'अनया देशमुख'],
    ['a joiner inside a conjunct', 'लक्ष्‍मी'],
    ['a non-joiner between letters', 'क्‌ष'],
    ['an apostrophe and a hyphen', "D'Souza-Pai"],
    ['emoji', 'Asha 🙂'],
  ])('lets %s through', (_, value) => {
    expect(hasUnsafeText(value)).toBe(false);
  });

  it('allows line breaks and tabs in multi-line text, and nothing else', () => {
    expect(hasUnsafeText('Called.\r\nCall back\tSat', { multiline: true })).toBe(false);
    expect(hasUnsafeText('Called.\u0000', { multiline: true })).toBe(true);
    expect(hasUnsafeText('Called.\u202E', { multiline: true })).toBe(true);
  });
});

describe('stripUnsafeText', () => {
  it('drops what hasUnsafeText finds and keeps the rest', () => {
    expect(stripUnsafeText('x\u0000y')).toBe('xy');
    expect(stripUnsafeText('\u202Eevil\u2066')).toBe('evil');
    expect(stripUnsafeText('लक्ष्‍मी')).toBe('लक्ष्‍मी');
    expect(hasUnsafeText(stripUnsafeText('\u200D\u200D a\u200D\u0000\u200Db'))).toBe(false);
  });
});
