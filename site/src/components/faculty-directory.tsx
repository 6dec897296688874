import { useId, useMemo, useState } from 'react';
import type { FacultyDirectory as Directory } from '../content/faculty.schema';
import { designationOptions, filterFaculty, noFacultyFound } from '../content/faculty';
import { ExternalLink } from './blocks';
import { LabelledLine } from './lists';

type DirectoryProps = Pick<
  Directory,
  | 'records'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'filterLabel'
  | 'noPhoto'
  | 'emptyState'
  | 'labels'
  | 'designationNames'
>;

/**
 * The faculty directory: a search box (name, research, designation, practice;
 * any case), a designation filter with only the designations present, and
 * the cards. The prerendered HTML lists all records, so it reads without JavaScript.
 */
export function FacultyDirectory({ content }: { content: DirectoryProps }) {
  const [search, setSearch] = useState('');
  const options = useMemo(() => designationOptions(content.records), [content.records]);
  const [designation, setDesignation] = useState(options[0] ?? '');
  const id = useId();
  const { labels, designationNames: names } = content;
  const shown = filterFaculty(content.records, search, designation, names);
  return (
    <div className="directory">
      <form className="directory__controls" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-search`}>{content.searchLabel}</label>
          <input
            id={`${id}-search`}
            className="field__control"
            type="search"
            value={search}
            placeholder={content.searchPlaceholder}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-designation`}>{content.filterLabel}</label>
          <select
            id={`${id}-designation`}
            className="field__control"
            value={designation}
            onChange={(e) => setDesignation(e.target.value)}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {names[option as keyof typeof names] ?? option}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="directory__status" role="status">
        {shown.length === 0 ? noFacultyFound(search) : ''}
      </p>
      <ul className="directory__grid">
        {shown.map((person) => (
          <li key={person.name} className="card faculty-card">
            {person.photo ? (
              <img
                className="faculty-card__photo"
                src={person.photo}
                alt={person.name}
                width="240"
                height="280"
                loading="lazy"
              />
            ) : (
              <div className="faculty-card__photo faculty-card__photo--none">{content.noPhoto}</div>
            )}
            <h2 className="faculty-card__name">{person.name}</h2>
            <p className="faculty-card__designation">{names[person.designation]}</p>
            <LabelledLine label={labels.qualifications}>{person.qualifications}</LabelledLine>
            <LabelledLine label={labels.research}>{person.research}</LabelledLine>
            <LabelledLine label={labels.practice}>{person.practice}</LabelledLine>
            {(person.instagram || person.linkedin) && (
              <p className="faculty-card__social">
                {person.instagram && (
                  <ExternalLink href={person.instagram}>
                    {labels.instagram}
                    <span className="visually-hidden">: {person.name}</span>
                  </ExternalLink>
                )}
                {person.linkedin && (
                  <ExternalLink href={person.linkedin}>
                    {labels.linkedin}
                    <span className="visually-hidden">: {person.name}</span>
                  </ExternalLink>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
