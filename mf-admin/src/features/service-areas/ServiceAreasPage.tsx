import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ADMIN_ROUTE_ROLES, roleMay, type ServiceAreaSaved, type ServiceAreaStatus, type ServiceAreaView } from '@powernest/domain';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { ListCard } from '../../components/AdminSection';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { ADMIN_SERVICE_AREAS_PAGE } from '../../pages';
import { ServiceAreaFormDialog, type ServiceAreaDialogMode } from './ServiceAreaFormDialog';
import { ServiceAreasTable, type AreaAction } from './ServiceAreasTable';
import { changeServiceArea, formOf, useServiceAreas } from './serviceAreaData';
import { TEXT, launchDay, launchText } from './text';
import { PageIntro } from '../../components/PageIntro';

const T = TEXT.serviceAreas;

/** A quick move waiting for its confirmation: open now, or retire. */
interface PendingMove {
  area: ServiceAreaView;
  to: Extract<ServiceAreaStatus, 'active' | 'retired'>;
}

/** What the page says after a change: exactly what the API answered it did. */
function savedText(saved: ServiceAreaSaved, previous: ServiceAreaView | null): string {
  const { area, launch } = saved;
  if (launch) return launchText(area.areaName, launch);
  if (!previous) return T.added(area.areaName, area.status);
  if (area.status === 'retired' && previous.status !== 'retired') return T.retired(area.areaName);
  if (area.status === 'coming-soon' && previous.status !== 'coming-soon') return T.markedComingSoon(area.areaName, area.launchDate ? launchDay(area.launchDate) : undefined);
  return T.saved(area.areaName);
}

function ServiceAreas({ account, refreshCheck }: AdminSession) {
  const { data, error, mutate } = useServiceAreas();
  const [dialog, setDialog] = useState<ServiceAreaDialogMode | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The role table, as the API: a role that only reads gets no button that would earn a 403.
  const canChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.serviceAreas, 'change');

  // The fetcher answers null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  const areas = data?.areas;
  const count = (status: ServiceAreaStatus) => areas?.filter((a) => a.status === status).length ?? 0;

  function onAction(action: AreaAction, area: ServiceAreaView) {
    setNotice(null);
    if (action === 'edit') setDialog({ kind: 'edit', area });
    else if (action === 'coming-soon') setDialog({ kind: 'coming-soon', area });
    else setPending({ area, to: action === 'open' ? 'active' : 'retired' });
  }

  const previousOf = (mode: ServiceAreaDialogMode) => (mode.kind === 'add' ? null : mode.area);

  return (
    <AdminPageFrame
      heading={ADMIN_SERVICE_AREAS_PAGE.heading}
      subtitle={areas ? T.subtitle(areas.length, count('active'), count('coming-soon')) : undefined}
      actions={
        canChange ? (
          <Button
            variant="contained"
            onClick={() => {
              setNotice(null);
              setDialog({ kind: 'add' });
            }}
          >
            {T.add}
          </Button>
        ) : undefined
      }
    >
      <PageIntro intro={T.intro} readOnly={canChange ? null : T.readOnly} />
      {/* What the last change did, in the API's own counts; it stays until the next change or Dismiss. */}
      <div role="status" aria-live="polite" aria-label={T.lastChange}>
        {notice ? (
          <Alert
            role="none"
            severity="success"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setNotice(null)}>
                {T.dismiss}
              </Button>
            }
          >
            {notice}
          </Alert>
        ) : null}
      </div>
      <ListCard>{error ? <LoadFailed title={T.loadFailed} error={error} /> : <ServiceAreasTable areas={areas} onAction={canChange ? onAction : undefined} />}</ListCard>

      {canChange && dialog ? (
        <ServiceAreaFormDialog
          mode={dialog}
          onClose={() => setDialog(null)}
          onConflict={() => void mutate()}
          onSaved={(saved) => {
            setNotice(savedText(saved, previousOf(dialog)));
            setDialog(null);
            void mutate();
          }}
        />
      ) : null}
      {canChange ? (
        <ConfirmActionDialog
          pending={pending}
          words={({ area, to }) =>
            to === 'active'
              ? { title: T.confirmOpen.title(area.areaName), text: T.confirmOpen.text(area.waiting), button: T.openNow }
              : { title: T.confirmRetire.title(area.areaName), text: T.confirmRetire.text, button: T.retire, color: 'error' }
          }
          act={async ({ area, to }) => {
            const saved = await changeServiceArea(area.id, { ...formOf(area), status: to, launchDate: undefined }, area.version);
            setNotice(savedText(saved, area));
          }}
          failedLabel={T.notChanged}
          cancelLabel={T.cancel}
          onDone={() => void mutate()}
          // A 409 (someone else changed it first) or any refusal: the list is read again, as it now is.
          onFailed={() => void mutate()}
          onClose={() => setPending(null)}
        />
      ) : null}
    </AdminPageFrame>
  );
}

/** /admin/service-areas (issue #44): where PowerNest serves and opens next; opening one tells its waiting list. */
export function ServiceAreasPage() {
  return <AdminGate>{(session) => <ServiceAreas {...session} />}</AdminGate>;
}
