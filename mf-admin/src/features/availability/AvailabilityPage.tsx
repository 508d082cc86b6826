import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ADMIN_ROUTE_ROLES, roleMay } from '@powernest/domain';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { LoadFailed } from '../../components/LoadFailed';
import { ADMIN_AVAILABILITY_PAGE } from '../../pages';
import { useAvailability } from './availabilityData';
import { AvailabilityForm } from './AvailabilityForm';
import { TEXT } from './text';
import { PageIntro } from '../../components/PageIntro';

const T = TEXT.availability;

function Availability({ account, refreshCheck }: AdminSession) {
  const { data, error, mutate } = useAvailability();
  // The same rule as the API's (the role table); the API decides in the end.
  const canChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.availability, 'change');

  // The fetcher answers null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  return (
    <AdminPageFrame heading={ADMIN_AVAILABILITY_PAGE.heading} subtitle={data ? T.subtitle(data.isDefault) : undefined}>
      <PageIntro intro={T.intro} readOnly={canChange ? null : T.readOnly} />
      {error ? (
        <LoadFailed title={T.loadFailed} error={error} />
      ) : data ? (
        <AvailabilityForm
          initial={data.availability}
          canChange={canChange}
          onSaved={(availability) => void mutate({ success: true, availability, isDefault: false }, { revalidate: false })}
          onSignedOut={refreshCheck}
        />
      ) : (
        <Box aria-busy="true">
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
    </AdminPageFrame>
  );
}

/** /admin/availability (issue #28): the weekly hours, blocked dates and visits per slot applicants book site visits in. */
export function AvailabilityPage() {
  return <AdminGate>{(session) => <Availability {...session} />}</AdminGate>;
}
