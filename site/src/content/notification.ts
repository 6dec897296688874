import data from '../../../content/notification.yaml';
import type { NotificationContent } from './notification.schema';

/* /notification: admission notifications and college notices (docs/product-decisions.md §5),
   from content/notification.yaml (ADR 028). */
export const notification = data as NotificationContent;
