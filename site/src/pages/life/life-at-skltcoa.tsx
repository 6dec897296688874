import { life } from '../../content/life';
import { LifeTablePage } from './life-table-page';

export default function LifeAt() {
  return <LifeTablePage page={life.life} />;
}
