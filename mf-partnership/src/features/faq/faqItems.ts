import { OFFER_PROMISES, OFFER_TEXT, type FaqCategory } from '@powernest/domain';

/** SPEC §3 FAQ item: id, category, question, answer. */
export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/**
 * The twelve questions of the FAQ (SPEC §2). Every promise in them is one the spec makes
 * (SPEC §1 claims, §9 promises and values); nothing else is promised.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'cost-free',
    category: 'cost',
    question: 'Is the charging kiosk really free for my business?',
    answer:
      'Yes. There is no upfront cost and there are no monthly fees. The kiosk equipment (worth $3,000-$5,000) and its professional installation (a $500 value) are provided at no charge: more than $4,000 of value, free to qualified businesses.',
  },
  {
    id: 'cost-hidden-fees',
    category: 'cost',
    question: 'Are there hidden charges, service fees or repair bills later?',
    answer:
      'No. Maintenance and repairs are covered, 24/7 technical support is included, and liability coverage is part of the partnership. You will never receive an invoice for the kiosk, its upkeep or its removal.',
  },
  {
    id: 'cost-customers',
    category: 'cost',
    question: 'Do my customers pay to charge their phones?',
    answer:
      'No. The kiosk is a free charging station for your customers to use while they visit. It is an amenity you offer them, which is why it keeps people around longer and brings them back.',
  },
  {
    id: 'kiosks-what',
    category: 'kiosks',
    question: 'What exactly is a PowerNest kiosk?',
    answer:
      'A compact station of portable phone chargers (power banks) that your customers can use while they stay. PowerNest is an independent distributor, not affiliated with any specific manufacturer, so we choose the equipment that suits your space and your customers.',
  },
  {
    id: 'kiosks-how-many',
    category: 'kiosks',
    question: 'How many kiosks will my location get, and where do they go?',
    answer:
      'That is decided together during the site evaluation. We look at your floor plan, your foot traffic and where customers wait or sit, then propose the equipment and placement that fit. You approve the plan before anything is installed.',
  },
  {
    id: 'kiosks-breakdown',
    category: 'kiosks',
    question: 'What happens if a kiosk stops working?',
    answer:
      'Contact our 24/7 technical support. Maintenance and repairs are covered at no cost to you, so a faulty unit is serviced or replaced without a bill.',
  },
  {
    id: 'liability-loss',
    category: 'liability',
    question: 'Who is responsible if a power bank is lost, stolen or damaged?',
    answer:
      'We are. Complete liability coverage is included in every partnership. Lost, stolen or damaged equipment is never charged to your business.',
  },
  {
    id: 'liability-zero',
    category: 'liability',
    question: 'What does "zero liability" mean for my business?',
    answer:
      'You carry no risk for the equipment: the equipment stays ours, we cover its liability, and we maintain and repair it. Your role is simply to give it a spot where customers can reach it.',
  },
  {
    id: 'installation-time',
    category: 'installation',
    question: 'How long does installation take, and will it disrupt my business?',
    answer:
      `${OFFER_TEXT.installationTakes} and is scheduled around your opening hours. It usually happens ${OFFER_PROMISES.siteEvaluation} after your site evaluation, and it is done by professional installers at no cost.`,
  },
  {
    id: 'installation-needs',
    category: 'installation',
    question: 'What do I need to provide for the installation?',
    answer:
      'A spot customers can reach, with access to a standard power outlet. During the site evaluation we help you choose the best place; we bring the equipment and do all of the setup.',
  },
  {
    id: 'partnership-apply',
    category: 'partnership',
    question: 'Which businesses qualify, and how quickly will I hear back?',
    answer:
      `Small businesses where customers typically stay ${OFFER_PROMISES.typicalStay} qualify best: cafés and restaurants, retail shops, offices and co-working spaces, hotels, clinics, garages, salons and gyms. The application takes about ${OFFER_PROMISES.applyIn}; we review it within ${OFFER_PROMISES.reviewWithin} and contact you within ${OFFER_PROMISES.contactWithin}.`,
  },
  {
    id: 'partnership-end',
    category: 'partnership',
    question: 'Can I end the partnership if it is not right for us?',
    answer:
      `Yes. Either side can end the partnership with ${OFFER_PROMISES.terminationNotice} notice and no penalty, and we remove the kiosk at no cost to you.`,
  },
];
