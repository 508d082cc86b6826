import { leadSearchWords } from './lead-query';
import { searchWords, searchWordsMatch } from './search-words';

const lead = { businessName: 'Café Ünïcode & Sons', contactPerson: 'José Núñez', email: 'Jose.Nunez@Example.COM', phone: '+1 (512) 555-0100', location: 'Austin, TX' };

describe('the leads workspace search rule (leadSearchWords, searchWordsMatch)', () => {
  it('stores the folded words of each field, the e-mail parts and the phone digits, sorted and unique', () => {
    expect(leadSearchWords(lead)).toEqual(
      ['0100', '1', '15125550100', '512', '555', '5125550100', 'austin', 'cafe', 'com', 'example', 'jose', 'nunez', 'sons', 'tx', 'unicode'].sort(),
    );
  });

  it('matches when every term starts a word, in any order and case, never mid-word', () => {
    const words = leadSearchWords(lead);
    const finds = (text: string) => searchWordsMatch(words, searchWords(text));
    expect(finds('CAFÉ')).toBe(true);
    expect(finds('nunez jos')).toBe(true);
    expect(finds('jose.nunez@example')).toBe(true);
    expect(finds('512555')).toBe(true);
    expect(finds('(512) 555-01')).toBe(true);
    expect(finds('afe')).toBe(false);
    expect(finds('cafe dallas')).toBe(false);
    expect(finds('  &  ')).toBe(false);
  });
});
