import { APPLICANT_EMAIL_TEXTS } from './applicant-email-texts';
import { APPLICANT_STATUS_EMAIL_TEXTS } from './applicant-status-email-texts';

// No English left in what a Spanish applicant's mail client shows first (issue #40 §7): every
// subject and every attachment's name, beside their English ones.
const ENGLISH = /\b(your|our|the|site|visit|booked|moved|cancell?ed|application|received|installed|closed|link|invite|kiosk)\b/i;
const WHEN = 'martes, 1 de diciembre de 2026, 9:00 a.m. CST';

function subjectsAndNames(language: 'en-US' | 'es-US'): string[] {
  const status = APPLICANT_STATUS_EMAIL_TEXTS[language];
  return [
    APPLICANT_EMAIL_TEXTS[language].subject,
    status.statusLink.subject,
    ...Object.values(status.visit.subject).map((subject) => subject(WHEN)),
    ...Object.values(status.visit.attachmentName),
    ...Object.values(status.statusUpdate.subject),
  ];
}

describe('a Spanish applicant\'s e-mail subjects and attachment names', () => {
  it('are Spanish: none reads as its English one or carries an English word', () => {
    const spanish = subjectsAndNames('es-US');
    const english = new Set(subjectsAndNames('en-US'));
    expect(spanish.filter((words) => english.has(words) || ENGLISH.test(words.replace(/^PowerNest/, '').replace(/\.ics$/, '')))).toEqual([]);
  });

  it('finds the English ones (the check itself works)', () => {
    expect(subjectsAndNames('en-US').filter((words) => ENGLISH.test(words)).length).toBeGreaterThan(5);
  });
});
