import {
  applyScrollDecision,
  historyActionOf,
  scrollDecision,
  trackHistoryPops,
} from './scrollBehaviour';

describe('scrollDecision', () => {
  it('goes to the top on a new path', () => {
    expect(scrollDecision({ pathname: '/news/' }, { pathname: '/news/a/' })).toEqual({
      kind: 'top',
    });
  });

  it('goes to the anchor when the new URL has one', () => {
    expect(
      scrollDecision({ pathname: '/news/' }, { pathname: '/news/a/', hash: '#comments' }),
    ).toEqual({
      kind: 'anchor',
      id: 'comments',
    });
    expect(
      scrollDecision({ pathname: '/a/', hash: '#x' }, { pathname: '/a/', hash: '#y' }),
    ).toEqual({
      kind: 'anchor',
      id: 'y',
    });
    expect(scrollDecision(undefined, { pathname: '/a/', hash: '#%E3%81%82' })).toEqual({
      kind: 'anchor',
      id: 'あ',
    });
  });

  it('keeps the position when only the query changes', () => {
    expect(
      scrollDecision(
        { pathname: '/news/', search: '?a=1' },
        { pathname: '/news/', search: '?a=2' },
      ),
    ).toEqual({ kind: 'keep' });
    expect(
      scrollDecision(
        { pathname: '/news/', hash: '#x' },
        { pathname: '/news', search: '?p=2', hash: '#x' },
      ),
    ).toEqual({ kind: 'keep' });
  });

  it('restores the saved position on back and forward', () => {
    expect(scrollDecision({ pathname: '/a/' }, { pathname: '/b/', action: 'POP' })).toEqual({
      kind: 'restore',
    });
  });

  it('leaves the first load to the browser unless there is an anchor', () => {
    expect(scrollDecision(undefined, { pathname: '/a/' })).toEqual({ kind: 'keep' });
  });
});

describe('applyScrollDecision', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    document.body.innerHTML = '<h2 id="part-2">Part 2</h2>';
  });

  it('scrolls to the top and tells Gatsby not to scroll again', () => {
    expect(applyScrollDecision({ kind: 'top' })).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls the anchor into view, or to the top when it does not exist', () => {
    const target = document.getElementById('part-2')!;
    target.scrollIntoView = jest.fn();
    expect(applyScrollDecision({ kind: 'anchor', id: 'part-2' })).toBe(false);
    expect(target.scrollIntoView).toHaveBeenCalled();
    applyScrollDecision({ kind: 'anchor', id: 'missing' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position, or lets Gatsby restore a saved one', () => {
    expect(applyScrollDecision({ kind: 'keep' })).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(applyScrollDecision({ kind: 'restore' })).toBe(true);
  });
});

describe('history pops', () => {
  it('marks the entry back/forward landed on as a POP, for as long as it is shown', () => {
    trackHistoryPops();
    expect(historyActionOf({ key: '100' })).toBeUndefined();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { key: '100' } }));
    expect(historyActionOf({ key: '100' })).toBe('POP');
    expect(historyActionOf({ key: '100' })).toBe('POP');
    expect(historyActionOf({ key: '200' })).toBeUndefined();
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(historyActionOf({})).toBe('POP');
  });
});
