import { SITE } from '../content/site';

/**
 * One line at the top of every page until the college marks its content final
 * (`final: true` in content/site.yaml; docs/editing-content.md), in place of sample notes
 * scattered through the pages.
 */
export function PreviewBanner({
  site = SITE,
}: {
  site?: Pick<typeof SITE, 'final' | 'previewBanner'>;
}) {
  if (site.final) return null;
  return (
    <p className="preview-banner" data-content-preview="">
      {site.previewBanner}
    </p>
  );
}
