import { fireEvent } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PetPhotoInput, PHOTO_ACCEPT } from './PetPhotoInput';

it('hands over the chosen photo and is ready for the same file again', () => {
  const onFile = jest.fn();
  const input = createRef<HTMLInputElement>();
  renderWithProviders(<PetPhotoInput ref={input} onFile={onFile} />);
  const file = new File(['jpeg'], 'miso.jpg', { type: 'image/jpeg' });
  expect(input.current).toHaveAttribute('accept', PHOTO_ACCEPT);
  fireEvent.change(input.current!, { target: { files: [file] } });
  expect(onFile).toHaveBeenCalledWith(file);
  expect(input.current!.value).toBe('');
  fireEvent.change(input.current!, { target: { files: [] } });
  expect(onFile).toHaveBeenCalledTimes(1);
});
