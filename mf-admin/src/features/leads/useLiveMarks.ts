import { useEffect, useRef, useState } from 'react';
import { useLiveEvents, useUnseenCountInTitle } from '../../lib/useLiveEvents';
import type { LiveMark } from './LeadsTable';

/** Events that come together (a bulk move) read the list once. */
const READ_AGAIN_AFTER_MS = 300;

/**
 * The workspace's live side (issue #29): a lead that arrives, or that someone else changes, reads
 * the list again and is marked on its row; one this member changed is not marked. The tab's
 * title counts the leads that arrived while it was in the background.
 */
export function useLiveMarks(readAgain: () => void, me: string | undefined): ReadonlyMap<number, LiveMark> {
  const [marks, setMarks] = useState<ReadonlyMap<number, LiveMark>>(new Map());
  const [unseen, setUnseen] = useState(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const readSoon = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      readAgain();
    }, READ_AGAIN_AFTER_MS);
  };
  const mark = (id: number, value: LiveMark) => setMarks((current) => new Map(current).set(id, value));

  useLiveEvents((message) => {
    if (message.type === 'lead.created') {
      mark(message.event.lead.id, { kind: 'new' });
      if (document.hidden) setUnseen((n) => n + 1);
    } else if (message.type === 'lead.updated' && message.event.by && message.event.by !== me) {
      mark(message.event.lead.id, { kind: 'changed', by: message.event.by });
    }
    readSoon();
  });

  useEffect(() => {
    const seen = () => {
      if (!document.hidden) setUnseen(0);
    };
    document.addEventListener('visibilitychange', seen);
    return () => {
      document.removeEventListener('visibilitychange', seen);
      clearTimeout(pending.current);
    };
  }, []);
  useUnseenCountInTitle(unseen);
  return marks;
}
