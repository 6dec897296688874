import { Head } from 'vite-react-ssg';
import { SITE } from '../content/site';

interface PageHeadProps {
  title: string;
  description?: string;
  noindex?: boolean;
  refreshTo?: string;
}

export function PageHead({ title, description, noindex, refreshTo }: PageHeadProps) {
  return (
    <Head>
      <title>{`${title} | ${SITE.shortName}`}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {refreshTo && <meta httpEquiv="refresh" content={`0; url=${refreshTo}`} />}
    </Head>
  );
}
