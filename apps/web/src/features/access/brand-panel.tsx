import { ChartPie, Handshake, ShieldCheck } from 'lucide-react';
import { BrandLogo } from '../../ui/brand-logo';

const points = [
  {
    Icon: ChartPie,
    title: 'Everything together',
    text: 'Mutual funds, stocks, bonds and public offers in one portfolio.',
  },
  {
    Icon: ShieldCheck,
    title: '100% online',
    text: 'Invest, redeem and download reports without paperwork.',
  },
  {
    Icon: Handshake,
    title: 'A partner who knows you',
    text: 'Your dedicated wealth partner is there when you want guidance.',
  },
];

/** The calm brand side of the login page, shown from desktop width. */
export function BrandPanel() {
  return (
    <aside className="on-dark relative hidden overflow-hidden bg-linear-to-br from-panel-from to-panel-to px-12 py-10 text-header-fg desktop:flex desktop:flex-col xl:px-16">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-40 -bottom-40 size-[560px] rounded-full border-[64px] border-white/[0.04]"
      />
      <BrandLogo onDark />
      <div className="my-auto max-w-md py-12">
        <h2 className="text-4xl leading-tight font-semibold tracking-tight">
          Your wealth, in one place.
        </h2>
        <p className="mt-4 text-lg text-header-muted">
          See what you own, act on it, and know exactly what happened to your money.
        </p>
        <ul className="mt-10 flex flex-col gap-6">
          {points.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-card bg-white/10">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-header-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-header-muted">
        Investing since 2003, part of a group serving investors since 1994.
      </p>
    </aside>
  );
}
