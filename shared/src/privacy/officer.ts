/* The grievance officer, written by site/scripts/privacy-data.ts from content/privacy-contact.yaml: do not edit. */

/** Who answers for the families' data (DPDP Rules 2025, Rule 9), as content/privacy-contact.yaml names them. */
export const PRIVACY_OFFICER = {
  name: 'Sample Grievance Officer',
  role: 'Grievance Officer (Data Protection)',
  email: 'privacy@skltcoa.example',
  phone: '+91 22 4000 0000',
} as const;
