import { Card } from '../../../ui/card';

const steps = [
  'Choose Vote now. Client Desk opens a secure session with your depository (NSDL or CDSL, whichever holds your demat account) and takes you to its e-voting page, signed in as yourself.',
  'The page lists the open e-voting events of the companies whose shares you hold. On each resolution, choose For, Against or Abstain and submit your votes.',
  'Return to Client Desk from the depository’s page to see the votes it recorded, or the reason it could not take them.',
];

/** The steps of voting at the depository, and the rules of a vote. */
export function EvotingHowItWorks() {
  return (
    <Card className="p-5 tablet:p-6">
      <h2 className="text-lg font-semibold">How it works</h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3 text-[15px] leading-relaxed">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand"
            >
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-5 text-sm leading-relaxed text-muted">
        Each resolution takes one vote, cast with all the shares you held on the event’s cut-off
        date; a vote cannot be changed once cast. Voting closes at the end of each event’s voting
        period.
      </p>
    </Card>
  );
}
