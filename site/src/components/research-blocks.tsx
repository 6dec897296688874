import type { Publication, ResearchInitiative } from '../content/people-research.schema';
import { Block } from './blocks';
import { InfoCards, Ticks } from './lists';
import { Publications } from './publications';

/** Research areas, notable publications and development programmes: /people/research and /rnd. */
export function ResearchBlocks({
  areas,
  publications,
  development,
}: {
  areas: { heading: string; items: readonly string[] };
  publications: { heading: string; items: readonly Publication[] };
  development: { heading: string; programs: readonly ResearchInitiative[] };
}) {
  return (
    <>
      <Block heading={areas.heading}>
        <Ticks items={areas.items} />
      </Block>
      <Block heading={publications.heading}>
        <Publications items={publications.items} />
      </Block>
      <Block heading={development.heading}>
        <InfoCards items={development.programs} />
      </Block>
    </>
  );
}
