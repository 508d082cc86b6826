import { leadSearchTerms, leadSearchWords } from './lead-query';
import { telHref } from './phone';
import { searchWordsMatch } from '../shared/search-words';

const lead = { businessName: 'Café Ünïcode & Sons', contactPerson: 'José Núñez', email: 'Jose.Nunez@Blue-Door.COM', phone: '+1 (512) 555-0100', location: 'Austin, TX' };

describe('the leads workspace search rule (leadSearchWords, leadSearchTerms, searchWordsMatch)', () => {
  it('stores the folded words of each field, the e-mail parts and the phone digit runs, sorted and unique', () => {
    expect(leadSearchWords(lead)).toEqual(
      [
        ...['cafe', 'unicode', 'sons', 'jose', 'nunez', 'austin', 'tx'],
        ...['blue', 'door', 'com', 'josenunez', 'bluedoor'],
        ...['1', '512', '555', '0100', '5125550100', '15125550100', '5550100'],
      ].sort(),
    );
  });

  it('matches when every term starts a word, in any order and case, never mid-word', () => {
    const words = leadSearchWords(lead);
    const finds = (text: string) => searchWordsMatch(words, leadSearchTerms(text));
    expect(finds('CAFÉ')).toBe(true);
    expect(finds('nunez jos')).toBe(true);
    expect(finds('jose.nunez@blue-door')).toBe(true);
    expect(finds('afe')).toBe(false);
    expect(finds('cafe dallas')).toBe(false);
    expect(finds('  &  ')).toBe(false);
  });

  it('finds a phone number by its digits, however either is written, with or without the country code', () => {
    for (const phone of ['(512) 555-0100', '512.555.0100', '5125550100', '+1 512 555 0100', '1-512-555-0100']) {
      const words = leadSearchWords({ ...lead, phone });
      const finds = (text: string) => searchWordsMatch(words, leadSearchTerms(text));
      for (const text of ['5125550100', '512-555-0100', '+1 512 555 0100', '(512) 555', '15125550100', '555-0100', '5550100', '0100', '512']) {
        expect({ phone, text, found: finds(text) }).toEqual({ phone, text, found: true });
      }
      for (const text of ['5125550101', '(512) 556', '1-512-556', '550100']) {
        expect({ phone, text, found: finds(text) }).toEqual({ phone, text, found: false });
      }
    }
  });

  it('finds an e-mail address by any of its parts', () => {
    const words = leadSearchWords({ ...lead, email: 'dana@bluedoor.example' });
    const finds = (text: string) => searchWordsMatch(words, leadSearchTerms(text));
    for (const text of ['bluedoor', 'dana@', 'dana@bluedoor.example', '@bluedoor.example', 'example', 'blue']) expect({ text, found: finds(text) }).toEqual({ text, found: true });
    expect(finds('door')).toBe(false);
    // Typed without the dash or dot.
    expect(searchWordsMatch(leadSearchWords(lead), leadSearchTerms('josenunez@bluedoor'))).toBe(true);
  });

  it('reads text of digits and phone punctuation as one number, anything else as words', () => {
    expect(leadSearchTerms(' +1 (512) 555-0100 ')).toEqual(['15125550100']);
    expect(leadSearchTerms('512 Main')).toEqual(['512', 'main']);
    expect(leadSearchTerms('()-')).toEqual([]);
    expect(leadSearchTerms('.*')).toEqual([]);
  });
});

describe('telHref (the lead page calls a number)', () => {
  it('dials a US number with +1 however it was written; another number as given', () => {
    for (const phone of ['(512) 555-0101', '512.555.0101', '+1 512 555 0101', '1-512-555-0101']) expect(telHref(phone)).toBe('tel:+15125550101');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('555-0101')).toBe('tel:5550101');
  });
});
