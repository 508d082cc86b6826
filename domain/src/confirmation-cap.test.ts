import { confirmationCapKey } from './confirmation-cap';

describe('confirmationCapKey: one inbox, one key', () => {
  it.each([
    'victim@mail.example',
    'VICTIM@Mail.Example',
    'victim+a@mail.example',
    'victim+f+g@mail.example',
    'v.i.c.t.i.m@mail.example',
    'v.ictim+promo@mail.example',
    ' ｖｉｃｔｉｍ@mail.example ',
  ])('%j counts as victim@mail.example', (address) => {
    expect(confirmationCapKey(address)).toBe('victim@mail.example');
  });

  it('keeps other people and other domains apart', () => {
    expect(confirmationCapKey('victor@mail.example')).not.toBe(confirmationCapKey('victim@mail.example'));
    expect(confirmationCapKey('victim@other.example')).not.toBe(confirmationCapKey('victim@mail.example'));
  });
});
