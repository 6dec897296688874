import { life } from '../../content/life';
import { LifeTablePage } from './life-table-page';

export default function LearningsAt() {
  return <LifeTablePage page={life.learnings} />;
}
