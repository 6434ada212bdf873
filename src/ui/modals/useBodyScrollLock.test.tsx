import { render } from '@testing-library/react';
import { useBodyScrollLock } from './useBodyScrollLock';

function Overlay({ open }: { open: boolean }) {
  useBodyScrollLock(open);
  return null;
}

it('stops the page scrolling while locked and gives back the overflow it found', () => {
  document.body.style.overflow = 'scroll';
  const { rerender, unmount } = render(<Overlay open={false} />);
  expect(document.body.style.overflow).toBe('scroll');
  rerender(<Overlay open />);
  expect(document.body.style.overflow).toBe('hidden');
  rerender(<Overlay open={false} />);
  expect(document.body.style.overflow).toBe('scroll');
  rerender(<Overlay open />);
  unmount();
  expect(document.body.style.overflow).toBe('scroll');
  document.body.style.overflow = '';
});
