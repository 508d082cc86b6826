import type { AreaLaunch, ServiceAreaKind, ServiceAreaStatus } from '@powernest/domain';
import { SHARED_TEXT } from '../../text';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What opening an area did, in words (the API's `launch`): who was told (their e-mails are queued
 * in the outbox, not yet sent), who was marked served without an e-mail (their inbox had had its
 * share of these e-mails today, or they left no address), or that nobody was waiting.
 */
export function launchText(areaName: string, launch: AreaLaunch): string {
  const opened = `${areaName} is open.`;
  if (launch.served === 0) return `${opened} Nobody was waiting in it.`;
  const sentences = [opened];
  if (launch.emailed > 0) {
    sentences.push(`${launch.emailed} on its waiting list ${launch.emailed === 1 ? 'was' : 'were'} told: ${plural(launch.emailed, 'e-mail', 'e-mails')} queued.`);
  }
  if (launch.capped > 0) {
    sentences.push(`${launch.capped} ${launch.capped === 1 ? 'was marked served without an e-mail (its inbox had its share today).' : 'were marked served without an e-mail (their inboxes had their share today).'}`);
  }
  const noAddress = launch.served - launch.emailed - launch.capped;
  if (noAddress > 0) sentences.push(`${noAddress} ${noAddress === 1 ? 'had no e-mail address and was' : 'had no e-mail address and were'} marked served.`);
  return sentences.join(' ');
}

/** "Jun 1, 2026" for a calendar day written YYYY-MM-DD (no time zone moves it). */
export function launchDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

// This feature's texts, with the admin screens' shared ones.
export const TEXT = {
  ...SHARED_TEXT,
  serviceAreas: {
    subtitle: (areas: number, active: number, comingSoon: number) => `${plural(areas, 'area', 'areas')}: ${active} active, ${comingSoon} coming soon`,
    intro: 'Where PowerNest serves now and opens next. Opening an area tells everyone waiting in it by e-mail; the locator shows the active and coming-soon ones.',
    readOnly: 'Only admins and operations admins add, open or retire service areas.',
    table: 'Service areas',
    columns: { area: 'Area', kind: 'Kind', state: 'State', status: 'Status', waiting: 'Waiting', told: 'Told', opened: 'Opened', actions: 'Actions' },
    kind: (kind: ServiceAreaKind, place: { city?: string; zipCode?: string }) =>
      kind === 'city' ? `City: ${place.city ?? ''}` : kind === 'zip' ? `ZIP code ${place.zipCode ?? ''}` : 'Whole state',
    status: { active: 'Active', 'coming-soon': 'Coming soon', retired: 'Retired' } satisfies Record<ServiceAreaStatus, string>,
    comingSoonOn: (day: string) => `Coming soon · ${day}`,
    none: 'No service areas yet.',
    loadFailed: 'Error loading the service areas',
    add: 'Add area',
    edit: 'Edit',
    editLabel: (name: string) => `Edit ${name}`,
    openNow: 'Open now',
    openNowLabel: (name: string) => `Open ${name} now`,
    comingSoon: 'Coming soon',
    comingSoonLabel: (name: string) => `Mark ${name} coming soon`,
    retire: 'Retire',
    retireLabel: (name: string) => `Retire ${name}`,
    confirmOpen: {
      title: (name: string) => `Open ${name} now?`,
      text: (waiting: number) =>
        waiting === 0
          ? 'Nobody is waiting in it now. It shows on the locator as served.'
          : `${plural(waiting, 'person waiting', 'people waiting')} in it ${waiting === 1 ? 'is' : 'are'} marked served and e-mailed that they can apply. It shows on the locator as served.`,
    },
    confirmRetire: {
      title: (name: string) => `Retire ${name}?`,
      text: 'It leaves the locator, and the coverage check stops naming it. Nobody is e-mailed.',
    },
    cancel: 'Cancel',
    notChanged: 'Not changed',
    added: (name: string, status: ServiceAreaStatus) => `${name} added (${status === 'retired' ? 'retired' : status === 'coming-soon' ? 'coming soon' : 'active'}).`,
    saved: (name: string) => `${name} saved.`,
    retired: (name: string) => `${name} is retired.`,
    markedComingSoon: (name: string, day: string | undefined) => (day ? `${name} is coming soon, opening ${day}.` : `${name} is coming soon.`),
    /** The live region that says what the last change did. */
    lastChange: 'Last change',
    dismiss: 'Dismiss',
    form: {
      addTitle: 'Add a service area',
      editTitle: (name: string) => `Edit ${name}`,
      comingSoonTitle: (name: string) => `Mark ${name} coming soon`,
      intro: 'A city, a ZIP code, or neither for the whole state. Saved as active, it opens at once and its waiting list is e-mailed.',
      comingSoonIntro: 'It shows on the locator as coming soon. With a launch date, it opens by itself that day and its waiting list is e-mailed.',
      labels: { areaName: 'Area name', state: 'State', city: 'City', zipCode: 'ZIP code', status: 'Status', launchDate: 'Launch date' },
      hints: { city: 'Leave empty for a ZIP code or the whole state', zipCode: 'Leave empty for a city or the whole state', launchDate: 'Optional: the day it opens by itself' },
      chooseState: 'Choose a state',
      add: 'Add area',
      save: 'Save',
      markComingSoon: 'Mark coming soon',
      cancel: 'Cancel',
      failed: 'Not saved. Please try again.',
    },
  },
} as const;
