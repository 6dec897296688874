import { Block, TextPair } from '../../components/blocks';
import { Hero } from '../../components/hero';
import { SectionNav } from '../../components/section-nav';
import { VISION_MISSION } from '../../content/about-vision-mission';

export default function VisionMission() {
  const { vision, mission, goalsHeading, goals } = VISION_MISSION;
  return (
    <>
      <Hero hero={VISION_MISSION.hero} />
      <SectionNav bar="about" />
      <TextPair parts={[vision, mission]} />
      <Block heading={goalsHeading}>
        <ol className="goals">
          {goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ol>
      </Block>
    </>
  );
}
