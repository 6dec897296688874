import { Link } from './site-link';
import { PRIVACY_CONTACT } from '../content/privacy-contact';
import { PRIVACY_CONTACT_WORDS } from '../content/privacy-contact-words';
import { Block } from './blocks';

/**
 * Who answers for the families' data and how a grievance is answered (DPDP
 * Rules 2025, Rule 9), on /privacy, /privacy/withdraw and /contact: shared's
 * PRIVACY_CONTACT, which the emails name too (`scripts/privacy-data.ts` writes the pages' copy
 * of its name, email and phone); the role and grievance words are content/privacy-contact.yaml's, so
 * that they read in the page's language.
 */
export function PrivacyContact() {
  const words = PRIVACY_CONTACT_WORDS;
  const contact = PRIVACY_CONTACT;
  return (
    <Block heading={words.heading}>
      <p>{words.intro}</p>
      <address>
        <strong>{contact.name}</strong>, {words.role}
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        <br />
        <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
        {words.address.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <h3>{words.grievanceHeading}</h3>
      <p>{words.grievance}</p>
      <p>
        <Link to={words.withdraw.href}>{words.withdraw.label}</Link> ·{' '}
        <Link to={words.request.href}>{words.request.label}</Link>
      </p>
    </Block>
  );
}
