import { Link } from '../components/site-link';
import { Logo } from '../components/logo';
import { LANDING } from '../content/landing';
import { SITE } from '../content/site';
import { useActivePanel } from '../lib/hooks';

/*
 * The hovered (or focused) panel's column and row take these shares
 * (docs/product-decisions.md §15).
 */
const WIDE = '60fr 40fr';
const TALL = '65fr 35fr';
const flip = (split: string) => split.split(' ').reverse().join(' ');

/** The entry screen: four panels in a 2×2 grid, each a link to its section. */
export default function Landing() {
  const { active, bind } = useActivePanel(0);
  const style =
    active === null
      ? undefined
      : {
          gridTemplateColumns: active % 2 === 0 ? WIDE : flip(WIDE),
          gridTemplateRows: active < 2 ? TALL : flip(TALL),
        };
  return (
    <div className="landing">
      <h1 className="visually-hidden">{LANDING.heading}</h1>
      <header className="landing__head">
        <Logo />
        <p className="landing__name">{SITE.name}</p>
      </header>
      <ul className="landing__grid" style={style}>
        {LANDING.panels.map((panel, index) => (
          <li key={panel.href} className={`landing__panel${active === index ? ' is-active' : ''}`}>
            <Link to={panel.href} {...bind(index)}>
              <span className={`landing__art art art--${panel.art}`} aria-hidden="true" />
              <span className="landing__label">{panel.label}</span>
              <span className="landing__sub">{panel.sub}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
