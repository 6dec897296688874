import { TextPage } from '../../components/text-page';
import { COLLEGE } from '../../content/about-college';

export default function College() {
  return <TextPage content={COLLEGE} bar="about" />;
}
