import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../test/renderWithProviders';
import { TitledCard } from './TitledCard';

it('is a region named by its heading, with the intro, badge, action and content', () => {
  renderWithProviders(
    <TitledCard
      title="Reminders"
      intro="What is due soon"
      badge={<span>New</span>}
      action={<button type="button">Add</button>}
    >
      <p>Vaccination on Friday</p>
    </TitledCard>,
  );
  const region = screen.getByRole('region', { name: 'Reminders' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Reminders' }));
  expect(region).toHaveTextContent('What is due soon');
  expect(region).toHaveTextContent('New');
  expect(region).toContainElement(screen.getByRole('button', { name: 'Add' }));
  expect(region).toHaveTextContent('Vaccination on Friday');
});

it('hands its heading to a screen that moves focus there', () => {
  const heading = createRef<HTMLHeadingElement>();
  renderWithProviders(<TitledCard ref={heading} title="Payout" />);
  heading.current?.focus();
  expect(screen.getByRole('heading', { name: 'Payout' })).toHaveFocus();
});

it('without a title is no named region', () => {
  renderWithProviders(
    <TitledCard>
      <p>Only content</p>
    </TitledCard>,
  );
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByText('Only content')).toBeInTheDocument();
});
