import { Block, Paragraphs } from '../../components/blocks';
import { RelatedLinks } from '../../components/lists';
import { PrivacyContact } from '../../components/privacy-contact';
import { RightsRequestForm } from '../../components/rights-request-form';
import { SectionPage } from '../../components/section-page';
import { rightsRequest } from '../../content/rights-request';

export default function PrivacyRequest() {
  const { hero, intro, rights, steps, links } = rightsRequest;
  return (
    <SectionPage hero={hero}>
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <div className="two-up">
        <Block heading={rights.heading}>
          <dl>
            {rights.items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
          <h3>{steps.heading}</h3>
          <ol>
            {steps.items.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Block>
        <RightsRequestForm />
      </div>
      <PrivacyContact />
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
