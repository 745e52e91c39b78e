import type { productCatalogue } from '@cdesk/domain';
import {
  ChartCandlestick,
  ChartPie,
  HandCoins,
  Landmark,
  Layers,
  Megaphone,
  Umbrella,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';

type Product = (typeof productCatalogue)[number];

const icons: Record<Product['id'], LucideIcon> = {
  'mutual-funds': ChartPie,
  mars: Layers,
  'capital-market': ChartCandlestick,
  'debt-market': Landmark,
  loan: HandCoins,
  'public-offer': Megaphone,
  enps: Umbrella,
};

/** A catalogue tile (spec 1 section 2.6). A product with no enabled action is listed, muted. */
export function ProductTile({ product }: { product: Product }) {
  const Icon = icons[product.id];
  const available = product.actions.length > 0;
  return (
    <Card className="flex h-full items-center gap-3 p-4 tablet:flex-col tablet:items-start tablet:gap-4 tablet:p-5">
      <span
        className={cx(
          'flex size-10 shrink-0 items-center justify-center rounded-card',
          available ? 'bg-brand-soft text-brand' : 'bg-subtle text-muted',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold leading-snug text-text">{product.name}</span>
        {!available && <span className="text-sm text-muted">Not available for transactions</span>}
      </span>
    </Card>
  );
}
