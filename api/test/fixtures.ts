/** A valid short-form lead (SPEC §2 contact form). */
export const shortLead = {
  businessName: 'Blue Door Café',
  contactPerson: 'Dana Reyes',
  email: 'dana@bluedoor.example',
  phone: '(555) 201-3344',
  location: 'Austin, TX',
  businessType: 'restaurant',
  message: 'We have lots of students who stay for hours.',
};

/** A valid full application (SPEC §2 wizard). */
export const fullLead = {
  ...shortLead,
  businessSize: 'small',
  operatingHours: '7am-9pm daily',
  footTrafficEstimate: 'very-high',
  decisionMakerTitle: 'Owner',
  currentPainPoints: 'Customers leave when their phones die',
  preferredInstallTimeline: '1-2weeks',
  hasExistingCharging: 'basic',
  customerBase: 'Students and remote workers',
  businessAddress: '1200 Congress Ave, Austin, TX 78701',
  website: 'https://bluedoor.example',
};

export const jsonHeaders = { 'content-type': 'application/json' };
