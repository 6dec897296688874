import { Link } from '../../components/site-link';
import { Block, DocLink } from '../../components/blocks';
import { DataTable } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import type { LifePage } from '../../content/life.schema';

/** A life page: hero, the Life tab bar and its three-column table (name, description, link). */
export function LifeTablePage({ page }: { page: LifePage }) {
  const { hero, intro, table } = page;
  return (
    <SectionPage hero={hero} bar="life">
      <Block>
        <p>{intro}</p>
        <DataTable
          caption={table.caption}
          columns={table.columns}
          rows={table.rows.map((row) => ({
            key: row.title,
            cells: [
              row.title,
              row.description,
              row.link.href.startsWith('/docs/') ? (
                <DocLink file={row.link.href} label={row.link.label} />
              ) : (
                <Link to={row.link.href}>{row.link.label}</Link>
              ),
            ],
          }))}
        />
      </Block>
    </SectionPage>
  );
}
