import { type ApplicationStage, type ApplicationView, type SiteLanguage } from '@powernest/domain';
import type { PartnershipTextId, PartnershipTranslate } from '../../i18n';

// The status page's words are the catalogues' (src/i18n, `status.*`), read by the structured
// values the API sends (the stage, whether a visit is booked), not by its English sentences
// (`stageLabel`, `nextStep`), so they read the same in every language (issue #30).

/**
 * The stage's name ("Received"). A visit "scheduled" with none booked (the team set the stage by
 * hand; the time is arranged by phone) is named as being arranged, never as booked (issue #40 §6).
 */
export const stageName = (stage: ApplicationStage, t: PartnershipTranslate, visitBooked = true) =>
  stage === 'site_visit_scheduled' && !visitBooked ? t('status.stage.site_visit_arranging') : t(`status.stage.${stage}`);

/** What happens next at this stage (the domain's applicationNextStep in the page's language). */
export function nextStepText(application: Pick<ApplicationView, 'stage' | 'visit'>, t: PartnershipTranslate, values: Record<string, string>): string {
  const id: PartnershipTextId =
    application.stage === 'site_visit_scheduled' && application.visit ? 'status.next.site_visit_scheduled.booked' : `status.next.${application.stage}`;
  return t(id, values);
}

/** "November 27, 2026" at the business's local time. */
export const dateOnly = (date: Date, timeZone: string, language: SiteLanguage) =>
  new Intl.DateTimeFormat(language, { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(date);

/** A visit's start at the business's local time in the language: "Tuesday, March 16, 2027 at 9:00 AM CDT" (the domain's formatVisitTime in English). */
export function visitTimeIn(start: Date, timeZone: string, language: SiteLanguage, t: PartnershipTranslate): string {
  const date = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(start);
  return t('status.dateAtTime', { date, time });
}
