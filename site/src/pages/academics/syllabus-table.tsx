import { DataTable } from '../../components/lists';
import { academics } from '../../content/academics';

/** The B.Arch syllabus by semester groups (I & II, III & IV, V–VIII, IX & X). */
export function SyllabusTable({ caption }: { caption?: string }) {
  const { columns, groups } = academics.syllabus.table;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={groups.map((group) => ({
        key: group.semesters,
        cells: [group.semesters, group.stage, group.focus, group.subjects.join(', ')],
      }))}
    />
  );
}
