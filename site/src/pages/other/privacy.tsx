import type { NoticeLanguage } from '@skltcoa/shared';
import { Link } from '../../components/site-link';
import { Block, Paragraphs } from '../../components/blocks';
import { DataTable, RelatedLinks, Ticks } from '../../components/lists';
import { NoticeParts } from '../../components/notice-parts';
import { PrivacyContact } from '../../components/privacy-contact';
import { SectionPage } from '../../components/section-page';
import { NOTICES } from '../../content/notice';
import { PRIVACY_CONTACT } from '../../content/privacy-contact';
import { LANGUAGES } from '../../content/privacy-facts';
import { privacy } from '../../content/privacy';
import { LANGUAGE } from '../../language';

/** The notice in the page's own language first, then the others in their usual order. */
const NOTICE_ORDER = [...LANGUAGES].sort((a, b) => Number(b === LANGUAGE) - Number(a === LANGUAGE));

/** The versioned notice the forms show, whole, in one language: the words a consent record cites. */
function NoticeSection({ lang }: { lang: NoticeLanguage }) {
  const notice = NOTICES[lang];
  return (
    <section id={`notice-${lang}`} lang={lang} className="block notice-full">
      <h2>{notice.title}</h2>
      <p className="note">
        {/* The label is in the page's language, which may not be the section's. */}
        {notice.languageName} ·{' '}
        {lang === LANGUAGE ? (
          privacy.notice.version
        ) : (
          <span lang={LANGUAGE}>{privacy.notice.version}</span>
        )}{' '}
        {notice.version}
      </p>
      <p>{notice.intro}</p>
      <NoticeParts notice={notice} more={notice} />
      <p>
        {notice.contactLabel}: {PRIVACY_CONTACT.name},{' '}
        <a href={`mailto:${PRIVACY_CONTACT.email}`}>{PRIVACY_CONTACT.email}</a>,{' '}
        <a href={`tel:${PRIVACY_CONTACT.phone.replace(/\s/g, '')}`}>{PRIVACY_CONTACT.phone}</a>
      </p>
    </section>
  );
}

export default function Privacy() {
  const { hero, intro, notice, collected, withdraw, links } = privacy;
  const sections = [
    privacy.purposes,
    privacy.access,
    privacy.retention,
    privacy.rights,
    privacy.children,
    privacy.security,
  ];
  return (
    <SectionPage hero={hero}>
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <Block heading={notice.heading}>
        <p>{notice.intro}</p>
        <nav aria-label={notice.jump}>
          <p>
            {notice.jump}{' '}
            {NOTICE_ORDER.map((lang, index) => (
              <span key={lang}>
                {index > 0 && ' · '}
                <a href={`#notice-${lang}`} lang={lang}>
                  {NOTICES[lang].languageName}
                </a>
              </span>
            ))}
          </p>
        </nav>
      </Block>
      {NOTICE_ORDER.map((lang) => (
        <NoticeSection key={lang} lang={lang} />
      ))}
      <Block heading={collected.heading}>
        <p>{collected.intro}</p>
        <DataTable
          columns={collected.columns}
          rows={collected.fields.map((f) => ({ key: f.field, cells: [f.field, f.why] }))}
        />
      </Block>
      {sections.map((section) => (
        <Block key={section.heading} heading={section.heading}>
          <Paragraphs paragraphs={section.paragraphs} />
          {section.items && <Ticks items={section.items} />}
        </Block>
      ))}
      <Block heading={withdraw.heading}>
        <p>{withdraw.text}</p>
        <p>
          <Link className="button" to={withdraw.link.href}>
            {withdraw.link.label}
          </Link>
        </p>
      </Block>
      <PrivacyContact />
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
