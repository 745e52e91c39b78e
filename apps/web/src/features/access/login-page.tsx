import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { loadBranchTheme } from '../../lib/theme/load-branch-theme';
import { LogoHeader } from '../../ui/brand-logo';
import { useAppSelector } from '../../lib/store';
import { rememberBranch } from '../../lib/branch-code';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { BrandPanel } from './brand-panel';
import { LoginForm } from './login-form';
import { completeSignIn } from './sign-in';

// Most visitors log in with a password: the OTP form loads when it is asked for.
const OtpSignIn = lazy(async () => ({ default: (await import('./otp-sign-in')).OtpSignIn }));

export function LoginPage() {
  const isLogin = useAppSelector((state) => state.access.is_login);
  const loginWith = useAppSelector((state) => state.access.login_with);
  const notice = useAppSelector((state) => state.notice.loginNotice);
  // Read once: a login on this page sets is_login, and the form then decides where to go.
  const [alreadyIn] = useState(isLogin);
  const [withOtp, setWithOtp] = useState(false);
  const [params] = useSearchParams();
  const branch = params.get('nb');

  useEffect(() => {
    const code = branch ? rememberBranch(branch) : null;
    // The theme config is read only for a branch link, so other visits do not load its code.
    if (code) void loadBranchTheme(code);
  }, [branch]);

  if (alreadyIn) return <Navigate to="/" replace />;

  return (
    <div className="min-h-dvh desktop:grid desktop:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <BrandPanel />
      <div className="flex min-h-dvh flex-col">
        <LogoHeader className="desktop:hidden" />
        <main className="flex flex-1 justify-center px-4 pt-8 pb-10 tablet:items-center tablet:px-8">
          <div className="w-full max-w-[420px]">
            <h1 className="text-2xl font-semibold tracking-tight tablet:text-[28px]">
              Log in to your account
            </h1>
            <p className="mt-1.5 text-muted">Welcome back. Your portfolio is a step away.</p>
            {notice && (
              <Alert tone={notice.tone} className="mt-6">
                {notice.text}
              </Alert>
            )}
            <Card className="mt-6 p-5 shadow-sm tablet:p-8">
              {withOtp ? (
                <Suspense fallback={<FormSkeleton />}>
                  <OtpSignIn
                    initialMethod={loginWith}
                    onUsePassword={() => setWithOtp(false)}
                    onSignedIn={completeSignIn}
                  />
                </Suspense>
              ) : (
                <LoginForm initialMethod={loginWith} onUseOtp={() => setWithOtp(true)} />
              )}
            </Card>
          </div>
        </main>
        <footer className="px-5 pb-6 text-center text-xs leading-relaxed text-muted">
          Mutual fund investments are subject to market risks. Read all scheme related documents
          carefully.
        </footer>
      </div>
    </div>
  );
}

/** The OTP form's place while its code loads (no Skeleton import: this page must stay light). */
function FormSkeleton() {
  return <div aria-hidden className="h-60 animate-pulse rounded-card bg-subtle" />;
}
