import { Formik } from 'formik';
import { showPrebuiltMarkup } from '../../test/prebuiltMarkup';
import { bindQueryChoices } from './queryChoices';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'general', label: 'General question' },
  { value: 'clinics', label: 'Veterinary clinics' },
];

function showTopicSelect(): HTMLSelectElement {
  showPrebuiltMarkup(
    <Formik initialValues={{ topic: '' }} onSubmit={() => undefined}>
      <SelectField
        name="topic"
        label="Topic"
        placeholder="Choose"
        options={OPTIONS}
        queryParam="topic"
      />
    </Formik>,
  );
  return document.querySelector('select[name="topic"]') as HTMLSelectElement;
}

describe('bindQueryChoices, on the select as the server draws it', () => {
  it('chooses the option the address names', () => {
    const select = showTopicSelect();
    bindQueryChoices(document, '?topic=clinics');
    expect(select.value).toBe('clinics');
  });

  it('ignores a value that is none of the options, or no value at all', () => {
    const select = showTopicSelect();
    bindQueryChoices(document, '?topic=<script>');
    expect(select.value).toBe('');
    bindQueryChoices(document, '?topic=');
    expect(select.value).toBe('');
  });

  it('leaves a choice the visitor already made', () => {
    const select = showTopicSelect();
    select.value = 'general';
    bindQueryChoices(document, '?topic=clinics');
    expect(select.value).toBe('general');
  });
});
