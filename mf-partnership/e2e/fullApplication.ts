// A full application's answers (every field of the full form), as the API should receive them.
/** One complete application, used by the browser and the component tests alike. */
export const FULL_APPLICATION = {
  businessName: 'Blue Bean Café',
  businessType: 'restaurant',
  businessSize: 'small',
  location: 'Austin, TX',
  businessAddress: '101 Congress Ave',
  website: 'www.bluebean.example',
  contactPerson: 'Dana Reyes',
  decisionMakerTitle: 'Owner',
  email: 'dana@bluebean.example',
  phone: '(512) 555-0101',
  operatingHours: 'Mon-Sun 7am-7pm',
  footTrafficEstimate: 'high',
  hasExistingCharging: 'basic',
  customerBase: 'Students and remote workers who stay an hour or more',
  currentPainPoints: 'Customers leave when their phone battery dies',
  preferredInstallTimeline: '1-2weeks',
  message: 'Please call after 2pm',
};
