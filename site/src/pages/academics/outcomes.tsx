import { Block } from '../../components/blocks';
import { SectionPage } from '../../components/section-page';
import { academicsOutcomes } from '../../content/academics-outcomes';

export default function Outcomes() {
  const { hero, intro, darch, barch } = academicsOutcomes;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block>
        <p>{intro}</p>
      </Block>
      <Block heading={darch.heading}>
        <ul className="cards">
          {darch.outcomes.map((outcome) => (
            <li key={outcome.code} className="card">
              <h3>
                <span className="badge">{outcome.code}</span> {outcome.title}
              </h3>
              <p>{outcome.explanation}</p>
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={barch.heading}>
        <p>{barch.message}</p>
      </Block>
    </SectionPage>
  );
}
