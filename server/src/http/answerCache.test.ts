import { AnswerCache } from './answerCache';

const answer = (key: string, validator: string, chars: number) => ({
  key,
  validator,
  json: 'x'.repeat(chars),
});

describe('AnswerCache', () => {
  it('gives back an answer only under the key it was kept under, and forgets it under another', () => {
    const cache = new AnswerCache(100);
    cache.remember(1, answer('2026-06-01|900', '3', 10));
    expect(cache.candidate(1, '2026-06-01|900')?.validator).toBe('3');
    expect(cache.candidate(1, '2026-06-02|900')).toBeUndefined();
    expect(cache.candidate(1, '2026-06-01|900')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its characters, the least recently used out first', () => {
    const cache = new AnswerCache(30);
    cache.remember(1, answer('k', 'a', 10));
    cache.remember(2, answer('k', 'a', 10));
    cache.remember(3, answer('k', 'a', 10));
    expect(cache.candidate(1, 'k')).toBeDefined(); // 1 is now the most recently used
    cache.remember(4, answer('k', 'a', 10));
    expect(cache.candidate(2, 'k')).toBeUndefined();
    expect([1, 3, 4].map((id) => cache.candidate(id, 'k') !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    // A replaced answer gives its characters back.
    cache.remember(4, answer('k', 'b', 5));
    cache.remember(5, answer('k', 'a', 5));
    expect([1, 3, 4, 5].map((id) => cache.candidate(id, 'k') !== undefined)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('does not keep an answer larger than all it may hold', () => {
    const cache = new AnswerCache(10);
    cache.remember(1, answer('k', 'a', 5));
    cache.remember(2, answer('k', 'a', 11));
    expect(cache.candidate(2, 'k')).toBeUndefined();
    expect(cache.candidate(1, 'k')).toBeDefined();
  });
});
