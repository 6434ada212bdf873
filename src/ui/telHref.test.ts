import { telHref } from './telHref';

describe('telHref', () => {
  it('keeps the digits and the leading + of an international number', () => {
    expect(telHref('+44 20 7946 0123')).toBe('tel:+442079460123');
    expect(telHref(' +81 (3) 1234-5678 ')).toBe('tel:+81312345678');
  });

  it('dials a national number as written, without its separators', () => {
    expect(telHref('03-1234-5678')).toBe('tel:0312345678');
    expect(telHref('020 7946 0123')).toBe('tel:02079460123');
  });

  it('drops a + that is not at the start', () => {
    expect(telHref('0800+123')).toBe('tel:0800123');
  });
});
