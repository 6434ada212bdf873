import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { Tooltip, TOOLTIP_OFFSET_PX, TOOLTIP_PLACEMENT } from './Tooltip';

// jsdom does no layout and has no ResizeObserver, which the positioning code watches.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

it('uses the spec placement and offset', () => {
  expect(TOOLTIP_PLACEMENT).toBe('top');
  expect(TOOLTIP_OFFSET_PX).toBe(8);
});

it('describes its trigger while the pointer rests on it', async () => {
  renderWithProviders(
    <Tooltip content="Weight in kilograms" openDelay={0}>
      <button type="button">kg</button>
    </Tooltip>,
  );
  const trigger = screen.getByRole('button', { name: 'kg' });
  fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Weight in kilograms');
  await waitFor(() => expect(trigger).toHaveAccessibleDescription('Weight in kilograms'));
});
