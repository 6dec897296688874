import { Scholarships } from '../../components/program-facts';
import { ADMISSION } from '../../content/admission';
import { AdmissionPage } from './admission-page';

export default function AdmissionScholarship() {
  return (
    <AdmissionPage hero={ADMISSION.scholarship.hero}>
      <Scholarships />
    </AdmissionPage>
  );
}
