import { cx } from '../../ui/cx';
import { themeLogos, useThemeName } from './theme/theme';

interface BrandLogoProps {
  /** On the navy header and brand panel the name is white. */
  onDark?: boolean;
  className?: string;
}

/** The product mark of the current theme (a branch theme has its own) and the product name. */
export function BrandLogo({ onDark = false, className }: BrandLogoProps) {
  const theme = useThemeName();
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <img src={themeLogos[theme]} alt="" width={32} height={32} className="size-8" />
      <span
        className={cx(
          'text-lg font-semibold tracking-tight',
          onDark ? 'text-header-fg' : 'text-text',
        )}
      >
        Client Desk
      </span>
    </span>
  );
}
