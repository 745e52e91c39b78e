import * as Radix from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cx } from './cx';

export const Popover = Radix.Root;
export const PopoverTrigger = Radix.Trigger;
export const PopoverAnchor = Radix.Anchor;
export const PopoverClose = Radix.Close;

/** A panel beside its trigger: Esc or a click outside closes it and focus returns to the trigger. */
export function PopoverContent({
  className,
  children,
  ...props
}: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Radix.Content
        sideOffset={8}
        collisionPadding={12}
        className={cx(
          'z-50 rounded-card border border-border bg-surface text-text shadow-popup focus:outline-none data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
      </Radix.Content>
    </Radix.Portal>
  );
}
