import { describe, expect, it } from 'vitest';
import { guessMapping, headerScore, normalizeHeader } from './header-guess';

describe('guessMapping', () => {
  it('reads the headers of an aggregator’s export', () => {
    expect(
      guessMapping([
        'Sr. No.',
        'Student Name',
        'Mobile No.',
        'Email ID',
        'Course Interested',
        'City',
        'Lead Source',
        'Enquiry Date',
        'Remarks',
      ]),
    ).toEqual([null, 'name', 'phone', 'email', 'program', null, 'utm_source', null, 'body']);
  });

  it('reads Marathi headers', () => {
    expect(guessMapping(['नाव', 'मोबाईल', 'ई-मेल', 'अभ्यासक्रम', 'शहर'])).toEqual([
      'name',
      'phone',
      'email',
      'program',
      null,
    ]);
  });

  it('reads Hindi headers', () => {
    expect(guessMapping(['नाम', 'मोबाइल नंबर', 'ईमेल', 'पाठ्यक्रम'])).toEqual([
      'name',
      'phone',
      'email',
      'program',
    ]);
  });

  it('reads the enquiry form’s own labels and the export’s headers', () => {
    expect(guessMapping(['Full name', 'Mobile number', 'Programme', 'Phone', 'Email'])).toEqual([
      'name',
      'phone',
      'program',
      null,
      'email',
    ]);
    expect(guessMapping(['पूर्ण नाव', 'आई-वडील किंवा पालक यांचा मोबाइल नंबर'])).toEqual([
      'name',
      'guardian_phone',
    ]);
  });

  it('gives a parent’s columns to the guardian, not to the student', () => {
    expect(
      guessMapping([
        'Parent Mobile',
        'Student Mobile Number',
        'Father’s Name',
        'Name',
        'Parent Email',
      ]),
    ).toEqual(['guardian_phone', 'phone', 'guardian_name', 'name', 'guardian_email']);
  });

  it('gives each field to one column: the exact header, then the leftmost', () => {
    expect(guessMapping(['Alternate Mobile', 'Mobile', 'Mobile'])).toEqual([null, 'phone', null]);
  });

  it('maps nothing it does not know', () => {
    expect(guessMapping(['', 'Mumbai Education Fair 2026', 'Date', '12'])).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('normalizeHeader', () => {
  it('drops punctuation, case, an apostrophe’s s and the danda', () => {
    expect(normalizeHeader("  Student's  MOBILE No.: ")).toBe('student mobile no');
    expect(normalizeHeader('मोबाइल नंबर।')).toBe('मोबाइल नंबर');
    // A nukta typed as its own mark or within its letter is one header.
    expect(normalizeHeader('फ़ोन')).toBe(normalizeHeader('\u095eोन'));
  });
});

describe('headerScore', () => {
  it('tells a header row from a title and from data', () => {
    expect(headerScore(['Visitors of the Mumbai Education Fair 2026'])).toBe(0);
    expect(headerScore(['Name', 'Mobile', 'Email'])).toBe(3);
    expect(headerScore(['Priya Patil', '9820012345', 'priya@example.com'])).toBe(0);
  });
});
