import { ExternalLink, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { TitledSection } from '../../ui/titled-section';
import { aboutFacts, founders, groupBusinesses, promises } from './about-content';
import { PublicPage } from './public-page';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      headingId={`${id}-heading`}
      title={title}
      className="mt-12 scroll-mt-4"
      titleClassName="text-xl font-semibold tracking-tight tablet:text-2xl"
    >
      <div className="mt-4">{children}</div>
    </TitledSection>
  );
}

/** /about (spec 1 sections 1 and 2.1). */
export function AboutPage() {
  return (
    <PublicPage>
      <div className="rounded-card bg-header px-5 py-10 text-header-fg tablet:px-10 tablet:py-14">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-80">Our Mission</p>
        <h1 className="mt-2 max-w-2xl text-3xl font-semibold tracking-tight tablet:text-4xl">
          Creating happy investors
        </h1>
        <p className="mt-4 max-w-2xl text-[17px] leading-relaxed opacity-90">
          We help Indian families invest with confidence: the right advice from a person they trust,
          and a desk that makes every transaction simple.
        </p>
      </div>

      <Section id="happy-investors" title="Happy investors">
        <dl className="grid gap-3 tablet:grid-cols-3">
          {[
            ['Happy investors', aboutFacts.happyInvestors],
            ['Wealth Partners across India', aboutFacts.partners],
            ['Investing since', String(aboutFacts.startedIn)],
          ].map(([label, value]) => (
            <Card key={label} className="p-5">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="figures mt-1 text-3xl font-semibold text-text">{value}</dd>
            </Card>
          ))}
        </dl>
      </Section>

      <Section id="experience" title="Experience">
        <p className="max-w-3xl leading-relaxed text-muted">
          We started distributing mutual funds in {aboutFacts.startedIn}. Two decades of market
          cycles later, our partners still sit with each investor to understand their goals before
          suggesting a single scheme.
        </p>
      </Section>

      <Section id="largest-distributor" title="One of India’s largest distributors">
        <p className="max-w-3xl leading-relaxed text-muted">
          Through a network of Wealth Partners across the country we serve investors in big cities
          and small towns alike, with mutual funds, ready-made portfolios, stocks, bonds, public
          offers, loans and the National Pension Scheme on one desk.
        </p>
      </Section>

      <Section id="lineage" title="Our lineage">
        <p className="max-w-3xl leading-relaxed text-muted">
          We belong to a group started in {aboutFacts.groupStartedIn}, whose businesses share one
          commitment: long-term relationships built on trust.
        </p>
        <ul className="mt-4 grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
          {groupBusinesses.map((business) => (
            <li key={business.name}>
              <a
                href={business.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-start justify-between gap-3 rounded-card border border-border bg-surface p-4 hover:border-brand"
              >
                <span>
                  <span className="block font-semibold text-text">{business.name}</span>
                  <span className="block text-sm text-muted">{business.about}</span>
                </span>
                <ExternalLink
                  aria-label="(opens in a new tab)"
                  className="size-4 shrink-0 text-brand"
                />
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="initiatives" title="Our promises">
        <ul className="grid gap-3 tablet:grid-cols-3">
          {promises.map((promise) => (
            <li key={promise.title}>
              <Card className="h-full p-5">
                <h3 className="font-semibold">{promise.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{promise.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="leadership" title="Leadership">
        <ul className="grid gap-3 tablet:grid-cols-2">
          {founders.map((founder) => (
            <li key={founder.name}>
              <Card className="flex h-full gap-4 p-5">
                <span
                  aria-hidden
                  className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xl font-semibold text-brand"
                >
                  {founder.name.charAt(0)}
                </span>
                <div>
                  <h3 className="font-semibold">{founder.name}</h3>
                  <p className="text-sm font-medium text-muted">{founder.role}</p>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{founder.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contact" title="Contact">
        <Card className="flex flex-col gap-3 p-5 text-[15px]">
          <p className="flex items-start gap-3">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            Registered office: 4th Floor, Investor House, Ring Road, Surat, Gujarat 395002
          </p>
          <p className="flex items-start gap-3">
            <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <a
              href="mailto:care@clientdesk.example.in"
              className="font-medium text-brand underline-offset-4 hover:underline"
            >
              care@clientdesk.example.in
            </a>
          </p>
          <p className="text-sm text-muted">
            Investors who have an account can also send a query from Help &amp; support after
            logging in, and get a reference number at once.
          </p>
        </Card>
      </Section>
    </PublicPage>
  );
}
