import { toast } from '@powernest/shared-ui';
import type { WaitingListArea } from '@powernest/domain';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { TEXT } from './text';
import { markAreaServed } from './waitingListData';

const T = TEXT.waitingList;

/** Asks before an area is marked served, then marks it; a refusal stays in the dialog. */
export function ServedDialog({ area, onClose, onServed }: { area: WaitingListArea | null; onClose: () => void; onServed: () => void }) {
  return (
    <ConfirmActionDialog
      pending={area}
      words={(shown) => ({ title: T.confirm.title(shown.area), text: T.confirm.text(shown.waiting), button: T.markServed })}
      act={async (shown) => {
        await markAreaServed(shown.area);
        toast({ title: T.served(shown.area), variant: 'success' });
      }}
      failedLabel={T.notServed}
      cancelLabel={T.confirm.cancel}
      onDone={onServed}
      onClose={onClose}
    />
  );
}
