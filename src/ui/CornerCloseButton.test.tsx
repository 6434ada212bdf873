import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { CornerCloseButton } from './CornerCloseButton';

it('is a button named by its label that answers a click, without submitting a form', () => {
  const onClick = jest.fn();
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <CornerCloseButton aria-label="Close" onClick={onClick} />
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});
