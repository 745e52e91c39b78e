import { useSearchParams } from 'react-router';
import { Tabs } from '../../../ui/tabs';
import { ChangePasswordForm } from './change-password-form';
import { ChangePinForm } from './change-pin-form';
import { SharedLinksPanel } from './shared-links-panel';
import { TaxSlabForm } from './tax-slab-form';

const tabs = [
  { value: 'change-password', label: 'Change Password' },
  { value: 'change-pin', label: 'Change PIN' },
  { value: 'shared-links', label: 'Shared links' },
  { value: 'tax', label: 'Tax' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** /settings: credential settings; the chain opens it on ?tab=change-password (spec 1 section 2.2). */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.find((t) => t.value === asked)?.value ?? 'change-password';
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Settings</h1>
      <p className="mt-1.5 text-muted">
        Manage how you log in to your desk, the links you have shared and the tax slab your
        estimates use.
      </p>
      <div className="mt-8 max-w-3xl">
        <Tabs
          label="Settings"
          tabs={tabs}
          value={tab}
          onChange={(next) => setParams({ tab: next }, { replace: true, preventScrollReset: true })}
        >
          {tab === 'change-password' && <ChangePasswordForm />}
          {tab === 'change-pin' && <ChangePinForm />}
          {tab === 'shared-links' && <SharedLinksPanel />}
          {tab === 'tax' && <TaxSlabForm />}
        </Tabs>
      </div>
    </main>
  );
}
