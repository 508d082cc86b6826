import { OFFER_BENEFITS, OFFER_CLAIMS, OFFER_PROMISES, OFFER_VALUES } from '@powernest/domain';
import { translator } from '@powernest/shared-ui/i18n';
import { EN } from './en-US';
import { ES } from './es-US';
import { offerFigures } from './figures';
import { MARKETING_TEXT } from './index';
import { OFFER_BENEFIT_IDS, OFFER_CLAIM_IDS } from './offer';

it('has a Spanish text for every English one, and none English has not', () => {
  expect(Object.keys(ES).sort()).toEqual(Object.keys(EN).sort());
});

it('lists the offer in the domain\'s order', () => {
  expect(OFFER_BENEFIT_IDS.map((id) => EN[id])).toEqual([...OFFER_BENEFITS]);
  expect(OFFER_CLAIM_IDS.map((id) => EN[id])).toEqual([...OFFER_CLAIMS]);
});

it('quotes the domain\'s figures unchanged in English, and formats them for es-US in Spanish', () => {
  expect(offerFigures('en-US', translator(MARKETING_TEXT, 'en-US'))).toEqual({
    equipment: OFFER_VALUES.equipment,
    installation: OFFER_VALUES.installation,
    total: OFFER_VALUES.total,
    contactWithin: OFFER_PROMISES.contactWithin,
    reviewWithin: OFFER_PROMISES.reviewWithin,
    installationTime: OFFER_PROMISES.installation,
    applyIn: OFFER_PROMISES.applyIn,
    notice: OFFER_PROMISES.terminationNotice,
  });
  expect(offerFigures('es-US', translator(MARKETING_TEXT, 'es-US'))).toEqual({
    equipment: '$3,000-$5,000',
    installation: '$500',
    total: '$4,000+ GRATIS',
    contactWithin: '24 horas',
    reviewWithin: '24 a 48 horas',
    installationTime: '2 a 4 horas',
    applyIn: '5 minutos',
    notice: '30 días',
  });
});
