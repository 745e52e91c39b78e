import { getProfileDetailCall, type TGetProfileDetailRequest } from '@cdesk/domain';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { gatewayCall } from '../../../lib/api';
import { useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { PhotoUpload } from './photo-upload';
import { BanksMandatesSection } from '../../mandates';
import { NomineeSection, PersonalSection } from './profile-sections';
import { profileTabOf, profileTabs } from './profile-tabs';

/** /profile, /profile/{key} and /profile/{key}/{subkey}: the profile detail of spec 1 section 3. */
export function ProfilePage() {
  const { key, subkey } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ucc = useAppSelector((state) => state.access.ucc_dtl[0]?.ucc ?? '');
  const body: TGetProfileDetailRequest = { ucc };
  const {
    state: load,
    retry,
    update,
  } = useGatewayLoad(ucc, (signal) => gatewayCall(getProfileDetailCall, body, { signal }));
  const tab = profileTabOf(key ?? search.get('key') ?? undefined);

  useEffect(() => {
    if (load.status === 'ready' && subkey) document.getElementById(subkey)?.scrollIntoView();
  }, [load.status, subkey]);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">My profile</h1>
      <p className="mt-1.5 text-muted">Your details as registered with us.</p>
      <div className="mt-8 flex max-w-3xl flex-col gap-6">
        {load.status === 'loading' && <ProfileSkeleton />}
        {load.status === 'error' && <LoadError message={load.message} onRetry={retry} />}
        {load.status === 'ready' && (
          <>
            <Card className="p-5 tablet:p-8">
              <PhotoUpload
                name={load.data.name}
                avatar={load.data.avatar}
                onSaved={(avatar) => update((profile) => ({ ...profile, avatar }))}
              />
            </Card>
            <Tabs
              label="Profile"
              tabs={profileTabs}
              value={tab}
              onChange={(next) =>
                void navigate(`/profile/${next}`, { replace: true, preventScrollReset: true })
              }
            >
              {tab === 'personal' && <PersonalSection profile={load.data} />}
              {tab === 'nominee' && <NomineeSection profile={load.data} />}
              {tab === 'banks-Mandate' && <BanksMandatesSection />}
            </Tabs>
          </>
        )}
      </div>
    </main>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your profile" className="flex flex-col gap-6">
      <Card className="flex items-center gap-4 p-5 tablet:p-8">
        <Skeleton circle className="size-24" />
        <Skeleton className="h-11 w-36" />
      </Card>
      <Card className="flex flex-col gap-4 p-5 tablet:p-8">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} className="h-6 w-full" />
        ))}
      </Card>
    </div>
  );
}
