import data from '../../../content/academics/semester-briefs.yaml';

/* /academics/semester-briefs, from content/academics/semester-briefs.yaml (ADR 028). */
export const semesterBriefsPage = data;
