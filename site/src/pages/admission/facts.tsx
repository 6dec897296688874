import type { ReactNode } from 'react';
import { Head } from 'vite-react-ssg';
import { Block, DocLink, Paragraphs } from '../../components/blocks';
import { feeTotals, programFactsJsonLd, rupees } from '../../components/facts-data';
import { DataTable, Ticks } from '../../components/lists';
import { ADMISSIONS_FACTS, factsPath } from '../../content/admissions-facts';
import { COURSES } from '../../content/programs';
import { SITE } from '../../content/site';
import { LANGUAGE } from '../../language';
import type { PageProps } from '../../routes';
import { AdmissionPage } from './admission-page';

/**
 * One block of figures, marked with the content field it comes from (`data-source`), so the
 * college can find and correct it. Families never read the file's name: the preview banner says
 * the figures are samples until the college confirms them (ADR 055).
 */
function Sourced({
  field,
  heading,
  children,
}: {
  field: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <div data-source={`content/admissions-facts.yaml ${field}`}>
      <Block heading={heading}>{children}</Block>
    </div>
  );
}

/** /admission/barch-facts and /admission/darch-facts: what a family decides on. */
export default function AdmissionFacts({ course = 'barch' }: PageProps) {
  const facts = ADMISSIONS_FACTS[course];
  const program = COURSES[course];
  const { fees, eligibility, cap, documents, refund, intake, approvals } = facts;
  const totals = feeTotals(fees);
  const { labels } = ADMISSIONS_FACTS;
  const origin = import.meta.env.VITE_SITE_URL;
  return (
    <AdmissionPage hero={facts.hero}>
      {import.meta.env.SSR && (
        <Head>
          <script type="application/ld+json">
            {programFactsJsonLd({
              origin,
              path: factsPath(course),
              name: program.program,
              short: program.short,
              durationYears: program.durationYears,
              intake: program.intake,
              college: SITE.name,
              facts,
              labels,
              language: LANGUAGE,
            })}
          </script>
        </Head>
      )}
      <Block>
        <p>{facts.intro}</p>
      </Block>
      <Sourced field={`${course}.fees`} heading={fees.heading}>
        <p>{fees.intro}</p>
        <DataTable
          caption={fees.heading}
          columns={[labels.component, ...fees.years]}
          rows={[
            ...fees.components.map((component) => ({
              key: component.name,
              cells: [component.name, ...component.amounts.map(rupees)],
            })),
            {
              key: 'total',
              cells: [
                <strong key="label">{fees.totalLabel}</strong>,
                ...totals.map((total, year) => <strong key={year}>{rupees(total)}</strong>),
              ],
            },
          ]}
        />
        <p>
          <DocLink file={fees.approval.file} label={fees.approval.label} />
        </p>
      </Sourced>
      <Sourced field={`${course}.eligibility`} heading={eligibility.heading}>
        <Ticks items={eligibility.items} />
      </Sourced>
      <Sourced field={`${course}.cap`} heading={cap.heading}>
        <p>{cap.intro}</p>
        <ol className="steps">
          {cap.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
        <h3>{cap.datesHeading}</h3>
        <DataTable
          caption={cap.datesHeading}
          columns={[labels.step, labels.when]}
          rows={cap.dates.map((date) => ({ key: date.event, cells: [date.event, date.when] }))}
        />
        <h3>{cap.instituteSeats.heading}</h3>
        <Paragraphs paragraphs={cap.instituteSeats.paragraphs} />
      </Sourced>
      <Sourced field={`${course}.documents`} heading={documents.heading}>
        <Ticks items={documents.items} />
      </Sourced>
      <Sourced field={`${course}.refund`} heading={refund.heading}>
        <Paragraphs paragraphs={refund.paragraphs} />
      </Sourced>
      <Sourced field={`${course}.intake`} heading={intake.heading}>
        <p>
          <strong data-intake="">{program.intake}</strong> {intake.text}
        </p>
      </Sourced>
      <Sourced field={`${course}.approvals`} heading={approvals.heading}>
        <dl className="approvals">
          {approvals.items.map((item) => (
            <div key={item.body}>
              <dt>{item.body}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </Sourced>
    </AdmissionPage>
  );
}
