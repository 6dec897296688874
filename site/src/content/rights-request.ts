import data from '../../../content/privacy-request.yaml';
import { RIGHTS_ANSWER_DAYS, RIGHTS_LINK_HOURS, RIGHTS_REQUEST_LABELS } from './privacy-facts';
import { fillIn } from './fill-in';
import type { RightsRequestContent } from './rights-request.schema';

/*
 * The rights of the DPDP Act, ss. 11–14, and a grievance (s. 13, Rule 14), asked for in one form
 * and confirmed by an emailed link (ADR 025): content/privacy-request.yaml (ADR 028) with
 * shared's figures filled in and each right under shared's name for it.
 */
const FILE = fillIn(data, {
  hours: RIGHTS_LINK_HOURS,
  days: RIGHTS_ANSWER_DAYS,
});

export const rightsRequest: RightsRequestContent = {
  ...FILE,
  rights: {
    ...FILE.rights,
    items: FILE.rights.items.map(({ kind, text }) => ({
      label: RIGHTS_REQUEST_LABELS[kind],
      text,
    })),
  },
};
