import { Link } from 'react-router-dom';
import { Block } from '../../components/blocks';
import { SectionPage } from '../../components/section-page';
import { PAGE_LABELS } from '../../content/page-labels';
import { tabBar } from '../../nav';

/** The People overview: a tile for each page of the section, from the route list's tab bar. */
export default function People() {
  const { hero, heading, intro } = PAGE_LABELS.peopleOverview;
  return (
    <SectionPage hero={hero} bar="people">
      <Block heading={heading}>
        <p>{intro}</p>
        <ul className="tiles">
          {tabBar('people').map((tab) => (
            <li key={tab.path}>
              <Link className="tile" to={tab.path}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </Block>
    </SectionPage>
  );
}
