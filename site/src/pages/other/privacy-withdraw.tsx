import { Block, Paragraphs } from '../../components/blocks';
import { RelatedLinks } from '../../components/lists';
import { PrivacyContact } from '../../components/privacy-contact';
import { SectionPage } from '../../components/section-page';
import { WithdrawForm } from '../../components/withdraw-form';
import { withdraw } from '../../content/withdraw';

export default function PrivacyWithdraw() {
  const { hero, intro, steps, erased, links } = withdraw;
  return (
    <SectionPage hero={hero}>
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <div className="two-up">
        <Block heading={steps.heading}>
          <ol>
            {steps.items.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h3>{erased.heading}</h3>
          <Paragraphs paragraphs={erased.paragraphs} />
        </Block>
        <WithdrawForm />
      </div>
      <PrivacyContact />
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
