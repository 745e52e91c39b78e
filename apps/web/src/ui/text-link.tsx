import { Link, type LinkProps } from 'react-router';
import { cx } from './cx';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cx(
        'rounded-sm font-medium text-brand underline-offset-4 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
