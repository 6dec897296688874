import { Link } from '../../components/site-link';
import { Block } from '../../components/blocks';
import { life } from '../../content/life';
import { useActivePanel } from '../../lib/hooks';

/**
 * Three panels: the hovered or focused one grows, the others shrink, and
 * leaving resets them (docs/product-decisions.md §15). Each panel is a link, so Tab, Enter and a
 * tap reach the same pages as the pointer.
 */
export default function Life() {
  const { active, bind } = useActivePanel(null);
  const { heading, intro, panels } = life.landing;
  return (
    <Block className="life-landing">
      <h1>{heading}</h1>
      <p>{intro}</p>
      <ul className="picker picker--three">
        {panels.map((panel, index) => (
          <li
            key={panel.href}
            className={`picker__panel${active === index ? ' is-active' : ''}${active !== null && active !== index ? ' is-shrunk' : ''}`}
          >
            <Link to={panel.href} {...bind(index)}>
              <span className="picker__title">{panel.title}</span>
              <span className="picker__summary">{panel.description}</span>
              <span className="picker__cta">{panel.cta}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}
