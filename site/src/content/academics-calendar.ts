import data from '../../../content/academics/calendar.yaml';

/* /academics/calendar, from content/academics/calendar.yaml (ADR 028). */
export const academicsCalendar = data;
