import { Block, ExternalLink } from '../../components/blocks';
import { RelatedLinks } from '../../components/lists';
import { MapOnDemand } from '../../components/map-on-demand';
import { PrivacyContact } from '../../components/privacy-contact';
import { SectionPage } from '../../components/section-page';
import { contact } from '../../content/contact';

export default function Contact() {
  const { hero, intro, address, phone, email, hours, social, map, links } = contact;
  return (
    <SectionPage hero={hero}>
      <Block>
        <p>{intro}</p>
      </Block>
      <div className="two-up">
        <Block heading={address.heading}>
          <address>
            {address.lines.map((line) => (
              <span key={line} className="contact__line">
                {line}
              </span>
            ))}
          </address>
          <h3>{phone.heading}</h3>
          <p>
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
          </p>
          <h3>{email.heading}</h3>
          <p>
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </p>
          <h3>{hours.heading}</h3>
          {hours.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <h3>{social.heading}</h3>
          <ul className="social">
            {social.links.map((link) => (
              <li key={link.network}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </Block>
        <Block heading={map.heading}>
          <MapOnDemand map={map} />
        </Block>
      </div>
      <PrivacyContact />
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
