import { OFFER_PROMISES, OFFER_VALUES } from './offer';
import { offerFiguresIn } from './offer-figures';

it('writes product.md\'s figures, to the letter, in English', () => {
  expect(OFFER_VALUES).toEqual({ equipment: '$3,000-$5,000', installation: '$500', total: '$4,000+ FREE' });
  expect(OFFER_PROMISES).toEqual({
    contactWithin: '24 hours',
    reviewWithin: '24-48 hours',
    siteEvaluation: '1-2 weeks',
    installation: '2-4 hours',
    applyIn: '5 minutes',
    terminationNotice: '30 days',
    typicalStay: '15+ minutes',
  });
});

it('writes the same numbers in Spanish for US readers: dollars with $, units worded by Intl, ranges and open ends in words ("24 a 48 horas", "15 minutos o más")', () => {
  expect(offerFiguresIn('es-US')).toEqual({
    equipment: '$3,000-$5,000',
    installation: '$500',
    total: '$4,000+',
    contactWithin: '24 horas',
    reviewWithin: '24 a 48 horas',
    siteEvaluation: '1 a 2 semanas',
    installationTime: '2 a 4 horas',
    applyIn: '5 minutos',
    notice: '30 días',
    typicalStay: '15 minutos o más',
  });
});
