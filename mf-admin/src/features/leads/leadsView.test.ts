import { leadsViewParams, nextSort, readLeadsView } from './leadsView';

describe('the leads workspace URL', () => {
  it('reads filters, sort and the API\'s cursor, and writes them back in a fixed order without defaults', () => {
    const view = readLeadsView(new URLSearchParams('q=%20cafe%20&cursor=abc.1&status=new&sort=businessName&pageSize=50&state=TX'));
    expect(view).toEqual({ filters: { q: 'cafe', status: 'new', state: 'TX' }, sort: 'businessName', cursor: 'abc.1', pageSize: 50 });
    expect(leadsViewParams(view).toString()).toBe('status=new&state=TX&q=cafe&sort=businessName&pageSize=50&cursor=abc.1');
    expect(leadsViewParams(readLeadsView(new URLSearchParams(''))).toString()).toBe('');
  });

  it('leaves out what it cannot use, so a hand-edited link still opens (a page number from an older link too)', () => {
    expect(readLeadsView(new URLSearchParams('page=3&pageSize=7&sort=password&q=&cursor=%20&admin=1'))).toEqual({
      filters: {},
      sort: '-createdAt',
      pageSize: 25,
    });
  });

  it('sorts a column ascending on the first click (dates newest first), reversed on the second', () => {
    expect(nextSort('-createdAt', 'businessName')).toBe('businessName');
    expect(nextSort('businessName', 'businessName')).toBe('-businessName');
    expect(nextSort('-businessName', 'businessName')).toBe('businessName');
    expect(nextSort('businessName', 'createdAt')).toBe('-createdAt');
    expect(nextSort('-createdAt', 'createdAt')).toBe('createdAt');
  });
});
