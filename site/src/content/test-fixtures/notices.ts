/*
 * A content module that is listed nowhere, for validate.test.ts: its schema module beside it
 * names NOTICE and FINE, and NOTICE breaks its schema.
 */
export const NOTICE = { title: '', year: 'next year' };
export const FINE = { title: 'Admissions open', year: 2026 };
