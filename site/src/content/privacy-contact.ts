/* shared's privacy contact, written by scripts/privacy-data.ts from @skltcoa/shared: do not edit. */

export const PRIVACY_CONTACT = {
  name: 'Sample Grievance Officer',
  email: 'privacy@skltcoa.example',
  phone: '+91 22 4000 0000',
};

/** The days in shared's grievance sentence: acknowledged, answered, and answered at the latest. */
export const GRIEVANCE_DAYS = {
  acknowledgeDays: 7,
  answerDays: 30,
  latestDays: 90,
};
