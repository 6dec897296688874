import { CURRENT_NOTICE_VERSION, NewLeadSchema } from '@skltcoa/shared';
import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../test/lead-fixture';
import {
  channelLabel,
  checkDraft,
  CONSENT_MISSING,
  draftErrors,
  emptyDraft,
  firstFault,
  hasTypedText,
  leadRequest,
  matchKey,
  matchQuery,
  matchSummary,
  type EnquiryDraft,
} from './new-enquiry';

const SUBMISSION = '0b7f3a3c-2f4e-4c1a-9d2e-5a6b7c8d9e0f';
const draft = (change: Partial<EnquiryDraft> = {}): EnquiryDraft => ({
  ...emptyDraft('meera@example.edu.in', SUBMISSION),
  ...change,
});

/** A walk-in who gave only a mobile number, told of the notice in Marathi. */
const WALK_IN = draft({
  name: 'Asha Kulkarni',
  phone: '98200 12345',
  channel: 'walk-in',
  consent: true,
  language: 'mr',
});

describe('the New enquiry request', () => {
  it('sends what was typed, blanks left out, with the current notice and the submission id', () => {
    expect(leadRequest(WALK_IN)).toEqual({
      name: 'Asha Kulkarni',
      phone: '98200 12345',
      program: 'Bachelor of Architecture',
      channel: 'walk-in',
      assignee: 'meera@example.edu.in',
      adult: true,
      consent: { method: 'oral', notice_version: CURRENT_NOTICE_VERSION, notice_language: 'mr' },
      submission_id: SUBMISSION,
    });
  });

  it('sends the next follow-up as Mumbai time with its zone, and a guardian only for a minor', () => {
    const request = leadRequest({
      ...WALK_IN,
      followUp: '2026-12-01T11:30',
      guardianName: 'Ravi Kulkarni',
    });
    expect(request).toMatchObject({ next_follow_up_at: '2026-12-01T11:30:00+05:30' });
    expect(request).not.toHaveProperty('guardian_name');
    expect(leadRequest({ ...WALK_IN, adult: 'no', guardianName: 'Ravi Kulkarni' })).toMatchObject({
      adult: false,
      guardian_name: 'Ravi Kulkarni',
    });
  });

  it('is what the API takes', () => {
    const checked = checkDraft(WALK_IN);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(NewLeadSchema.safeParse(checked.request).success).toBe(true);
  });

  it('says at each field why the API would refuse it, the consent box included', () => {
    const checked = checkDraft(draft({ adult: 'no' }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(
      ['consent', 'email', 'guardianName', 'guardianPhone', 'name', 'phone'].sort(),
    );
    expect(checked.errors.consent).toBe(CONSENT_MISSING);
    expect(checked.errors.guardianName).toMatch(/guardian’s name/);
    expect(firstFault(checked.errors)).toBe('name');
  });

  it('refuses a landline, said at the mobile', () => {
    const checked = checkDraft({ ...WALK_IN, phone: '022 2345 6789' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(['phone']);
  });
});

describe('the API’s refusal at the fields', () => {
  it('puts each field of the request at the form’s field, and the rest above the form', () => {
    const errors = draftErrors({
      guardian_phone: 'Enter the parent’s or guardian’s mobile number or email.',
      next_follow_up_at: 'The next follow-up must be between 2000 and 2999.',
      'consent.notice_version': 'The privacy notice has changed.',
      submission_id: 'The form could not be identified.',
    });
    expect(errors).toEqual({
      guardianPhone: 'Enter the parent’s or guardian’s mobile number or email.',
      followUp: 'The next follow-up must be between 2000 and 2999.',
      consent: 'The privacy notice has changed.',
      form: 'The form could not be identified.',
    });
    expect(firstFault(errors)).toBe('followUp');
  });
});

describe('matching while typing', () => {
  it('asks once the mobile is a whole Indian mobile number', () => {
    expect(matchQuery('98200', '')).toBeNull();
    expect(matchQuery('982001234', '')).toBeNull();
    expect(matchQuery('022 23456789', '')).toBeNull();
    expect(matchQuery('98200 12345', '')).toEqual({ phone: '+919820012345' });
    expect(matchQuery('+91 98200-12345', '')).toEqual({ phone: '+919820012345' });
  });

  it('asks once the email looks whole, and with both when both are', () => {
    expect(matchQuery('', 'asha@')).toBeNull();
    expect(matchQuery('', 'asha@example')).toBeNull();
    expect(matchQuery('', ' Asha@Example.com ')).toEqual({ email: 'asha@example.com' });
    expect(matchQuery('9820012345', 'asha@example.com')).toEqual({
      phone: '+919820012345',
      email: 'asha@example.com',
    });
  });

  it('tells the same contacts typed differently apart from others', () => {
    expect(matchKey(matchQuery('98200 12345', ''))).toBe(matchKey(matchQuery('09820012345', '')));
    expect(matchKey(matchQuery('9820012345', ''))).not.toBe(matchKey(matchQuery('9820012346', '')));
    expect(matchKey(null)).toBe('');
  });

  it('counts families, not enquiries', () => {
    const one = [sampleLead({ family_id: '7' }), sampleLead({ family_id: '7' })];
    expect(matchSummary(one)).toBe('This family is already here: 2 enquiries.');
    expect(matchSummary([...one, sampleLead({ family_id: '9' })])).toBe(
      '2 families are already here with this contact: 3 enquiries.',
    );
    expect(matchSummary([])).toBe('');
  });
});

describe('what closing would lose', () => {
  it('is any text typed; the choices made are not', () => {
    expect(hasTypedText(draft({ channel: 'fair', adult: 'no', consent: true }))).toBe(false);
    expect(hasTypedText(draft({ note: 'Wants the hostel fees.' }))).toBe(true);
    expect(hasTypedText(draft({ phone: '98200' }))).toBe(true);
  });

  it('leaves out the contacts when they are what found the lead to open', () => {
    expect(hasTypedText(draft({ phone: '9820012345' }), { contacts: false })).toBe(false);
    expect(hasTypedText(draft({ phone: '9820012345', name: 'A' }), { contacts: false })).toBe(true);
  });
});

describe('channels', () => {
  it('reads as their labels; one a newer server added, as it is', () => {
    expect(channelLabel('walk-in')).toBe('Walk-in');
    expect(channelLabel('website')).toBe('Website');
    expect(channelLabel('chatbot')).toBe('chatbot');
  });
});
