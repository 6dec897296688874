import { Alumni } from '../../components/programme-facts';
import { ADMISSION } from '../../content/admission';
import { COURSE_KEYS } from '../../content/programmes';
import { AdmissionPage } from './admission-page';

export default function AdmissionAlumni() {
  return (
    <AdmissionPage hero={ADMISSION.alumni.hero}>
      <Alumni courses={COURSE_KEYS} />
    </AdmissionPage>
  );
}
