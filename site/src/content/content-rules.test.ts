import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tabBar } from '../nav';
import { ROUTES } from '../routes';
import { academics } from './academics';
import { career } from './career';
import { contact } from './contact';
import { examination } from './examination';
import { faculty } from './faculty';
import { life } from './life';
import { notification } from './notification';
import { people } from './people';
import { privacy } from './privacy';
import { reaching } from './reaching';
import { rnd } from './rnd';
import { welfare } from './welfare';
import { withdraw } from './withdraw';
import { YEARLY } from './yearly';

/*
 * Rules for the content modules below that a schema alone does not express:
 * links go to real routes (docs/product-decisions.md §5), yearly files come
 * from YEARLY (§9), and the original site's counts and dates (§17).
 */

const modules = {
  academics,
  career,
  contact,
  examination,
  faculty,
  life,
  notification,
  people,
  privacy,
  reaching,
  rnd,
  welfare,
  withdraw,
};

// Every page of the route list. Old paths that only redirect do not count: links name
// the new path (§5).
const KNOWN_ROUTES = new Set(ROUTES.filter((r) => !r.redirect).map((r) => r.path));

// import.meta.dirname, not import.meta.url: under jsdom the URL is not a file URL.
const publicDir = resolve(import.meta.dirname, '../../public');
const INTERNAL = /^\/(?!\/)[a-z0-9\-/]*$/;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

function heroes(value: unknown, out: { chips: string[] }[] = []): { chips: string[] }[] {
  if (Array.isArray(value)) value.forEach((v) => heroes(v, out));
  else if (value && typeof value === 'object') {
    if ('tagline' in value && 'chips' in value) out.push(value as { chips: string[] });
    Object.values(value).forEach((v) => heroes(v, out));
  }
  return out;
}

describe.each(Object.entries(modules))('%s', (_name, content) => {
  it('links only to registered routes, never to singular /academic/', () => {
    const links = strings(content).filter((s) => INTERNAL.test(s));
    for (const link of links) expect(KNOWN_ROUTES, link).toContain(link);
  });

  it('links only to documents that exist under public/', () => {
    for (const doc of strings(content).filter((s) => s.startsWith('/docs/'))) {
      expect(existsSync(publicDir + doc), doc).toBe(true);
    }
  });

  it('gives every hero exactly four chips', () => {
    for (const hero of heroes(content)) expect(hero.chips).toHaveLength(4);
  });
});

describe('academics', () => {
  it('has ten semester briefs in order', () => {
    expect(academics.semesterBriefs.semesters.map((s) => s.semester)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('lists D.Arch outcomes PO1 to PO7 and leaves B.Arch for later', () => {
    expect(academics.outcomes.darch.outcomes.map((o) => o.code)).toEqual([
      'PO1',
      'PO2',
      'PO3',
      'PO4',
      'PO5',
      'PO6',
      'PO7',
    ]);
    expect(academics.outcomes.barch.message).toBe('Will be updated soon.');
  });

  it("takes the calendar file from YEARLY and keeps the original's dates", () => {
    expect(academics.calendar.download.file).toBe(YEARLY.academicCalendar);
    const whens = academics.calendar.events.map((e) => e.when);
    expect(whens).toEqual(
      expect.arrayContaining([
        'June 2, 2025',
        'July 2025',
        'December 2025',
        'May 2026',
        'May to July 2026',
        'April 2026',
      ]),
    );
  });

  it('orders student notice months September to June', () => {
    expect(academics.notices.students.months.map((m) => m.month)).toEqual([
      'September',
      'August',
      'July',
      'June',
    ]);
  });

  it('has the six tab bar pages', () => {
    expect(tabBar('academics').map((t) => t.path)).toEqual([
      '/academics/philosophy',
      '/academics/calendar',
      '/academics/objectives',
      '/academics/outcomes',
      '/academics/notices',
      '/academics/semester-briefs',
    ]);
  });

  it('links SWAYAM to the national portal', () => {
    expect(academics.swayam.external.href).toBe('https://swayam.gov.in');
  });
});

describe('people', () => {
  it("puts the faculty directory in the route list's tab bar", () => {
    expect(tabBar('people').map((t) => t.path)).toContain('/people/faculty');
  });

  it('keeps the 95 percent mentorship claim', () => {
    expect(people.mentorship.impact.statements.some((s) => s.includes('95 percent'))).toBe(true);
  });
});

describe('yearly files (docs/product-decisions.md §9)', () => {
  it('take timetables and admission notifications from YEARLY', () => {
    expect(examination.timetables.files.map((f) => f.file)).toEqual([
      YEARLY.timetables.barch,
      YEARLY.timetables.darch,
    ]);
    expect(notification.admission.files.map((f) => f.file)).toEqual([
      YEARLY.admissionNotifications.barch,
      YEARLY.admissionNotifications.darch,
    ]);
  });

  it('weights assessment 50/50', () => {
    expect(examination.scheme.components.map((c) => c.weight)).toEqual([50, 50]);
  });
});

describe('privacy', () => {
  it('names every field the forms send and the 24-month retention', () => {
    const text = strings(privacy).join(' ');
    for (const word of [
      'Name',
      'Email',
      'Mobile',
      'Programme',
      'Form type',
      'Source page',
      'utm_source',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).toContain('24 months');
  });
});

describe('contact', () => {
  it('has four https social links, a +91 phone and https map URLs', () => {
    expect(contact.social.links).toHaveLength(4);
    expect(contact.map.embedUrl).toMatch(/^https:\/\//);
    expect(contact.phone.display.startsWith('+91')).toBe(true);
  });
});
