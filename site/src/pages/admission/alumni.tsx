import { Alumni } from '../../components/program-facts';
import { ADMISSION } from '../../content/admission';
import { COURSE_KEYS } from '../../content/programs';
import { AdmissionPage } from './admission-page';

export default function AdmissionAlumni() {
  return (
    <AdmissionPage hero={ADMISSION.alumni.hero}>
      <Alumni courses={COURSE_KEYS} />
    </AdmissionPage>
  );
}
