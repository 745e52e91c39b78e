import { legalTexts, type LegalPageKey } from './legal-texts';
import { PublicPage } from './public-page';

/** One of the static pages: terms, disclaimer, privacy policy, risk appetite. */
function LegalPage({ page }: { page: LegalPageKey }) {
  const text = legalTexts[page];
  return (
    <PublicPage>
      <article className="max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">{text.title}</h1>
        <p className="mt-3 text-[17px] leading-relaxed text-text">{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-lg font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </PublicPage>
  );
}

export const TermsPage = () => <LegalPage page="terms" />;
export const DisclaimerPage = () => <LegalPage page="disclaimer" />;
export const PrivacyPolicyPage = () => <LegalPage page="privacy" />;
export const RiskAppetitePage = () => <LegalPage page="risk" />;
