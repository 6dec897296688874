import { describe, expect, it } from 'vitest';
import { UTM_FIELDS } from '../constants';
import { FORM_WORDS } from '../form-languages';
import { ENQUIRY_FORM_ORDER } from '../form-words';
import { LEAD_EXPORT_COLUMNS, leadExportColumns, type LeadSql } from '../lead-export';
import { EnquirySchema } from '../schemas/enquiry';
import { FIELD_INPUTS } from '../schemas/inputs';
import { LeadSchema, type Lead } from '../schemas/lead';
import { formOrder, LEAD_FIELDS, personalColumns, type LeadField } from './fields';

const fields: readonly LeadField[] = LEAD_FIELDS;

describe('the field table of a lead', () => {
  it('names each field once, and each personal field’s column and label', () => {
    const keys = fields.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const field of fields.filter((f) => f.personal)) {
      expect(field.stored, field.key).toBeDefined();
      expect(field.label, field.key).toBeTruthy();
    }
  });

  it('gives each field a form shows a label in every language, and each sent field a schema', () => {
    for (const field of fields) {
      if (field.formLabel) {
        for (const words of Object.values(FORM_WORDS)) {
          expect(words.labels[field.formLabel], field.key).toBeTruthy();
        }
      }
      if (field.input) expect(FIELD_INPUTS[field.input], field.key).toBeDefined();
    }
  });

  it('holds the campaign fields the site reads from the address', () => {
    expect(fields.filter((field) => field.input === 'utm').map((field) => field.key)).toEqual([
      ...UTM_FIELDS,
    ]);
  });

  it('orders the enquiry form as the table does, in the list the site carries', () => {
    expect(ENQUIRY_FORM_ORDER).toEqual(formOrder(fields));
  });

  it('is what the enquiry and the lead schemas hold', () => {
    const sent = fields.filter((field) => field.input).map((field) => field.key);
    expect(Object.keys(EnquirySchema.def.in.def.shape)).toEqual([...sent, 'website']);
    const read = fields.filter((field) => field.read).map((field) => field.key);
    expect(Object.keys(LeadSchema.shape).filter((key) => read.includes(key))).toEqual(read);
  });

  it('erases the person’s own data: contact, guardian’s contact and what staff wrote', () => {
    expect(personalColumns(fields, 'admission_leads')).toEqual(['name', 'email', 'phone']);
    expect(personalColumns(fields, 'lead_consents')).toEqual([
      'guardian_name',
      'guardian_email',
      'guardian_phone',
      'guardian_relationship',
    ]);
    expect(personalColumns(fields, 'lead_activities')).toEqual(['body']);
  });
});

describe('the spreadsheet from the field table', () => {
  it('writes a field given a header as a new last column, in JavaScript and in SQL', () => {
    const school: LeadField = {
      key: 'school',
      stored: { table: 'admission_leads', column: 'school', type: 'text' },
      read: 'nullable',
      sheet: { header: 'School' },
      personal: true,
      label: 'School',
    };
    const columns = leadExportColumns([...fields, school]);
    expect(columns.map((column) => column.header)).toEqual([
      ...LEAD_EXPORT_COLUMNS.map((column) => column.header),
      'School',
    ]);
    const last = columns.at(-1)!;
    expect(last.value({ school: 'Model High School' } as unknown as Lead)).toBe(
      'Model High School',
    );
    expect(last.value({ school: null } as unknown as Lead)).toBe('');
    expect(last.sql({ school: 'p_school' } as unknown as LeadSql)).toBe("coalesce(p_school, '')");
  });
});
