import { BRAND_DESCRIPTION, OFFER_BENEFITS, OFFER_CLAIMS, OFFER_TEXT } from '@powernest/domain';

// The marketing pages' English texts, as they are rendered (issue #30). A sentence the domain
// writes (the offer's benefits, claims and promises) is taken from it, so it
// stays written once; the Spanish catalogue words it anew with the figures as values
// ({notice}, {equipment}: see figures.ts). The contact form's validation messages, notices and
// business types (also the success stories' badges) are the domain's (LEAD_TEXTS), not here.

export const EN = {
  // Shared by several pages.
  'cta.getKiosks': 'Get FREE Kiosks',
  'cta.applyNow': 'Apply Now',

  // The offer's figures in a sentence of the language (see figures.ts).
  'figure.free': '{amount} FREE',

  // The offer as the domain states it.
  'offer.benefit.noUpfrontCost': OFFER_BENEFITS[0],
  'offer.benefit.installation': OFFER_BENEFITS[1],
  'offer.benefit.support': OFFER_BENEFITS[2],
  'offer.benefit.liability': OFFER_BENEFITS[3],
  'offer.benefit.maintenance': OFFER_BENEFITS[4],
  'offer.benefit.experience': OFFER_BENEFITS[5],
  'offer.claim.experience': OFFER_CLAIMS[5],
  'offer.claim.endAnyTime': OFFER_CLAIMS[6],
  'offer.claim.removal': OFFER_CLAIMS[7],
  'offer.claim.review': OFFER_CLAIMS[8],
  'offer.installationService': OFFER_TEXT.installationService,


  // Home
  'home.tagline': 'FREE portable phone charger kiosks for small businesses',
  'home.claim': 'Zero cost, zero liability',
  'home.learnMore': 'Learn More',
  'home.learnMoreAbout': 'about {brand}',
  'home.kioskImage': 'A {brand} charging kiosk with power banks ready for customers',
  'home.cardsLabel': 'Why partner with us',
  'home.zeroCost.title': 'Zero Cost',
  'home.zeroCost.text': 'The kiosk, installation, power banks and upkeep are free. No upfront cost and no monthly fees.',
  'home.zeroLiability.title': 'Zero Liability',
  'home.zeroLiability.text': 'Complete liability coverage, with maintenance and repairs covered. You carry no risk.',
  'home.fullSupport.title': 'Full Support',
  'home.fullSupport.text': 'Professional installation and 24/7 technical support for you and your customers.',
  'home.includedTitle': 'Everything included, nothing to pay',
  'home.valueTitle': 'Your partnership value',
  'home.valueEquipment': 'Equipment',
  'home.valueInstallation': 'Installation',
  'home.valueTotal': 'Total value',
  'home.applyIn': 'Apply in {applyIn}',

  // About
  'about.whoWeAre.title': 'Who We Are',
  'about.whoWeAre.text': `{brand} is ${BRAND_DESCRIPTION.charAt(0).toLowerCase()}${BRAND_DESCRIPTION.slice(1)} We place portable phone-charger kiosks — stations that lend fully charged power banks — in cafés, shops, offices, hotels, clinics, garages, salons and gyms.`,
  'about.whoWeAre.independence':
    'We are not affiliated with any specific manufacturer. That independence lets us choose the kiosk that fits your space and your customers, not the one a brand wants to sell.',
  'about.mission.title': 'Our Mission',
  'about.mission.text':
    'Nobody should have to leave a place they enjoy because their phone died. Our mission is to keep America charged — and to give small businesses the same customer amenities big chains have, without the cost.',
  'about.commitment.title': 'Our Commitment',
  'about.commitment.riskFree': 'Risk-free partnerships for qualified businesses',
  'about.commitment.personal': 'Personalized service, one business at a time',
  'about.commitment.coverage': 'Complete liability coverage and ongoing support',
  'about.image': 'A small-business storefront with a {brand} charging kiosk inside',
  'about.trusted.title': 'Trusted Partnership',
  'about.trusted.text': 'Independent, local and accountable: one point of contact from the first call to the day-to-day support.',

  // Services
  'services.intro': 'Everything it takes to offer free phone charging to your customers — supplied, installed, insured and maintained by us.',
  'services.freeKiosks.title': 'FREE Kiosks',
  'services.freeKiosks.text': 'Charging kiosks with power banks, worth {equipment} — yours to offer at no cost.',
  'services.installation.title': 'Installation',
  'services.maintenance.title': 'Maintenance',
  'services.maintenance.text': 'Maintenance, repairs and power-bank replacement covered, with 24/7 technical support.',
  'services.liability.title': 'Liability Coverage',
  'services.liability.text': 'Complete liability coverage for the equipment and its use. Your business carries no risk.',
  'services.program.title': 'Zero-Cost Partnership Program',
  'services.supply.title': 'Kiosk Supply',
  'services.supply.text': 'We supply, install and keep stocked a kiosk that fits your space and traffic.',
  'services.riskRemoval.title': 'Risk Removal',
  'services.riskRemoval.text': `Insurance, repairs and replacements are ours. ${OFFER_TEXT.endAnyTime} and no penalty; removal is free.`,
  'services.satisfaction.title': 'Customer Satisfaction',
  'services.satisfaction.text': 'Customers charge while they stay — longer visits, better reviews, more repeat business.',
  'services.benefits.title': 'Partnership Benefits',
  'services.equipmentValue': 'Equipment value: {equipment}',
  'services.installationValue': 'Installation value: {installation}',
  'services.total': 'Total: {total}',

  // Success Stories
  'stories.intro': 'Small businesses across America offer free charging with {brand}. Here is what changed for them.',
  'stories.statsLabel': 'Partner results',
  'stories.stat.customerSatisfaction': 'customer satisfaction increase',
  'stories.stat.dwellTime': 'dwell-time increase',
  'stories.stat.partnerSatisfaction': 'partner satisfaction',
  'stories.stat.uptime': 'uptime',
  'stories.title': 'Partner stories',
  'stories.byType.title': 'Results by business type',
  'stories.byType.restaurants.title': 'Restaurants & Cafés',
  'stories.byType.restaurants.text': 'Guests who charge stay for another round. Partners report longer visits and more second orders.',
  'stories.byType.retail.title': 'Retail Stores',
  'stories.byType.retail.text': 'A charged phone keeps shoppers browsing and paying by phone. Visits lengthen by a third on average.',
  'stories.byType.services.title': 'Healthcare & Services',
  'stories.byType.services.text': 'Clinics, salons and garages turn waiting time into a better experience — and better reviews.',
  'stories.cta.title': 'Write your own success story',
  'stories.cta.findLocations': 'Find Locations',
  'stories.cta.roi': 'Calculate Your ROI',
  'story.label': '{business} story',
  'story.rating': 'Rated {rating} out of 5',
  'story.results': 'Results',
  'story.installed': 'Kiosk installed {date}',

  'story.cafeSolana.title': 'Owner',
  'story.cafeSolana.quote':
    'Guests used to leave when their phones died. Now they order a second coffee while they charge. Installation took one afternoon and we have not paid a cent.',
  'story.cafeSolana.result.visit': 'Average visit up 22 minutes',
  'story.cafeSolana.result.orders': '18% more second orders',
  'story.cafeSolana.result.reviews': '4.8★ reviews mention charging',
  'story.northside.title': 'Store Manager',
  'story.northside.quote':
    'Shoppers who borrow a power bank keep browsing. It is the easiest customer amenity we have ever added — zero paperwork, zero risk.',
  'story.northside.result.visits': '31% longer store visits',
  'story.northside.result.basket': 'Higher basket size on weekends',
  'story.lakeview.title': 'Practice Administrator',
  'story.lakeview.quote':
    'Waiting is stressful enough. Patients tell us a charged phone makes the wait easier, and our front desk no longer lends out its own cables.',
  'story.lakeview.result.satisfaction': 'Patient satisfaction up 25 points',
  'story.lakeview.result.interruptions': 'Fewer front-desk interruptions',
  'story.harborview.title': 'General Manager',
  'story.harborview.quote':
    'Travelers arrive with empty batteries. The kiosk in our lobby is used every hour of the day, and PowerNest handles every service call.',
  'story.harborview.result.use': 'Used 40+ times a day',
  'story.harborview.result.bar': 'Lobby bar sales up 12%',
  'story.russo.title': 'Owner',
  'story.russo.quote':
    'An oil change takes 45 minutes. Customers now wait in our lounge instead of walking out, and they come back for the next service.',
  'story.russo.result.repeat': 'Repeat service bookings up 19%',
  'story.russo.result.complaints': 'Lounge wait time complaints gone',
  'story.glow.title': 'Founder',
  'story.glow.quote': 'Clients sit for two hours for color. Offering a charged power bank at check-in is a small touch they always mention.',
  'story.glow.result.rebooking': 'Rebooking rate up 14%',
  'story.glow.result.reviews': 'More 5-star reviews',

  // Contact (its heading is CONTACT_PAGE's; the form's messages and notices are the domain's).
  'contact.intro': 'Tell us about your business. We reply within {contactWithin} — the kiosk, its installation and its upkeep cost you nothing.',
  'contact.formTitle': 'Request FREE Equipment',
  'contact.requiredNote': 'Fields marked * are required.',
  'contact.whyLabel': 'Why {brand}',
  'contact.whyTitle': 'Why choose {brand}',
  'contact.reason.zeroCost.title': 'Zero cost, zero liability',
  'contact.reason.zeroCost.text': 'Equipment, installation, maintenance and insurance are on us — no fees, ever.',
  'contact.reason.customers.title': 'Happier, longer-staying customers',
  'contact.reason.customers.text': 'Guests charge while they stay: more time in your space, more reasons to come back.',
  'contact.reason.independent.title': 'Independent and personal',
  'contact.reason.independent.text': '{brand} is not tied to a manufacturer; we pick the right kiosk for your space, one business at a time.',
  'contact.nextTitle': 'What happens next',
  'contact.next.submit': 'Submit your information',
  'contact.next.weContactYou': OFFER_TEXT.weContactYou,
  'contact.next.evaluation': 'Site evaluation and equipment planning',
  'contact.next.installation': 'Installation at no cost',
  'contact.field.businessName': 'Business Name',
  'contact.field.contactPerson': 'Contact Person',
  'contact.field.email': 'Email Address',
  'contact.field.phone': 'Phone Number',
  'contact.field.location': 'Location (City, State)',
  'contact.field.locationPlaceholder': 'Austin, TX',
  'contact.field.businessType': 'Business Type',
  'contact.field.businessTypePlaceholder': 'Select your business type',
  'contact.field.message': 'Message',
  'contact.field.messagePlaceholder': 'Tell us about your business and your customers',
  'contact.submit': 'Request FREE Equipment',
  'contact.sending': 'Sending Emails...',
  'contact.privacy': 'What we keep with your request, and why:',
  'contact.privacyLink': 'Privacy',

  // The privacy page (issue #45): what is kept about a visit and a lead, and why.
  'privacy.intro':
    'What this site keeps about your visit and what you send us, and why. No tracker, no advertising network and no third-party script runs on these pages.',
  'privacy.sent.title':
    'What you send us',
  'privacy.sent.text':
    'The contact form and the application keep what you type in them, the language of the page and the time, so our team can call you back, review your application and keep you informed. We e-mail you a confirmation and a private link to follow your application.',
  'privacy.source.title':
    'Where your visit came from',
  'privacy.source.text':
    'When you arrive, the site notes in a cookie the page you landed on, the website that sent you (its name only, never the page) and the campaign named in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content), with the kind of device: phone, tablet or computer. The cookie holds nothing else: no identifier, no address. It cannot be read by scripts and is deleted when you close your browser. If you send the form, these details are kept with your request, so we learn which of our campaigns and partners bring businesses like yours.',
  'privacy.views.title':
    'Page views',
  'privacy.views.text':
    'The site counts how many times each page is read per day, language and campaign, to know which pages help visitors decide. Only the totals are kept: no row per visitor, no IP address, no personal data. Robots and search engines are not counted.',
  'privacy.choices.title':
    'Your choices',
  'privacy.choices.text':
    'You can block or delete cookies in your browser; the site works the same without them, and a request you send is then kept without its source. To see, correct or delete what you sent us, reply to our confirmation e-mail or write to us through the contact page.',
} as const;

export type MarketingTextId = keyof typeof EN;
