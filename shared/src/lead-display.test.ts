import { describe, expect, it } from 'vitest';
import { ERASED_LEAD_NAME, leadName, WITHDRAWN_LEAD_NAME } from './lead-display';

describe('leadName', () => {
  it('is the name of a lead being worked', () => {
    expect(leadName({ name: 'अनया देशमुख', withdrawn: false })).toBe('अनया देशमुख');
    // A server older than withdrawal sends no flag.
    expect(leadName({ name: 'Riya Kulkarni' })).toBe('Riya Kulkarni');
  });

  it('says the lead was withdrawn, not who it was', () => {
    expect(leadName({ name: '', withdrawn: true, erased: true })).toBe(WITHDRAWN_LEAD_NAME);
  });

  it('says a lead past its retention period was erased', () => {
    expect(leadName({ name: '', withdrawn: false, erased: true })).toBe(ERASED_LEAD_NAME);
  });
});
