/* shared's privacy contact, written by scripts/privacy-data.ts from @skltcoa/shared: do not edit. */

export const PRIVACY_CONTACT = {
  name: 'Sample Grievance Officer',
  role: 'Grievance Officer (Data Protection)',
  email: 'privacy@skltcoa.example',
  phone: '+91 22 4000 0000',
  grievance:
    'Write to the grievance officer. We acknowledge within 7 days and answer within 30 days, and never later than 90 days. If the answer does not satisfy you, you may complain to the Data Protection Board of India.',
};
