import data from '../../../content/academics/notices.yaml';

/* /academics/notices, from content/academics/notices.yaml (ADR 028); part of `academics`. */
export const academicsNotices = data;
