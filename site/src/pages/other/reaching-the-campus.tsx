import { Link } from '../../components/site-link';
import { Block, ExternalLink, Paragraphs } from '../../components/blocks';
import { RelatedLinks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { reaching } from '../../content/reaching';

/** Said under a section whose facts the college has not confirmed (content/reaching.yaml). */
function SampleNote({ sample }: { sample: boolean }) {
  return sample ? <p className="note sample-note">{reaching.sampleNote}</p> : null;
}

/**
 * How families reach the campus, and where students stay: the address with a plain link to the
 * map (no third-party script or frame on this page), stations, buses and the hostel.
 */
export default function ReachingTheCampus() {
  const { hero, intro, address, train, bus, hostel, links } = reaching;
  return (
    <SectionPage hero={hero}>
      <Block>
        <p>{intro}</p>
      </Block>
      <Block heading={address.heading}>
        <address>
          {address.lines.map((line) => (
            <span key={line} className="contact__line">
              {line}
            </span>
          ))}
        </address>
        <p>
          <ExternalLink href={address.mapUrl}>{address.mapLink}</ExternalLink>
        </p>
        <p className="note">{address.mapNote}</p>
      </Block>
      <Block heading={train.heading}>
        <p>{train.intro}</p>
        <ul className="cards">
          {train.stations.map((station) => (
            <li key={station.station} className="card">
              <p className="card__kicker">{station.line}</p>
              <h3>{station.station}</h3>
              <p>{station.distance}</p>
            </li>
          ))}
        </ul>
        <SampleNote sample={train.sample} />
      </Block>
      <Block heading={bus.heading}>
        <p>{bus.intro}</p>
        <ul className="cards">
          {bus.routes.map((route) => (
            <li key={route.route} className="card">
              <h3>{route.route}</h3>
              <p>{route.between}</p>
              <p>{route.stop}</p>
            </li>
          ))}
        </ul>
        <SampleNote sample={bus.sample} />
      </Block>
      <Block heading={hostel.heading}>
        <Paragraphs paragraphs={hostel.paragraphs} />
        <p>
          <Link to={hostel.link.href}>{hostel.link.label}</Link>
        </p>
        <SampleNote sample={hostel.sample} />
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
