import { Link } from '../components/site-link';
import { GUARDIAN_THANKS as page } from '../content/guardian-thanks';
import { FORM_NOTICES } from '../content/form-notices';
import { LANGUAGE } from '../language';

/**
 * Where an under-18 enquiry lands, from the API's 303 without JavaScript and
 * from the form with it: what happens next and how long it may take.
 */
export default function ThankYouGuardian() {
  return (
    <section className="status-page status-page--steps reveal">
      <h1>{page.heading}</h1>
      <p>{page.text}</p>
      <ol className="steps">
        {page.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{page.tip}</p>
      <p>{page.inLanguages}</p>
      {/* The children's part of the notice in the other two languages, for the parent. */}
      {(['en', 'mr', 'hi'] as const)
        .filter((lang) => lang !== LANGUAGE)
        .map((lang) => (
          <p key={lang} lang={lang}>
            {FORM_NOTICES[lang].children}
          </p>
        ))}
      <p>
        <Link to="/home">{page.home}</Link>
      </p>
    </section>
  );
}
