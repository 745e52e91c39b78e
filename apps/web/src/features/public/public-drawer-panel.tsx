import * as Dialog from '@radix-ui/react-dialog';
import { isProductionHost } from '@cdesk/domain';
import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { DialogCloseButton, DialogOverlay } from '../../ui/dialog-parts';
import { footerLinks } from './site-footer';

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-card px-3 text-[15px] font-medium text-text hover:bg-subtle';

interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the drawer closes: the toggle. */
  onClosed: () => void;
}

/**
 * Spec 1 section 2.1: the unauthenticated mobile drawer, with the login link and, outside
 * production, the open-account link.
 */
export function PublicDrawerPanel({ open, onOpenChange, onClosed }: PanelProps) {
  const openAccount = !isProductionHost(window.location.hostname);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 bg-surface p-4 shadow-popup focus:outline-none data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <DialogCloseButton label="Close menu" />
          </div>
          <Dialog.Description className="sr-only">Pages of Client Desk</Dialog.Description>
          <nav aria-label="Menu" className="flex flex-col gap-1">
            <Link to="/login" className={itemClass}>
              <LogIn aria-hidden className="size-5 text-brand" />
              Login
            </Link>
            {openAccount && (
              <Link to="/tradereg" reloadDocument className={itemClass}>
                <UserPlus aria-hidden className="size-5 text-brand" />
                Open an account
              </Link>
            )}
            <hr className="my-2 border-border" />
            {footerLinks.map((link) => (
              <Link key={link.to} to={link.to} className={itemClass}>
                {link.label}
              </Link>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
