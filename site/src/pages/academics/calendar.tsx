import { Block, DocLink } from '../../components/blocks';
import { DataTable } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { academicsCalendar } from '../../content/academics-calendar';

export default function Calendar() {
  const { hero, heading, intro, columns, events, download, note } = academicsCalendar;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block heading={heading}>
        <p>{intro}</p>
        <DataTable
          columns={columns}
          rows={events.map((e) => ({ key: e.event, cells: [e.when, e.event, e.detail] }))}
        />
        <p>
          <DocLink className="button" file={download.file} label={download.label} />
        </p>
        <p className="note">{note}</p>
      </Block>
    </SectionPage>
  );
}
