import { inboxKey } from './inbox';

describe('inboxKey: one inbox, one key', () => {
  it.each([
    'victim@mail.example',
    'VICTIM@Mail.Example',
    'victim+a@mail.example',
    'victim+f+g@mail.example',
    'v.i.c.t.i.m@mail.example',
    'v.ictim+promo@mail.example',
    ' ｖｉｃｔｉｍ@mail.example ',
    'victim@mail.example.',
  ])('%j counts as victim@mail.example', (address) => {
    expect(inboxKey(address)).toBe('victim@mail.example');
  });

  it.each(['victim@gmail.com', 'Vic.Tim+x@googlemail.com', 'victim@GoogleMail.com'])('%j counts as the Gmail inbox victim@gmail.com', (address) => {
    expect(inboxKey(address)).toBe('victim@gmail.com');
  });

  it('keeps other people and other domains apart', () => {
    expect(inboxKey('victor@mail.example')).not.toBe(inboxKey('victim@mail.example'));
    expect(inboxKey('victim@other.example')).not.toBe(inboxKey('victim@mail.example'));
  });
});
