import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

const panel =
  'z-50 min-w-56 rounded-card border border-border bg-surface p-1.5 text-text shadow-popup data-[state=open]:animate-fade-in focus:outline-none';
const row =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-[15px] outline-none select-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand data-[state=open]:bg-subtle';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

/** The popup of a dropdown menu: arrow keys move, Enter picks, Esc closes and returns focus. */
export function DropdownMenuContent({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content sideOffset={6} className={cx(panel, className)} {...props}>
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cx(row, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cx('px-3 py-2 text-sm text-muted', className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}

/** A nested level: the row opens it with Enter or the right arrow, the left arrow closes it. */
export function DropdownMenuSub({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Menu.Sub>
      <Menu.SubTrigger className={row}>
        <span className="flex-1">{label}</span>
        <ChevronRight aria-hidden className="size-4 text-muted" />
      </Menu.SubTrigger>
      <Menu.Portal>
        <Menu.SubContent sideOffset={4} className={panel}>
          {children}
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  );
}
