/*
 * Every schema, by concept (docs/decisions/044-one-field-table-for-a-lead.md):
 * each module under schemas/ can be imported on its own
 * (`@skltcoa/shared/schemas/enquiry`), and a lead's fields come from
 * lead/fields.ts.
 */
export * from './schemas/inputs';
export * from './schemas/enquiry';
export * from './schemas/privacy';
export * from './schemas/read';
export * from './schemas/activity';
export * from './schemas/lead';
export * from './schemas/query';
export * from './schemas/views';
export * from './schemas/staff';
export * from './schemas/dashboard';
export * from './schemas/field-errors';
export * from './schemas/staff-lead';
export * from './schemas/work';
