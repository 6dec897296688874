import data from '../../../content/privacy-withdraw.yaml';
import { WITHDRAWAL_LINK_HOURS } from './privacy-facts';
import { fillIn } from './fill-in';
import type { WithdrawContent } from './withdraw.schema';

/*
 * Withdrawing consent is as easy as giving it (DPDP Act s. 6(4)): content/privacy-withdraw.yaml
 * (ADR 028) with shared's link lifetime filled in.
 */
export const withdraw: WithdrawContent = fillIn(data, {
  hours: WITHDRAWAL_LINK_HOURS,
});
