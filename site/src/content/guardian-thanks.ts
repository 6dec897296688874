import data from '../../../content/thank-you-guardian.yaml';
import type { GuardianThanks } from './guardian-thanks.schema';
import { fillIn } from './fill-in';
import { GUARDIAN_LINK_DAYS } from './privacy-facts';

/*
 * Where an enquirer under 18 lands (/thank-you/guardian): content/thank-you-guardian.yaml
 * (ADR 028) with shared's link lifetime filled in. Kept out of SYSTEM, which every page carries.
 */
const FILE = data;

export const GUARDIAN_THANKS: GuardianThanks = fillIn(FILE, { days: GUARDIAN_LINK_DAYS });
