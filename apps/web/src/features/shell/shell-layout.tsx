import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { useHeader } from './use-header';

/** Every logged-in page: the header bar, then the page, which reads the header from the outlet. */
export function ShellLayout() {
  const header = useHeader();
  const name = header.status === 'ready' ? header.header.headerBean.name : '';
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader name={name} loading={header.status === 'loading'} />
      <Outlet context={header} />
    </div>
  );
}
