import { DataTable } from '../../components/lists';
import { syllabusPage } from '../../content/academics-syllabus';

/** The B.Arch syllabus by semester groups (I & II, III & IV, V–VIII, IX & X). */
export function SyllabusTable({ caption }: { caption?: string }) {
  const { columns, groups } = syllabusPage.table;
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
