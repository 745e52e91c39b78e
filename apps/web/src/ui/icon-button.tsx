import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'children'> {
  /** What the button does: screen readers say it in place of the icon. */
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
}

/** A button that shows only an icon. */
export function IconButton({
  label,
  icon: Icon,
  iconClassName = 'size-5',
  ...props
}: IconButtonProps) {
  return (
    <button type="button" aria-label={label} {...props}>
      <Icon aria-hidden className={iconClassName} />
    </button>
  );
}
