import { Block, DocLink } from '../../components/blocks';
import { DataTable, DocList, RelatedLinks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { notification } from '../../content/notification';
import { formatDate } from '../../lib/dates';

export default function Notification() {
  const { hero, intro, admission, notices, links } = notification;
  return (
    <SectionPage hero={hero}>
      <Block>
        <p>{intro}</p>
      </Block>
      <Block heading={admission.heading}>
        <p>{admission.intro}</p>
        <DocList files={admission.files} />
      </Block>
      <Block heading={notices.heading}>
        <DataTable
          columns={notices.columns}
          rows={notices.items.map((n) => ({
            key: n.file,
            cells: [
              <time key="date" dateTime={n.date}>
                {formatDate(n.date)}
              </time>,
              n.title,
              n.audience,
              <DocLink key="file" file={n.file} label={notices.columns[3]} context={n.title} />,
            ],
          }))}
        />
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
