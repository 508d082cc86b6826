import { PAGER_STEPS, SHARED_TEXT, countOf } from '../../text';

// This feature's texts, with the admin screens' shared ones (SPEC §2, §5, §8 texts to the letter).
export const TEXT = {
  ...SHARED_TEXT,
  partners: {
    subtitle: countOf('partner', 'partners'),
    /** The count stops at the API's bound (LIST_COUNT_MAX): "10,000+ partners". */
    subtitleAtLeast: (n: number) => `${n.toLocaleString('en-US')}+ partners`,
    search: 'Search',
    searchHint: 'Business, city or address',
    status: 'Status',
    allStatuses: 'All',
    table: 'Partners',
    columns: { business: 'Business', address: 'Address', type: 'Type', status: 'Status', installed: 'Installed', actions: 'Actions' },
    none: 'No partners match.',
    readOnly: 'Only admins and operations admins edit, deactivate or reactivate partners.',
    pager: { rowsPerPage: 'Partners per page', pages: 'Partners pages', ...PAGER_STEPS },
    loadFailed: 'Error loading partners',
    fromLead: (id: number) => `From lead #${id}`,
    edit: 'Edit',
    editLabel: (name: string) => `Edit ${name}`,
    editTitle: (name: string) => `Edit ${name}`,
    save: 'Save',
    saved: (name: string) => `${name} saved`,
    deactivate: 'Deactivate',
    deactivateLabel: (name: string) => `Deactivate ${name}`,
    activate: 'Activate',
    activateLabel: (name: string) => `Activate ${name}`,
    deactivated: (name: string) => `${name} is off the locator`,
    activated: (name: string) => `${name} is back on the locator`,
    changeFailed: 'Not changed',
    form: {
      labels: {
        businessName: 'Business name',
        contactPerson: 'Contact person',
        phone: 'Phone',
        email: 'Email',
        address: 'Address',
        city: 'City',
        state: 'State',
        businessType: 'Business type',
        latitude: 'Latitude',
        longitude: 'Longitude',
      },
      // Each its own example: a latitude's is not a longitude's (browser audit).
      coordinateHint: { latitude: 'Decimal degrees, e.g. 30.2672', longitude: 'Decimal degrees, e.g. -97.7431' },
      cancel: 'Cancel',
      failed: 'Not saved. Please try again.',
    },
  },
} as const;
