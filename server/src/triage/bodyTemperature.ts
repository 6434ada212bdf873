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

export function addBodyTemperature(reading: Reading, findings: LocatedFinding[]): void {
  const { locale, text, sentenceOf, turnsAgo } = reading;
  if (locale === 'en') addHotWeather(reading, findings);
  for (const m of text.matchAll(locale === 'en' ? READING_EN : READING_JP)) {
    const celsius = celsiusOf(Number(m[1]), m[2]?.toLowerCase());
    if (celsius === null) continue;
    const start = m.index ?? 0;
    const sentence = reading.sentences[sentenceOf(start)] ?? '';
    if (locale === 'en' && AMBIENT_EN.test(sentence)) {
      // Hot weather is an exposure of its own (the heat rules read it with the signs).
      if (celsius >= 30)
        findings.push({
          id: 'heat_exposure',
          polarity: 'present',
          turnsAgo,
          start,
          end: start + m[0].length,
          sentence: sentenceOf(start),
          evidence: m[0],
        });
      continue;
    }
    if (locale === 'en' && celsius <= 37.2 && !BODY_EN.test(sentence)) continue;
    const at = { start, end: start + m[0].length, sentence: sentenceOf(start), evidence: m[0] };
    if (celsius >= 39.5)
      findings.push({
        id: 'fever',
        polarity: 'present',
        turnsAgo,
        ...at,
        ...(celsius >= 41 ? { severity: 'severe' as const } : {}),
      });
    else if (celsius <= 37.2)
      findings.push({
        id: 'cold_body',
        polarity: 'present',
        turnsAgo,
        ...at,
        ...(celsius <= 35.5 ? { severity: 'severe' as const } : {}),
      });
  }
}

/** A hot day said only in degrees ("35 degrees outside"), when no temperature reading covers it. */
function addHotWeather(reading: Reading, findings: LocatedFinding[]): void {
  const { text, sentenceOf, turnsAgo } = reading;
  for (const m of text.matchAll(DEGREES_EN)) {
    const start = m.index ?? 0;
    const sentence = reading.sentences[sentenceOf(start)] ?? '';
    if (!AMBIENT_EN.test(sentence) || /\b(?:temperature|temp|fever)\b/.test(sentence)) continue;
    const celsius = celsiusOf(Number(m[1]), m[2]?.toLowerCase());
    if (celsius === null || celsius < 30) continue;
    findings.push({
      id: 'heat_exposure',
      polarity: 'present',
      turnsAgo,
      start,
      end: start + m[0].length,
      sentence: sentenceOf(start),
      evidence: m[0],
    });
  }
}
