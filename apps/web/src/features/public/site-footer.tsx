import { Link } from 'react-router';

/** Spec 1 section 2.1's static pages; Contact opens the contact part of the About page. */
export const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/terms', label: 'Terms' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/risk-appetite', label: 'Risk appetite' },
  { to: '/about#contact', label: 'Contact' },
] as const;

/** The footer of public pages and of the desk: the static pages and the statutory risk notice. */
export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-6 tablet:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-sm px-2 text-sm font-medium text-muted underline-offset-4 hover:text-text hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="px-2 text-xs leading-relaxed text-muted">
          Mutual fund investments are subject to market risks. Read all scheme related documents
          carefully. Client Desk is the online desk of an AMFI-registered mutual fund distributor;
          past performance does not guarantee future returns.
        </p>
      </div>
    </footer>
  );
}
