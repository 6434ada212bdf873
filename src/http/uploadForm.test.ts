import { uploadForm } from './uploadForm';

describe('uploadForm', () => {
  it('sends the fields that have a value, then the file as `file`', () => {
    const file = new File(['%PDF'], 'result.pdf', { type: 'application/pdf' });
    const form = uploadForm(file, {
      kind: 'lab_result',
      title: 'Blood panel',
      issued_on: null,
      notes: '',
      extra: undefined,
    });
    expect([...form.keys()]).toEqual(['kind', 'title', 'file']);
    expect(form.get('title')).toBe('Blood panel');
    expect((form.get('file') as File).name).toBe('result.pdf');
  });
});
