import { cx } from '../../ui/cx';
import { BrandLogo } from './brand-logo';

/** The top of a page outside the desk's frame (the login page, the error page): the logo alone. */
export function LogoHeader({ className }: { className?: string }) {
  return (
    <header className={cx('px-5 pt-5 tablet:px-8 tablet:pt-8', className)}>
      <BrandLogo />
    </header>
  );
}
