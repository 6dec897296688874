import data from '../../../content/privacy-request.yaml';
import { LANGUAGE } from '../language';
import {
  BOARD_URL,
  RIGHTS_ANSWER_DAYS,
  RIGHTS_LINK_HOURS,
  RIGHTS_REQUEST_LABELS,
  RIGHTS_REQUEST_LABELS_HI,
  RIGHTS_REQUEST_LABELS_MR,
} from './privacy-facts';
import { fillIn } from './fill-in';
import type { RightsRequestContent } from './rights-request.schema';

/*
 * The rights of the DPDP Act, ss. 11–14, and a grievance (s. 13, Rule 14), asked for in one form
 * and confirmed by an emailed link (ADR 025): content/privacy-request.yaml (ADR 028) with
 * shared's figures filled in and each right under shared's name for it.
 */
/**
 * Each right as the emails and the API's pages name it in this build's language (shared's
 * FAMILY_WORDS, ADR 054). A constant condition, so that each build carries only its own.
 */
export const RIGHTS_LABELS =
  LANGUAGE === 'mr'
    ? RIGHTS_REQUEST_LABELS_MR
    : LANGUAGE === 'hi'
      ? RIGHTS_REQUEST_LABELS_HI
      : RIGHTS_REQUEST_LABELS;

const FILE = fillIn(data, {
  hours: RIGHTS_LINK_HOURS,
  days: RIGHTS_ANSWER_DAYS,
  // Where the Board takes complaints (ADR 055), as the notice and the emails say.
  boardUrl: BOARD_URL,
});

export const rightsRequest: RightsRequestContent = {
  ...FILE,
  rights: {
    ...FILE.rights,
    items: FILE.rights.items.map(({ kind, text }) => ({
      label: RIGHTS_LABELS[kind],
      text,
    })),
  },
};
