import { life } from '../../content/life';
import { LifeTablePage } from './life-table-page';

export default function SkillsAt() {
  return <LifeTablePage page={life.skills} />;
}
