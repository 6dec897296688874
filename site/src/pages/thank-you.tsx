import { Link } from '../components/site-link';
import { sitePathOr } from '@skltcoa/shared';
import { DocLink } from '../components/blocks';
import { FORMS } from '../content/forms';
import { SYSTEM } from '../content/system';
import { useHydrated, useSearch } from '../lib/hooks';

const BROCHURE_FORM = FORMS.variants.brochure.formType;
const BROCHURE_TARGET = 'brochure';

/**
 * Where the API sends a form posted without JavaScript. The query is read
 * after hydration, so the prerendered HTML is the same for every visitor.
 */
export default function ThankYou() {
  const hydrated = useHydrated();
  const params = new URLSearchParams(useSearch());
  const query = hydrated
    ? { form: params.get('form'), from: sitePathOr(params.get('from')) }
    : null;
  const { thankYou } = SYSTEM;
  const brochure = (
    <DocLink className="button" file={FORMS.brochure.file} label={thankYou.brochure} />
  );
  return (
    <section className="status-page reveal">
      <h1>{thankYou.heading}</h1>
      <p>{thankYou.text}</p>
      {query?.form === BROCHURE_FORM && brochure}
      {query === null && (
        // Without JavaScript the query cannot be read; the API's redirect after a brochure
        // enquiry ends in #brochure, and the stylesheet shows this only as that target.
        <p id={BROCHURE_TARGET} className="thank-you__brochure">
          <DocLink file={FORMS.brochure.file} label={thankYou.brochureNoScript} />
        </p>
      )}
      <p>
        {query && query.from !== '/home' ? (
          <Link to={query.from}>{thankYou.back}</Link>
        ) : (
          <Link to="/home">{thankYou.home}</Link>
        )}
      </p>
    </section>
  );
}
