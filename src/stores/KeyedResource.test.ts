import { KeyedResource } from './KeyedResource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('KeyedResource', () => {
  it("keeps only the last pet's answer when the keeper switches quickly", async () => {
    const answers = new Map([
      ['biscuit', deferred<string>()],
      ['miso', deferred<string>()],
    ]);
    const resource = new KeyedResource((key) => answers.get(key)!.promise);
    const first = resource.load('biscuit');
    const second = resource.load('miso');
    answers.get('miso')!.resolve("Miso's visits");
    answers.get('biscuit')!.resolve("Biscuit's visits");
    await Promise.all([first, second]);
    expect(resource.valueFor('miso')).toBe("Miso's visits");
    expect(resource.valueFor('biscuit')).toBeNull();
  });

  it('asks once for what it holds, again when forced, and keeps showing it meanwhile', async () => {
    let calls = 0;
    const resource = new KeyedResource(async (key) => `${key} #${++calls}`);
    await resource.load('a');
    await resource.load('a');
    expect(resource.value).toBe('a #1');
    const again = resource.load('a', { force: true });
    expect(resource.value).toBe('a #1');
    await again;
    expect(resource.value).toBe('a #2');
  });

  it("drops another key's value at once and says when loading failed", async () => {
    const resource = new KeyedResource(async (key) => {
      if (key === 'broken') throw new Error('500');
      return key;
    });
    await resource.load('a');
    const loading = resource.load('broken');
    expect(resource.value).toBeNull();
    await loading;
    expect(resource.state).toBe('failed');
    resource.update('a', (v) => `${v}!`);
    expect(resource.value).toBeNull();
  });

  it('holds what a write answered, and an answer still on its way for before is dropped', async () => {
    let release: (value: string) => void = () => undefined;
    const resource = new KeyedResource<string | null>(
      () => new Promise<string | null>((resolve) => (release = resolve)),
    );
    const loading = resource.load('a');
    resource.set('a', 'saved');
    release('stale');
    await loading;
    expect(resource.valueFor('a')).toBe('saved');
    expect(resource.state).toBe('ready');
  });
});
