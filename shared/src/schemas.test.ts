import { describe, expect, it } from 'vitest';
import { CURRENT_NOTICE_VERSION } from './privacy/notice';
import {
  EnquirySchema,
  fieldErrors,
  LeadPatchSchema,
  LeadQuerySchema,
  NewActivitySchema,
  WithdrawalContactSchema,
} from './schemas';

const valid = {
  name: '  Asha Rao ',
  email: ' asha@example.com ',
  phone: '098765 43210',
  program: 'Diploma in Architecture',
  form_type: 'DArch Enquiry',
  submission_id: '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c',
  source_page: '',
  utm_source: '',
  website: '',
  consent: 'on',
  notice_version: CURRENT_NOTICE_VERSION,
  notice_language: 'mr',
  adult: 'yes',
};

describe('EnquirySchema: consent and age', () => {
  const errorsOf = (input: Record<string, unknown>) => {
    const result = EnquirySchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };
  const minor = {
    ...valid,
    adult: 'no',
    guardian_name: 'Meera Rao',
    guardian_email: 'meera.rao@example.com',
    guardian_phone: '98200 11223',
  };

  it.each([undefined, '', 'off', false, 'false', 'yes please'])(
    'refuses consent given as %j: only a ticked box or true counts',
    (consent) => {
      expect(errorsOf({ ...valid, consent })).toEqual({
        consent:
          'Please tick the box to agree to the privacy notice. We can answer your enquiry only with your consent.',
      });
    },
  );

  it('accepts consent as JSON true', () => {
    expect(EnquirySchema.parse({ ...valid, consent: true }).consent).toBe(true);
  });

  it('refuses a notice version other than the current one, asking for a reload', () => {
    expect(errorsOf({ ...valid, notice_version: '2025-01' }).notice_version).toMatch(/reload/);
    expect(errorsOf({ ...valid, notice_version: undefined }).notice_version).toMatch(/reload/);
  });

  it('refuses a notice language that is not English, Marathi or Hindi', () => {
    expect(errorsOf({ ...valid, notice_language: 'fr' })).toEqual({
      notice_language: 'Notice language must be one of: en, mr, hi.',
    });
  });

  it.each([
    ['yes', true],
    ['no', false],
    [true, true],
    [false, false],
  ])('reads the age answer %j as adult=%s', (adult, expected) => {
    expect(EnquirySchema.parse({ ...minor, adult }).adult).toBe(expected);
  });

  it('asks whether the person is 18 or older when the answer is missing', () => {
    expect(errorsOf({ ...valid, adult: undefined })).toEqual({
      adult: 'Please tell us whether you are 18 or older.',
    });
  });

  it('requires every guardian field under 18, each with its own message', () => {
    expect(
      errorsOf({ ...minor, guardian_name: '', guardian_email: ' ', guardian_phone: undefined }),
    ).toEqual({
      guardian_name: 'Please enter your parent’s or guardian’s name.',
      guardian_email:
        'Please enter your parent’s or guardian’s email address, so that we can ask for their consent.',
      guardian_phone: 'Please enter your parent’s or guardian’s mobile number.',
    });
  });

  it('checks the guardian fields with the same rules as the enquirer’s', () => {
    expect(errorsOf({ ...minor, guardian_email: 'nope', guardian_phone: '12345' })).toEqual({
      guardian_email: 'Please enter a valid email address, like name@example.com.',
      guardian_phone: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    });
  });

  it('refuses a guardian email that is the enquirer’s own, whatever its case', () => {
    expect(errorsOf({ ...minor, guardian_email: ' ASHA@example.com ' }).guardian_email).toMatch(
      /own email address/,
    );
  });

  it('keeps a minor’s guardian, normalised, and drops guardian fields an adult sent', () => {
    expect(EnquirySchema.parse(minor)).toMatchObject({
      adult: false,
      guardian_name: 'Meera Rao',
      guardian_email: 'meera.rao@example.com',
      guardian_phone: '+919820011223',
    });
    const adult = EnquirySchema.parse({ ...minor, adult: 'yes' });
    expect(adult.guardian_name).toBeUndefined();
    expect(adult.guardian_email).toBeUndefined();
    expect(adult.guardian_phone).toBeUndefined();
  });
});

describe('WithdrawalContactSchema', () => {
  it.each([
    [' Asha@Example.com ', { kind: 'email', value: 'asha@example.com' }],
    ['098765 43210', { kind: 'phone', value: '+919876543210' }],
    ['+91 98765-43210', { kind: 'phone', value: '+919876543210' }],
  ])('reads %j as the contact the lead stores', (input, expected) => {
    expect(WithdrawalContactSchema.parse(input)).toEqual(expected);
  });

  it.each(['', 'asha@', '12345', 'asha rao'])(
    'refuses %j with a message saying what to type',
    (input) => {
      const result = WithdrawalContactSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/email address|mobile number/);
    },
  );
});

describe('EnquirySchema', () => {
  it('trims, normalises the phone and drops empty optional fields', () => {
    expect(EnquirySchema.parse(valid)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919876543210',
      program: 'Diploma in Architecture',
      form_type: 'DArch Enquiry',
      submission_id: '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c',
      consent: true,
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: 'mr',
      adult: true,
    });
  });

  it('gives one user-facing message per bad field', () => {
    const result = EnquirySchema.safeParse({ ...valid, name: '', email: 'x', phone: '1' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@example.com.',
      phone: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    });
  });

  it('accepts 100 characters of name and refuses 101', () => {
    expect(EnquirySchema.safeParse({ ...valid, name: 'a'.repeat(100) }).success).toBe(true);
    expect(EnquirySchema.safeParse({ ...valid, name: 'a'.repeat(101) }).success).toBe(false);
  });
});

describe('LeadQuerySchema', () => {
  it('defaults the page size to 100 and ignores empty filters', () => {
    expect(LeadQuerySchema.parse({ program: '', q: ' ' })).toEqual({ limit: 100 });
  });
});

describe('LeadPatchSchema', () => {
  it('refuses unknown keys', () => {
    expect(LeadPatchSchema.safeParse({ version: 1, status: 'new', email: 'x@y.z' }).success).toBe(
      false,
    );
  });

  it('needs the version the change was based on', () => {
    const parsed = LeadPatchSchema.safeParse({ status: 'contacted' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toHaveProperty('version');
  });

  it('needs a change, and clears the assignee or follow-up with null', () => {
    expect(LeadPatchSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(LeadPatchSchema.parse({ version: 2, assignee: null, next_follow_up_at: null })).toEqual({
      version: 2,
      assignee: null,
      next_follow_up_at: null,
    });
  });

  it('takes a follow-up only with its time zone', () => {
    const ok = LeadPatchSchema.safeParse({
      version: 1,
      next_follow_up_at: '2026-11-28T11:00:00+05:30',
    });
    expect(ok.success).toBe(true);
    const local = LeadPatchSchema.safeParse({ version: 1, next_follow_up_at: '2026-11-28T11:00' });
    expect(fieldErrors(local.error!)).toHaveProperty('next_follow_up_at');
    const far = LeadPatchSchema.safeParse({
      version: 1,
      next_follow_up_at: '3026-11-28T11:00:00Z',
    });
    expect(fieldErrors(far.error!).next_follow_up_at).toMatch(/2999/);
  });
});

describe('NewActivitySchema', () => {
  it('takes a note, trimmed, keeping its lines', () => {
    expect(
      NewActivitySchema.parse({ kind: 'note', body: '  Father decides.\nCall after 6 pm ' }),
    ).toEqual({
      kind: 'note',
      body: 'Father decides.\nCall after 6 pm',
    });
  });

  it('refuses an empty note and a note with an outcome', () => {
    expect(
      fieldErrors(NewActivitySchema.safeParse({ kind: 'note', body: '  ' }).error!),
    ).toHaveProperty('body');
    expect(
      fieldErrors(NewActivitySchema.safeParse({ kind: 'note', body: 'x', outcome: 'busy' }).error!),
    ).toHaveProperty('outcome');
  });

  it('needs a call outcome, and a date to call back later', () => {
    expect(fieldErrors(NewActivitySchema.safeParse({ kind: 'call' }).error!)).toHaveProperty(
      'outcome',
    );
    expect(
      fieldErrors(NewActivitySchema.safeParse({ kind: 'call', outcome: 'call-back-later' }).error!),
    ).toEqual({ next_follow_up_at: 'Please choose when to call back.' });
    expect(
      NewActivitySchema.safeParse({
        kind: 'call',
        outcome: 'call-back-later',
        next_follow_up_at: '2026-11-28T11:00:00+05:30',
      }).success,
    ).toBe(true);
    expect(NewActivitySchema.safeParse({ kind: 'call', outcome: 'busy' }).success).toBe(true);
  });

  it('refuses other kinds: the API records status and assignment changes itself', () => {
    expect(
      fieldErrors(NewActivitySchema.safeParse({ kind: 'status', body: 'x' }).error!),
    ).toHaveProperty('kind');
  });
});

describe('LeadQuerySchema follow-up filters', () => {
  it('takes an assignee email, me or none, and a due filter', () => {
    expect(LeadQuerySchema.parse({ assignee: 'me', due: 'overdue' })).toMatchObject({
      assignee: 'me',
      due: 'overdue',
    });
    expect(LeadQuerySchema.parse({ assignee: 'none' }).assignee).toBe('none');
    expect(LeadQuerySchema.parse({ assignee: 'Meera@example.edu.in' }).assignee).toBe(
      'Meera@example.edu.in',
    );
    // One message for every bad value, "ME" included, rather than the email's own.
    for (const assignee of ['someone', 'ME', 'None', 'a@b', 42]) {
      expect(fieldErrors(LeadQuerySchema.safeParse({ assignee }).error!)).toEqual({
        assignee: 'Assignee must be a staff email, me or none.',
      });
    }
    expect(fieldErrors(LeadQuerySchema.safeParse({ due: 'tomorrow' }).error!)).toHaveProperty(
      'due',
    );
  });
});
