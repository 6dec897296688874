import { describe, expect, it } from 'vitest';
import { EnquirySchema, fieldErrors, LeadQuerySchema, LeadUpdateSchema } from './schemas';

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
};

describe('EnquirySchema', () => {
  it('trims, normalises the phone and drops empty optional fields', () => {
    expect(EnquirySchema.parse(valid)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919876543210',
      program: 'Diploma in Architecture',
      form_type: 'DArch Enquiry',
      submission_id: '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c',
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

describe('LeadUpdateSchema', () => {
  it('refuses unknown keys', () => {
    expect(LeadUpdateSchema.safeParse({ status: 'new', email: 'x@y.z' }).success).toBe(false);
  });
});
