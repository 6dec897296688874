import type { PrivacyNotice } from '@skltcoa/shared';
import { Link } from './site-link';
import type { FormNotice } from '../content/form-notices';
import { WITHDRAW_PATH } from '../content/privacy-facts';

/**
 * The notice's itemised body, the same words in a form's short notice and on
 * /privacy: each item of data with its purpose (DPDP Rules 2025, Rule 3), what
 * it is never used for, the under-18 rule and where to withdraw. `more` adds
 * what the short notice leaves to /privacy: retention, rights and complaint.
 */
export function NoticeParts({
  notice,
  more,
}: {
  notice: FormNotice;
  more?: Pick<PrivacyNotice, 'retention' | 'rights' | 'complaint'>;
}) {
  return (
    <>
      <ul className="notice__items">
        {notice.items.map((item) => (
          <li key={item.data}>
            <strong>{item.data}</strong> — {item.purpose}
          </li>
        ))}
      </ul>
      {notice.purposes.map((purpose) => (
        <p key={purpose.id}>{purpose.label}</p>
      ))}
      <p>{notice.notUsedFor}</p>
      {more && <p>{more.retention}</p>}
      <p>{notice.children}</p>
      <p>
        {notice.withdraw.text} <Link to={WITHDRAW_PATH}>{notice.withdraw.linkLabel}</Link>
      </p>
      {more && (
        <>
          <p>{more.rights}</p>
          <p>{more.complaint}</p>
        </>
      )}
    </>
  );
}
