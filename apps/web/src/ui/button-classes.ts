import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-fg hover:bg-brand-hover active:bg-brand-pressed',
  secondary: 'border border-border-strong bg-surface text-text hover:bg-subtle active:bg-border',
  ghost: 'text-brand hover:bg-brand-soft active:bg-brand-soft',
  inverse: 'on-dark text-header-fg hover:bg-white/10 active:bg-white/20',
};

/**
 * Shared by Button and ButtonLink, so a link can look like a button without a Slot. Classes are
 * joined, not merged: pass only classes the base does not set (width, margins), never sizes.
 */
export function buttonClasses(variant: ButtonVariant, className?: string, loading = false): string {
  return cx(
    'inline-flex min-h-11 select-none items-center justify-center gap-2 rounded-card px-4 text-[15px] font-semibold transition-colors duration-100',
    loading ? 'cursor-wait disabled:opacity-80' : 'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    className,
  );
}
