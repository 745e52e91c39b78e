import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonVariant } from './button-classes';

/** A link (it goes somewhere) that looks like a button (it is the page's main way on). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
