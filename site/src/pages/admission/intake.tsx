import { Intake } from '../../components/program-facts';
import { ADMISSION } from '../../content/admission';
import { COURSE_KEYS } from '../../content/programs';
import { AdmissionPage } from './admission-page';

export default function AdmissionIntake() {
  return (
    <AdmissionPage hero={ADMISSION.intake.hero}>
      <Intake courses={COURSE_KEYS} heading={ADMISSION.intake.heading} />
    </AdmissionPage>
  );
}
