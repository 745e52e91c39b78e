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
import { Link } from 'react-router';
import { cx } from '../../ui/cx';
import type { TileAction } from './product-actions';

type Product = (typeof productCatalogue)[number];

/** Each product's icon, on its tile and on its offers. */
export const productIcons: Record<Product['id'], LucideIcon> = {
  'mutual-funds': ChartPie,
  mars: Layers,
  'capital-market': ChartCandlestick,
  'debt-market': Landmark,
  loan: HandCoins,
  'public-offer': Megaphone,
  enps: Umbrella,
};

const chip = 'inline-flex min-h-11 items-center rounded-card px-2 text-sm font-medium';
const chipLink =
  'text-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-focus';
const chipOff = 'cursor-not-allowed text-muted';

interface ProductTileProps {
  product: Product;
  /** Where the tile leads: the product's pages, or the page saying how the partner can help. */
  to: string;
  /** Why this investor cannot use it (an E-Wealth MF account); the tile then says so on a tap. */
  restriction?: string | null;
  /** The tile was tapped: its restriction shows in full, where the investor is looking. */
  explained?: boolean;
  onRestricted?: () => void;
  /** The product's actions as links of their own; one without `to` is shown disabled. */
  actions?: readonly TileAction[];
}

/**
 * A catalogue tile (spec 1 section 2.6), a link to the product. A product with no enabled action
 * is listed, muted; one the account may not use says why on a tap.
 */
export function ProductTile({
  product,
  to,
  restriction,
  explained,
  onRestricted,
  actions,
}: ProductTileProps) {
  const Icon = productIcons[product.id];
  const available = product.actions.length > 0 && !restriction;
  const content = (
    <>
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
        {!available && !explained && (
          <span className="text-sm text-muted">
            {restriction ? 'Not available for your account' : 'No action is available online'}
          </span>
        )}
        {explained && (
          <span role="status" className="text-sm font-medium text-info">
            {restriction}
          </span>
        )}
      </span>
    </>
  );
  const layout =
    'flex h-full w-full items-center gap-3 p-4 text-left tablet:flex-col tablet:items-start tablet:gap-4 tablet:p-5';
  if (restriction && onRestricted) {
    return (
      <button
        type="button"
        aria-expanded={explained}
        onClick={onRestricted}
        className={cx(layout, 'rounded-card border border-border bg-surface hover:bg-subtle')}
      >
        {content}
      </button>
    );
  }
  if (actions && actions.length > 0 && !restriction) {
    // The tile leads to the product; its actions are links of their own beside that one (a link
    // may not hold another).
    return (
      <div className="flex h-full w-full flex-col rounded-card border border-border bg-surface hover:border-brand/40">
        <Link
          to={to}
          className={cx(
            layout,
            'flex-1 rounded-t-card hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus',
          )}
        >
          {content}
        </Link>
        <div
          role="group"
          aria-label={`${product.name} actions`}
          className="flex flex-wrap gap-x-1 border-t border-border px-2 py-1 tablet:px-3"
        >
          {actions.map((action) =>
            action.to ? (
              <Link key={action.label} to={action.to} className={cx(chip, chipLink)}>
                {action.label}
              </Link>
            ) : (
              <span key={action.label} aria-disabled="true" className={cx(chip, chipOff)}>
                {action.label}
              </span>
            ),
          )}
        </div>
      </div>
    );
  }
  return (
    <Link
      to={to}
      className={cx(
        layout,
        'rounded-card border border-border bg-surface hover:border-brand/40 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus',
      )}
    >
      {content}
    </Link>
  );
}
