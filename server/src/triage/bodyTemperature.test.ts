// Temperatures in a message: the pet's measured temperature, in °C or °F, in English or Japanese,
// and a hot day's temperature, which is not the pet's.
import { celsiusOf } from './bodyTemperature';
import { triage } from './triage';
import type { PetProfile } from './types';

const dog: PetProfile = { species: 'dog', breed: null };
const bird: PetProfile = { species: 'bird', breed: null };
const answer = (message: string, pet: PetProfile = dog) => triage({ message, pet });
const finding = (message: string, id: string, pet: PetProfile = dog) =>
  answer(message, pet).findings.find((f) => f.id === id);

describe('a measured body temperature', () => {
  it('reads Fahrenheit above 50 and refuses numbers no body has', () => {
    expect(celsiusOf(104)).toBeCloseTo(40, 0);
    expect(celsiusOf(39.1)).toBe(39.1);
    expect(celsiusOf(100, 'c')).toBeNull();
    expect(celsiusOf(12)).toBeNull();
  });

  it.each([
    ['his temperature is 41.5 and he is lethargic', 'emergency'],
    ['rectal temp 106F', 'emergency'],
    ['体温が41.3度あります', 'emergency'],
    ['her temp was 40.1', 'within_24h'],
    ['熱が40度あって元気がない', 'within_24h'],
  ])('%s → %s', (message, level) => {
    expect(answer(message).level).toBe(level);
    expect(finding(message, 'fever')?.polarity).toBe('present');
  });

  it('a normal reading is no fever', () => {
    expect(finding('his temperature is 38.6, he is itchy', 'fever')).toBeUndefined();
  });

  it('a low reading is the pet cold only when the message says whose it is', () => {
    expect(finding('her temperature was 35 and she is weak', 'cold_body')?.severity).toBe('severe');
    expect(answer('her temperature was 35 and she is weak').level).toBe('emergency');
    expect(finding('temperature 35', 'cold_body')).toBeUndefined();
  });

  it('a bird runs hotter: 41.5 °C is not an emergency by itself', () => {
    expect(answer('his temperature is 41.5', bird).level).not.toBe('emergency');
  });
});

describe("the weather's temperature", () => {
  it('is heat exposure, read with the signs, and never the pet fever', () => {
    const hot = "it's 35 degrees outside and he is panting heavily";
    expect(finding(hot, 'heat_exposure')?.polarity).toBe('present');
    expect(finding(hot, 'fever')).toBeUndefined();
    expect(answer(hot).level).toBe('emergency');
    expect(finding('it was 95°F in the car', 'heat_exposure')?.polarity).toBe('present');
  });

  it('a cool day is nothing', () => {
    expect(finding('it is 20 degrees outside, can we walk?', 'heat_exposure')).toBeUndefined();
    expect(finding('the temperature today is 15', 'cold_body')).toBeUndefined();
  });
});
