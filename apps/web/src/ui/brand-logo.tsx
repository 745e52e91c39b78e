import { cx } from './cx';
import { themeLogos, useThemeName } from '../lib/theme/theme';

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

/**
 * The top of a page outside the desk's frame (the login page, the error page): the logo alone.
 * It lives beside BrandLogo, which the entry already holds, so those pages load no chunk for it.
 */
export function LogoHeader({ className }: { className?: string }) {
  return (
    <header className={cx('px-5 pt-5 tablet:px-8 tablet:pt-8', className)}>
      <BrandLogo />
    </header>
  );
}
