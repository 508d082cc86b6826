import {
  AREA_OPEN_EMAIL_TEXTS,
  calendarDateIn,
  mailSafeField,
  pathInLanguage,
  siteLanguageOr,
  waitingPlaceOf,
  type AreaLaunch,
} from '@powernest/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { countInboxEmail } from '../mail/inbox-caps';
import type { ServiceArea, WaitingListEntry } from '../store';

// An area opens (issue #44): by an admin's change, or on its launch date. Everyone waiting in it
// is marked served and e-mailed, in the language they joined in, through the outbox.

/** Where the e-mail sends them: the application, in their language. */
const applyUrl = (siteOrigin: string, entry: WaitingListEntry) => siteOrigin + pathInLanguage('/partnership-application', siteLanguageOr(entry.language));

/**
 * Tells the waiting list of `area`, which has just opened: each waiting entry is marked served
 * (by one instance only, whatever runs at once), then e-mailed unless its inbox has had its share
 * today (mail.inboxCaps). An entry marked served whose e-mail never got written (the process died between the two)
 * shows on the waiting list as served without an e-mail.
 */
export async function tellWaitingList(app: FastifyInstance, mail: AppConfig['mail'], area: ServiceArea, now = new Date()): Promise<AreaLaunch> {
  const launch: AreaLaunch = { served: 0, emailed: 0, capped: 0 };
  const areaName = mailSafeField(area.areaName, 'ours');
  for (const entry of await app.store.waitingList.waitingIn(waitingPlaceOf(area))) {
    if (!(await app.store.waitingList.serve(entry.id, area.id, now))) continue;
    launch.served += 1;
    if (!entry.email) continue;
    // One address may wait in many areas (anyone may sign it up): its share a day (mail/inbox-caps.ts).
    if (!(await countInboxEmail(app.store.limits, mail.inboxCaps, 'area-open-emails', entry.email, now)).allowed) {
      launch.capped += 1;
      continue;
    }
    const language = siteLanguageOr(entry.language);
    const T = AREA_OPEN_EMAIL_TEXTS[language];
    const [message] = await app.store.outbox.enqueue(
      [
        {
          kind: 'area-open',
          to: entry.email,
          templateParams: { subject: T.subject(areaName), text: T.text(areaName, applyUrl(mail.siteOrigin, entry), mail.contactPhone, mail.contactEmail), language },
        },
      ],
      now,
    );
    await app.store.waitingList.setNotice(entry.id, message!.id);
    app.outboxWorker.deliverSoon([message!.id]);
    launch.emailed += 1;
  }
  return launch;
}

/**
 * The coming-soon areas whose launch date has come (in the team's time zone) open, and their
 * waiting lists are told; each area by one instance (ServiceAreaStore.activateDue).
 */
export async function openDueAreas(app: FastifyInstance, mail: AppConfig['mail'], now = new Date()): Promise<ServiceArea[]> {
  const opened = await app.store.serviceAreas.activateDue(calendarDateIn(now, mail.timeZone), now);
  for (const area of opened) {
    const launch = await tellWaitingList(app, mail, area, now);
    app.log.info({ area: area.areaName, ...launch }, 'a service area opened on its launch date; its waiting list was told');
  }
  return opened;
}
