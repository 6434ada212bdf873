import { prebuiltFormValues } from './prebuiltFormValues';

const INITIAL = { email: 'from-the-link@example.com', password: '', remember: false, pets: 2 };

describe('prebuiltFormValues', () => {
  beforeEach(() => {
    document.body.innerHTML = `<form id="sign-in-form">
      <input name="email" type="email"><input name="password" type="password">
      <input name="remember" type="checkbox"><input name="pets" type="number" value="5">
    </form>`;
  });

  const field = (name: string) =>
    document.querySelector<HTMLInputElement>(`#sign-in-form [name=${name}]`) as HTMLInputElement;

  it('starts from what the visitor typed into the prebuilt form', () => {
    field('email').value = 'keeper@example.com';
    field('password').value = 'typed before the script';
    field('remember').checked = true;
    expect(prebuiltFormValues('sign-in-form', INITIAL)).toEqual({
      email: 'keeper@example.com',
      password: 'typed before the script',
      remember: true,
      // Only text and checkbox values are taken: a number keeps its initial value.
      pets: 2,
    });
  });

  it('keeps an initial value where the visitor typed nothing', () => {
    expect(prebuiltFormValues('sign-in-form', INITIAL)).toEqual(INITIAL);
  });

  it('keeps the initial values when no such form is in the page (a client navigation)', () => {
    field('email').value = 'someone@example.com';
    expect(prebuiltFormValues('another-form', INITIAL)).toEqual(INITIAL);
    expect(prebuiltFormValues('sign-in-form', INITIAL, null)).toEqual(INITIAL);
  });

  it('takes a text area and a chosen option, and leaves an unchosen select to its initial value', () => {
    document.body.innerHTML = `<form id="contact-form">
      <textarea name="message"></textarea>
      <select name="topic"><option value="">Choose</option><option value="clinics">Clinics</option></select>
      <select name="other"><option value="">Choose</option></select>
    </form>`;
    (document.querySelector('[name=message]') as HTMLTextAreaElement).value = 'My cat sneezes';
    (document.querySelector('[name=topic]') as HTMLSelectElement).value = 'clinics';
    expect(prebuiltFormValues('contact-form', { message: '', topic: '', other: 'kept' })).toEqual({
      message: 'My cat sneezes',
      topic: 'clinics',
      other: 'kept',
    });
  });
});
