import { productCatalogue } from '@cdesk/domain';
import { BadgeCheck, ChartLine, LockKeyhole, Smartphone } from 'lucide-react';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { TitledSection } from '../../ui/titled-section';
import { PublicPage } from './public-page';

/** What each catalogue tile (spec 1 section 2.6) lets an investor do, for a visitor. */
const productBlurbs: Record<(typeof productCatalogue)[number]['id'], string> = {
  'mutual-funds': 'Buy, redeem and switch; start SIPs, SWPs and STPs; new fund offers.',
  mars: 'Ready-made mutual fund portfolios built for a goal.',
  'capital-market': 'Shares and exchange-traded funds.',
  'debt-market': 'Bonds and debentures for steady income.',
  loan: 'Loans against your mutual funds and shares.',
  'public-offer': 'Equity and debt IPOs, offers for sale.',
  enps: 'Track your National Pension Scheme account.',
};

const reasons = [
  {
    icon: ChartLine,
    title: 'Your whole portfolio',
    text: 'Net worth, holdings and gains across every folio, updated with each day’s NAV.',
  },
  {
    icon: BadgeCheck,
    title: 'A Wealth Partner beside you',
    text: 'Guidance from a person who knows your goals; you approve every order yourself.',
  },
  {
    icon: LockKeyhole,
    title: 'Safe by design',
    text: 'Captcha and OTP at login, a PIN for authorisations and an audit trail of every action.',
  },
  {
    icon: Smartphone,
    title: 'Works on your phone',
    text: 'Every screen is built for a small screen first.',
  },
] as const;

/** `/` for a visitor (spec 1 section 2.4): what the desk offers and the way to log in. */
export function LandingPage() {
  return (
    <PublicPage>
      <section className="flex flex-col items-start gap-5 py-4 tablet:py-10">
        <h1 className="max-w-3xl text-3xl leading-tight font-semibold tracking-tight tablet:text-5xl">
          Invest, track and grow your wealth from one desk
        </h1>
        <p className="max-w-2xl text-[17px] leading-relaxed text-muted">
          Mutual funds, ready-made portfolios, stocks, bonds, IPOs and more, with your Wealth
          Partner’s guidance and every transaction online.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/login">Log in to your desk</ButtonLink>
          <ButtonLink to="/about" variant="secondary">
            About us
          </ButtonLink>
        </div>
      </section>

      <TitledSection
        headingId="offers-heading"
        title="What you can do on the desk"
        className="mt-10"
        titleClassName="text-xl font-semibold tracking-tight"
      >
        <ul className="mt-4 grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
          {productCatalogue.map((product) => (
            <li key={product.id}>
              <Card className="h-full p-5">
                <h3 className="font-semibold">{product.name}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">
                  {productBlurbs[product.id]}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        headingId="why-heading"
        title="Why investors choose us"
        className="mt-12"
        titleClassName="text-xl font-semibold tracking-tight"
      >
        <ul className="mt-4 grid gap-3 tablet:grid-cols-2 desktop:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-2 p-1">
              <Icon aria-hidden className="size-6 text-brand" />
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section className="mt-12 flex flex-col items-start gap-4 rounded-card bg-brand-soft p-6 tablet:flex-row tablet:items-center tablet:justify-between tablet:p-8">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">Already an investor with us?</h2>
          <p className="mt-1 text-muted">
            Log in with your wealth account number or your personalised login ID.
          </p>
        </div>
        <ButtonLink to="/login">Login</ButtonLink>
      </section>
    </PublicPage>
  );
}
