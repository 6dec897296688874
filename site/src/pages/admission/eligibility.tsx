import { Eligibility } from '../../components/program-facts';
import { ADMISSION } from '../../content/admission';
import { COURSE_KEYS } from '../../content/programs';
import { AdmissionPage } from './admission-page';

export default function AdmissionEligibility() {
  return (
    <AdmissionPage hero={ADMISSION.eligibility.hero}>
      {COURSE_KEYS.map((key) => (
        <Eligibility key={key} course={key} />
      ))}
    </AdmissionPage>
  );
}
