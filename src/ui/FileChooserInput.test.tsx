import { fireEvent } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../test/renderWithProviders';
import { FileChooserInput } from './FileChooserInput';

it('hands over every chosen file, empties itself, and says nothing when nothing was chosen', () => {
  const onFiles = jest.fn();
  const input = createRef<HTMLInputElement>();
  renderWithProviders(<FileChooserInput ref={input} multiple accept=".pdf" onFiles={onFiles} />);
  const files = [
    new File(['a'], 'a.pdf', { type: 'application/pdf' }),
    new File(['b'], 'b.pdf', { type: 'application/pdf' }),
  ];
  expect(input.current).toHaveAttribute('type', 'file');
  expect(input.current).toHaveAttribute('accept', '.pdf');
  fireEvent.change(input.current!, { target: { files } });
  expect(onFiles).toHaveBeenCalledWith(files);
  expect(input.current!.value).toBe('');
  fireEvent.change(input.current!, { target: { files: [] } });
  expect(onFiles).toHaveBeenCalledTimes(1);
});
