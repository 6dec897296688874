import { TextPage } from '../../components/text-page';
import { GROUP } from '../../content/about-group';

export default function Group() {
  return <TextPage content={GROUP} bar="about" />;
}
