import { Clock, MessageSquareText, UserRound } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { TitledSection } from '../../../ui/titled-section';
import { faqs } from './faqs';
import { MyQueries } from './my-queries';

function Option({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <Icon aria-hidden className="size-6 text-brand" />
      <h3 className="font-semibold">{title}</h3>
      {children}
    </Card>
  );
}

/** /help-and-support: ways to reach us, the investor's queries, and answers to common questions. */
export function HelpPage() {
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Help &amp; support</h1>
      <p className="mt-1.5 text-muted">We are here to help with your account and investments.</p>

      <TitledSection headingId="contact-heading" title="Contact us" className="mt-8">
        <div className="mt-4 grid gap-3 tablet:grid-cols-3">
          <Option icon={MessageSquareText} title="Send us a query">
            <p className="text-sm text-muted">
              Write to us about a transaction, your profile or anything else. You get a reference
              number at once and our reply by SMS and e-mail.
            </p>
            <ButtonLink to="/help-and-support/send-query" className="mt-auto self-start">
              Send a query
            </ButtonLink>
          </Option>
          <Option icon={UserRound} title="Your Wealth Partner">
            <p className="text-sm text-muted">
              Your partner knows your portfolio and can guide you on what to invest in. Find their
              phone number and e-mail in the partner details of the header.
            </p>
          </Option>
          <Option icon={Clock} title="When we answer">
            <p className="text-sm text-muted">
              Monday to Saturday, 9:30 am to 6:30 pm India time, except public holidays. Most
              queries are answered within one business day.
            </p>
          </Option>
        </div>
      </TitledSection>

      <TitledSection headingId="queries-heading" title="Your queries" className="mt-10 max-w-3xl">
        <div className="mt-4">
          <MyQueries />
        </div>
      </TitledSection>

      <TitledSection
        headingId="faq-heading"
        title="Frequently asked questions"
        className="mt-10 max-w-3xl"
      >
        <div className="mt-4 divide-y divide-border rounded-card border border-border bg-surface">
          {faqs.map((faq) => (
            <details key={faq.q} className="group px-5">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium [&::-webkit-details-marker]:hidden">
                {faq.q}
                <span aria-hidden className="text-muted transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-4 text-sm leading-relaxed text-muted">{faq.a}</p>
            </details>
          ))}
        </div>
      </TitledSection>
    </main>
  );
}
