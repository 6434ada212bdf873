// Publishing asks the rebuild scheduler for a build, once per burst of changes.
import { contentChangeHandler } from './contentChangeHandler';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('coalesces a burst of changes into one rebuild request', () => {
  const request = jest.fn();
  const changed = contentChangeHandler({ request }, 2000);
  changed();
  jest.advanceTimersByTime(1500);
  changed();
  changed();
  expect(request).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2000);
  expect(request).toHaveBeenCalledTimes(1);
});
