import { Head } from 'vite-react-ssg';
import { Block } from '../../components/blocks';
import { faqJsonLd } from '../../components/facts-data';
import { FAQ } from '../../content/admissions-facts';
import { LANGUAGE } from '../../language';
import { AdmissionPage } from './admission-page';

/** /faq: questions families ask, from content/faq.yaml, with FAQPage structured data. */
export default function Faq() {
  return (
    <AdmissionPage hero={FAQ.hero}>
      {import.meta.env.SSR && (
        <Head>
          <script type="application/ld+json">{faqJsonLd(FAQ.items, LANGUAGE)}</script>
        </Head>
      )}
      <Block>
        <p>{FAQ.intro}</p>
        <dl className="faq" data-source="content/faq.yaml items">
          {FAQ.items.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Block>
    </AdmissionPage>
  );
}
