import { OFFER_PROMISES } from '@powernest/domain';
import { SHARED_TEXT } from '../../text';

// This feature's texts, with the admin screens' shared ones (product.md §2, §5, §8 texts to the letter).
export const TEXT = {
  ...SHARED_TEXT,
  dashboard: {
    /** Under the heading: who is signed in (before the session is read, what the page is). */
    signedInAs: (username: string) => `Signed in as ${username}`,
    subtitle: 'Leads and analytics',
    changePassword: 'Change Password',
    logout: 'Logout',
    defaultPasswordDetail: 'This account still uses the password it was created with.',
    updateNow: 'Update now',
    mailNotSent: (transport: string) =>
      `E-mail is not being sent: the server only writes messages to its log (MAIL_TRANSPORT=${transport}). Applicants get no confirmation and new leads send no notification. The Email Setup tab shows how to connect a provider.`,
    mailTrouble: (counts: string) => `Some e-mail is not getting through: ${counts}. Each lead's page shows its e-mails and can send one again.`,
    openEmailSetup: 'Open Email Setup',
    tabs: { dashboard: 'Dashboard', emailSetup: 'Email Setup' },
    analyticsError: 'Error loading analytics data. Please refresh the page.',
    leadsErrorTitle: 'Error loading leads data',
    upcomingVisits: (days: number) => `Visits in the next ${days} days`,
    upcomingVisitsCaption: 'Site visits booked, soonest first, at each business’s local time.',
    noUpcomingVisits: (days: number) => `No site visits booked in the next ${days} days.`,
    upcomingVisitsFailed: 'Error loading the visits',
    moreVisits: 'More visits are booked than shown here.',
    recentLeads: 'Recent Leads',
    recentLeadsCaption: 'The 10 newest partnership inquiries.',
    allLeads: 'View all leads',
  },
  /** The leads that need a call (issue #29): due today and overdue. */
  followUps: {
    heading: 'Follow-ups',
    caption: `Follow-ups set for today or missed, and new leads not called within ${OFFER_PROMISES.contactWithin}.`,
    lists: { today: 'Due today', overdue: 'Overdue' },
    none: { today: 'Nothing is due today.', overdue: 'No follow-up is overdue.' },
    followUpOn: (date: string) => `follow-up ${date}`,
    stillNew: `new for over ${OFFER_PROMISES.contactWithin}`,
    openList: { today: 'All due today', overdue: 'All overdue' },
    failed: 'Error loading the follow-ups',
  },
  /** The open leads flagged as possible duplicates (issue #29). */
  duplicates: {
    heading: 'Possible duplicates',
    caption: 'Open leads that look like an earlier one, waiting for a decision.',
    count: (n: number) => (n === 0 ? 'No open lead looks like an earlier one.' : n === 1 ? '1 open lead looks like an earlier one.' : `${n.toLocaleString('en-US')} open leads look like an earlier one.`),
    countAtLeast: (n: number) => `${n.toLocaleString('en-US')}+ open leads look like an earlier one.`,
    mayDuplicate: 'May duplicate',
    deletedLead: (id: number) => `lead #${id} (deleted)`,
    received: 'received',
    more: (shown: number) => `The newest ${shown} are shown. Mark each a duplicate, or work it, from its page.`,
    failed: 'Error loading the possible duplicates',
  },
  stats: {
    totalLeads: { label: 'Total Leads', caption: 'All partnership inquiries' },
    partners: { label: 'Partners', caption: 'Partner locations on the map' },
    thisWeek: { label: 'This Week', caption: 'New leads in the last 7 days' },
    active: { label: 'Active Status', caption: 'In progress: contacted to site visit' },
    speedToLead: 'Speed to lead',
    /** Leads by the service area they came from (issue #44). */
    byArea: 'Leads by area',
    elsewhere: 'Elsewhere (not served yet)',
    noAreas: 'No lead has come from a served area yet.',
    pastPromise: { label: `New past ${OFFER_PROMISES.contactWithin}`, caption: `Promised a call within ${OFFER_PROMISES.contactWithin}: call these first` },
    firstContact: { label: 'First contact (median)', caption: 'Leads of the last 7 days that were contacted' },
  },
} as const;
