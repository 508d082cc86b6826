import {
  APPLICATION_STAGES,
  OFFER_PROMISES,
  OFFER_TEXT,
  OFFER_VALUES,
  applicationNextStep,
  applicationStepText,
  formatVisitTime,
  visitNotice,
} from '@powernest/domain';
import { BOOKING_HORIZON_DAYS as DOMAIN_HORIZON } from '@powernest/domain/visits';
import { translator } from '@powernest/shared-ui/i18n';
import { EN } from './en-US';
import { ES } from './es-US';
import { BOOKING_HORIZON_DAYS, partnershipFigures } from './figures';
import { PARTNERSHIP_TEXT } from './index';
import { dateOnly, nextStepText, visitTimeIn } from '../features/application-status/statusText';

const english = translator(PARTNERSHIP_TEXT, 'en-US');
const spanish = translator(PARTNERSHIP_TEXT, 'es-US');
const EN_FIGURES = partnershipFigures('en-US');
const ES_FIGURES = partnershipFigures('es-US');

it('has a Spanish text for every English one, and none English has not', () => {
  expect(Object.keys(ES).sort()).toEqual(Object.keys(EN).sort());
});

it('formats every message in both languages with the figures (ICU syntax, no value missing)', () => {
  const values = { ...ES_FIGURES, count: 2, number: 1, step: 2, category: 'cost', label: 'cost', value: 5, min: 1, max: 2, monthly: '$1', yearly: '$12', customers: '50', spending: '$25', minutes: '30', satisfaction: '70%', business: 'Café', received: 'x', stage: 'x', when: 'x', date: 'x', time: 'x', zone: 'x', message: 'x', areas: 'x', brand: 'x' };
  for (const id of Object.keys(EN) as (keyof typeof EN)[]) {
    expect(() => english(id, values)).not.toThrow();
    expect(spanish(id, values)).not.toMatch(/[{}]/);
  }
});

it('quotes the offer\'s figures unchanged in English', () => {
  expect(english('offer.totalFree', EN_FIGURES)).toBe(OFFER_VALUES.total);
  expect(english('faq.installation-time.answer', EN_FIGURES)).toContain(`${OFFER_TEXT.installationTakes} and is scheduled`);
  expect(english('faq.partnership-end.answer', EN_FIGURES)).toContain(`with ${OFFER_PROMISES.terminationNotice} notice`);
  expect(english('faq.cost-free.answer', EN_FIGURES)).toContain('(worth $3,000-$5,000) and its professional installation (a $500 value) are provided at no charge: more than $4,000 of value');
  expect(english('wizard.stepOf', { step: 2, count: 4 })).toBe(applicationStepText(2));
  expect(english('status.noSlots', EN_FIGURES)).toContain('in the next 30 days.');
  expect(english('status.notFoundIntro', EN_FIGURES)).toContain('(links work for 180 days;');
  expect(english('status.tooLateToChange', EN_FIGURES)).toBe('It is less than 24 hours away: to change it, please call us.');
});

it('writes the figures for es-US in Spanish, from the domain\'s numbers', () => {
  expect(spanish('offer.totalFree', ES_FIGURES)).toBe('$4,000+ GRATIS');
  expect(spanish('process.glance.value', ES_FIGURES)).toBe('Equipo ($3,000-$5,000) e instalación ($500)');
  expect(spanish('faq.partnership-apply.answer', ES_FIGURES)).toContain('la revisamos en un plazo de 24 a 48 horas y nos comunicamos con usted en menos de 24 horas');
  expect(spanish('faq.installation-time.answer', ES_FIGURES)).toContain('La instalación toma 2 a 4 horas');
  expect(spanish('process.step.review.text', ES_FIGURES)).toContain('suelen quedarse 15 minutos o más');
  expect(spanish('status.noSlots', ES_FIGURES)).toContain('en los próximos 30 días');
  expect(spanish('faq.count.category', { count: 1, category: 'liability', label: '' })).toBe('Se muestra 1 pregunta sobre la responsabilidad');
  expect(BOOKING_HORIZON_DAYS).toBe(DOMAIN_HORIZON);
});

describe('the status page, keyed by the stage', () => {
  const receivedAt = new Date('2026-11-27T15:00:00.000Z');
  it('says in English what the API says', () => {
    for (const stage of APPLICATION_STAGES) {
      for (const booked of [false, true]) {
        const visit = booked ? { start: receivedAt, end: receivedAt, timeZone: 'America/Chicago', canChange: true, changeUntil: receivedAt } : undefined;
        expect(nextStepText({ stage, visit }, english, EN_FIGURES)).toBe(applicationNextStep(stage, receivedAt, booked).text);
      }
    }
  });

  it('writes a visit\'s time as the domain does in English, and by Intl in Spanish', () => {
    expect(visitTimeIn(receivedAt, 'America/Chicago', 'en-US', english)).toBe(formatVisitTime(receivedAt, 'America/Chicago'));
    expect(visitTimeIn(receivedAt, 'America/Chicago', 'es-US', spanish)).toMatch(/^viernes, 27 de noviembre de 2026, 9:00/);
    expect(dateOnly(receivedAt, 'America/Chicago', 'es-US')).toBe('27 de noviembre de 2026');
  });

  it('words the booked-visit notice as the site server does in English', () => {
    const visit = { start: receivedAt, timeZone: 'America/Chicago' };
    expect({ title: english('status.visitBooked.title'), description: english('status.visitBooked.text', { ...EN_FIGURES, when: visitTimeIn(receivedAt, visit.timeZone, 'en-US', english) }) }).toEqual(visitNotice({ visit }));
    expect({ title: english('status.visitCancelled.title'), description: english('status.visitCancelled.text') }).toEqual(visitNotice({}));
  });
});
