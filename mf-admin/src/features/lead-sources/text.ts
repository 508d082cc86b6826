import { SHARED_TEXT } from '../../text';

// This feature's texts (issue #45: where leads come from), with the admin screens' shared ones.
export const TEXT = {
  ...SHARED_TEXT,
  sources: {
    subtitle: (leads: number, views: number) => `${leads.toLocaleString('en-US')} ${leads === 1 ? 'lead' : 'leads'} from ${views.toLocaleString('en-US')} counted page ${views === 1 ? 'view' : 'views'}`,
    filters: 'Choose the period and the grouping',
    from: 'From',
    to: 'To',
    by: 'Group by',
    groupings: { campaign: 'Source / medium / campaign', landing: 'Landing page', language: 'Language' },
    clearFilters: 'Last 30 days',
    exportCsv: 'Export CSV',
    chartTitle: 'Leads and conversion',
    chartCaption: 'Leads per group (bars) for the 8 groups with the most leads; conversion is leads per 100 counted page views.',
    chartLabel: (rows: number) => `Bar chart of leads for the ${rows} groups with the most leads. The table below holds every figure.`,
    leadsSeries: 'Leads',
    tableTitle: 'Every group',
    tableCaption:
      'A lead counts at every stage it has reached (an installed lead was qualified and had its visit booked). Page views are the pages the site server sent to browsers; robots and search engines are left out.',
    table: 'Leads per group',
    tableScroll: 'Leads per group (scrolls sideways)',
    columns: { views: 'Page views', leads: 'Leads', conversion: 'Conversion', visitsBooked: 'Visits booked', qualified: 'Qualified', installed: 'Installed' },
    total: 'Total',
    /** Leads per 100 views, or a dash when no view was counted. */
    noViews: '—',
    none: 'No lead and no counted page view in this period.',
    loadFailed: 'Error loading the lead sources',
    languages: { 'en-US': 'English', 'es-US': 'Spanish' } as Record<string, string>,
  },
  leadSource: {
    title: 'Source',
    landingPage: 'Landing page',
    referrer: 'Referring site',
    campaign: 'Campaign',
    term: 'Term',
    content: 'Content',
    device: 'Device',
    devices: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
    unknown: 'Not recorded (sent before sources were kept, or without the site’s cookie).',
  },
} as const;
