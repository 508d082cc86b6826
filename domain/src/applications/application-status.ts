// What an applicant sees of their application (issue #28): the pipeline's status in plain words,
// what happens next and by when. Closed reasons (lost, duplicate) stay internal: both read
// "Closed". The promises come from the offer (OFFER_PROMISES), so a changed promise changes the
// status page with every other page.
import { CONTACT_WITHIN_HOURS, OFFER_PROMISES } from '../offer/offer';
import { LEAD_STATUS_LABELS, OPEN_LEAD_STATUSES, isLeadStatus, type LeadStatus } from '../leads/pipeline';
import { HOUR_MS } from '../shared/time';

/** The path of an application's status page (the token is its only key). Pages read it without the API's schemas. */
export const APPLICATION_STATUS_PATH = '/application-status/:token';
export const applicationStatusPath = (token: string) => APPLICATION_STATUS_PATH.replace(':token', encodeURIComponent(token));
/** GET /api/application/:token (api/application.ts declares it with its schemas). */
export const APPLICATION_API_PATH = '/api/application/:token';

export const APPLICATION_STAGES = ['received', 'contacted', 'qualified', 'site_visit_scheduled', 'installed', 'closed'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The stages the applicant shares with the team's pipeline read as the team's statuses do. */
export const APPLICATION_STAGE_LABELS: Readonly<Record<ApplicationStage, string>> = {
  received: 'Received',
  contacted: LEAD_STATUS_LABELS.contacted,
  qualified: LEAD_STATUS_LABELS.qualified,
  site_visit_scheduled: LEAD_STATUS_LABELS.site_visit_scheduled,
  installed: LEAD_STATUS_LABELS.installed,
  closed: 'Closed',
};

const STAGE_OF_STATUS: Readonly<Record<LeadStatus, ApplicationStage>> = {
  new: 'received',
  contacted: 'contacted',
  qualified: 'qualified',
  site_visit_scheduled: 'site_visit_scheduled',
  installed: 'installed',
  lost: 'closed',
  duplicate: 'closed',
};

/** The applicant's stage of a lead status; a status this version does not know reads as received. */
export function applicationStageOf(status: string): ApplicationStage {
  return isLeadStatus(status) ? STAGE_OF_STATUS[status] : 'received';
}

/**
 * The stages an application went through, in the path's order (issue #40): a stage is ticked only
 * when it happened. `statuses` are the lead statuses it has had (its history and its status now);
 * booking a visit straight from "received" ticks no "contacted" or "qualified" for it.
 */
export function reachedStages(statuses: readonly string[], contacted: boolean): ApplicationStage[] {
  const stages = new Set<ApplicationStage>(['received', ...statuses.map(applicationStageOf)]);
  if (contacted) stages.add('contacted');
  return APPLICATION_STAGES.filter((stage) => stages.has(stage));
}

/** An applicant may book (or move, or cancel) their own visit while their application is open. */
export function applicantMayBook(status: string): boolean {
  return (OPEN_LEAD_STATUSES as readonly string[]).includes(status);
}

/** A visit can be moved or cancelled until this many hours before it starts. */
export const CHANGE_CUTOFF_HOURS = 24;

/** How long a status-page link works (issue #28). */
export const APPLICATION_LINK_DAYS = 180;


/**
 * What happens next, and by when when the promise has a date: "we call within 24 hours" is due
 * 24 hours after the application arrived (a date already past still reads as the promise).
 */
export function applicationNextStep(stage: ApplicationStage, receivedAt: Date, hasVisit: boolean): { text: string; by?: Date } {
  switch (stage) {
    case 'received':
      return { text: `Our team reviews your application and calls you within ${OFFER_PROMISES.contactWithin}. You can also book your site visit now.`, by: new Date(receivedAt.getTime() + CONTACT_WITHIN_HOURS * HOUR_MS) };
    case 'contacted':
    case 'qualified':
      return { text: `Next is a short site visit to choose the kiosk's place. Book a time that suits you below, or we arrange it with you by phone.` };
    case 'site_visit_scheduled':
      return hasVisit
        ? { text: `We come at the time below. If the site suits, installation follows and takes ${OFFER_PROMISES.installation}, at no cost.` }
        : { text: 'We arrange the time of your site visit with you by phone; you can also book it yourself below.' };
    case 'installed':
      return { text: 'Your kiosk is installed. Our support team is there 24/7 if anything needs attention.' };
    case 'closed':
      return { text: 'This application is closed. If that is a surprise, or you would like to apply again, contact us.' };
  }
}

/** "Tuesday, March 16, 2027 at 9:00 AM CDT": a visit's start at the business's local time. */
export function formatVisitTime(start: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(start);
  return `${date} at ${time}`;
}

/** What an applicant's visit form did (issue #40 §6): the notice after it says which, never "booked" after a move. */
export const VISIT_CHANGES = ['booked', 'moved', 'cancelled'] as const;
export type VisitChange = (typeof VISIT_CHANGES)[number];

/** The change a visit form's button asks for (its `action`: book, move or cancel); anything else books. */
export function visitChangeOf(action: string | undefined): VisitChange {
  return action === 'cancel' ? 'cancelled' : action === 'move' ? 'moved' : 'booked';
}

/**
 * The notice after a visit was booked, moved or cancelled, from the change and the application as
 * it now is: an application without a visit reads as cancelled whatever was asked.
 */
export function visitNotice(application: { visit?: { start: Date; timeZone: string } }, change: VisitChange = 'booked'): { title: string; description: string } {
  if (!application.visit || change === 'cancelled') return { title: 'Your site visit is cancelled', description: 'Choose another time below whenever you are ready.' };
  const when = formatVisitTime(application.visit.start, application.visit.timeZone);
  const changeUntil = `You can move or cancel it on this page until ${CHANGE_CUTOFF_HOURS} hours before.`;
  return change === 'moved'
    ? { title: 'Your site visit is moved', description: `We now come on ${when}. ${changeUntil}` }
    : { title: 'Your site visit is booked', description: `We come on ${when}. ${changeUntil}` };
}
