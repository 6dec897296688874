import { Block, Paragraphs } from '../../components/blocks';
import { DataTable, RelatedLinks, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { privacy } from '../../content/privacy';

export default function Privacy() {
  const { hero, intro, collected, grievanceOfficer: officer, note, links } = privacy;
  const sections = [
    privacy.purposes,
    privacy.access,
    privacy.retention,
    privacy.rights,
    privacy.children,
    privacy.security,
  ];
  return (
    <SectionPage hero={hero}>
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <Block heading={collected.heading}>
        <p>{collected.intro}</p>
        <DataTable
          columns={collected.columns}
          rows={collected.fields.map((f) => ({ key: f.field, cells: [f.field, f.why] }))}
        />
      </Block>
      {sections.map((section) => (
        <Block key={section.heading} heading={section.heading}>
          <Paragraphs paragraphs={section.paragraphs} />
          {section.items && <Ticks items={section.items} />}
        </Block>
      ))}
      <Block heading={officer.heading}>
        <p>{officer.intro}</p>
        <address>
          <strong>{officer.name}</strong>, {officer.role}
          <br />
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
          {officer.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
        <p>{officer.response}</p>
        <p>{officer.escalation}</p>
        <p className="sample-note">{note}</p>
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
