import { SITE } from '../content/site';

/**
 * Where a block's figures come from, so the college can find and correct them: always as a
 * data attribute on the block (see Sourced), and as a visible line in preview builds only
 * (until content/site.yaml says `final: true`).
 */
export function SourceNote({ text }: { text: string }) {
  return SITE.final ? null : <p className="note content-source">{text}</p>;
}
