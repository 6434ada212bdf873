// Stage 2c: a temperature in the message. A body temperature the keeper measured ("temp is 104.5", 「体温が40.8度」) becomes a
// finding: a fever, a very high temperature (severe fever) or a low one (cold body). Readings
// above 50 are taken as Fahrenheit. Thresholds are for dogs, cats and rabbits (normal about
// 38–39.2 °C; Merck Veterinary Manual): birds run hotter, so the very-high escalation in the
// knowledge base leaves them out. A hot day's temperature (30 °C / 86 °F or more) is heat exposure.
import type { LocatedFinding, Reading } from './factReading';

const READING_EN =
  /\b(?:body\s+|rectal\s+)?(?:temperature|temp|fever)\s*(?:is|was|of|at|reads?|reading|read|=|:|has been|went up to|up to|around|about|over|above|nearly|almost|\s)*\s*(\d{2,3}(?:\.\d{1,2})?)\s*(?:°|degrees?|deg)?\s*([cf])?\b/g;
// A temperature of the weather, a room or water is not the pet's ("it's 35 degrees outside").
const AMBIENT_EN =
  /\b(?:outside|outdoors|weather|forecast|room|house|flat|apartment|inside|indoors|car|air|water|bath|sun|sunny|heatwave|day|today|tonight|kitchen|garden|yard|cage|tank|vivarium|enclosure)\b/;
// Whose temperature: a low reading is only read as the pet's when the message says so.
const BODY_EN = /\b(?:his|her|its|their|body|rectal|rectally|thermometer)\b/;
// "it's 35 degrees outside", "95°F in the car": a number of degrees without the word temperature.
const DEGREES_EN = /\b(\d{2,3}(?:\.\d)?)\s*(?:°|degrees?|deg)\s*([cf])?\b/g;
const READING_JP =
  /(?:体温|熱)(?:が|は|を測ったら|を計ったら|測ったら|計ったら)?(?:約|およそ)?\s*(\d{2,3}(?:\.\d{1,2})?)\s*(?:度|℃|°C)/g;

/** Degrees Celsius from a reading, or null when the number is not a plausible body temperature. */
export function celsiusOf(value: number, unit?: string): number | null {
  const celsius = unit === 'f' || (unit !== 'c' && value > 50) ? ((value - 32) * 5) / 9 : value;
  return celsius >= 30 && celsius <= 45 ? celsius : null;
}

/** A finding for the temperature the match names, located where it is said. */
function temperatureFinding(
  reading: Reading,
  match: RegExpMatchArray,
  id: 'fever' | 'cold_body' | 'heat_exposure',
  severe = false,
): LocatedFinding {
  const start = match.index ?? 0;
  return {
    id,
    polarity: 'present',
    turnsAgo: reading.turnsAgo,
    start,
    end: start + match[0].length,
    sentence: reading.sentenceOf(start),
    evidence: match[0],
    ...(severe ? { severity: 'severe' as const } : {}),
  };
}

const sentenceAt = (reading: Reading, match: RegExpMatchArray): string =>
  reading.sentences[reading.sentenceOf(match.index ?? 0)] ?? '';

export function addBodyTemperature(reading: Reading, findings: LocatedFinding[]): void {
  const { locale, text } = reading;
  if (locale === 'en') addHotWeather(reading, findings);
  for (const m of text.matchAll(locale === 'en' ? READING_EN : READING_JP)) {
    const celsius = celsiusOf(Number(m[1]), m[2]?.toLowerCase());
    if (celsius === null) continue;
    const sentence = sentenceAt(reading, m);
    if (locale === 'en' && AMBIENT_EN.test(sentence)) {
      // Hot weather is an exposure of its own (the heat rules read it with the signs).
      if (celsius >= 30) findings.push(temperatureFinding(reading, m, 'heat_exposure'));
      continue;
    }
    if (celsius >= 39.5) findings.push(temperatureFinding(reading, m, 'fever', celsius >= 41));
    else if (celsius <= 37.2 && (locale === 'jp' || BODY_EN.test(sentence)))
      findings.push(temperatureFinding(reading, m, 'cold_body', celsius <= 35.5));
  }
}

/** A hot day said only in degrees ("35 degrees outside"), when no temperature reading covers it. */
function addHotWeather(reading: Reading, findings: LocatedFinding[]): void {
  for (const m of reading.text.matchAll(DEGREES_EN)) {
    const sentence = sentenceAt(reading, m);
    if (!AMBIENT_EN.test(sentence) || /\b(?:temperature|temp|fever)\b/.test(sentence)) continue;
    const celsius = celsiusOf(Number(m[1]), m[2]?.toLowerCase());
    if (celsius !== null && celsius >= 30)
      findings.push(temperatureFinding(reading, m, 'heat_exposure'));
  }
}
