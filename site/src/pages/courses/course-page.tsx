import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Hero } from '../../components/hero';
import { SectionNav } from '../../components/section-nav';
import { COURSE_HEADS } from '../../content/course-heads';
import type { CourseKey } from '../../content/programs';
import { findRoute } from '../../routes';

/**
 * The frame of every course page: the course hero and its tab bar. A sub-page
 * (one with its own tagline) takes its hero title from the route list.
 */
export function CoursePage({
  course = 'barch',
  tagline,
  children,
}: {
  course?: CourseKey;
  tagline?: string;
  children: ReactNode;
}) {
  const { hero } = COURSE_HEADS[course];
  const { pathname } = useLocation();
  const title = (tagline && findRoute(pathname)?.title) || hero.title;
  return (
    <>
      <Hero hero={{ ...hero, title, tagline: tagline ?? hero.tagline }} />
      <SectionNav bar={course} />
      {children}
    </>
  );
}
