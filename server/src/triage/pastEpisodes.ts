// Stage 2b: a sign told as history ("he had a seizure last year but has been fine since",
// 去年一度けいれんしたけど、それ以来元気). It happened long ago and has not come back: not a sign
// of today. A keeper who also says it is back ("…and again today") keeps it.
import type { LocatedFinding, Reading } from './factReading';

const PAST_EN =
  /\b(?:last (?:year|month|summer|winter|spring|autumn|fall|christmas)|(?:a|one|two|three|four|five|six|\d+|a few|several|a couple of|many) (?:years?|months?) ago|years ago|months ago|as a (?:puppy|kitten|baby)|when (?:he|she|it) was (?:a |very )?(?:puppy|kitten|young|little|small|baby))\b/g;
const PAST_JP =
  /去年|昨年|一昨年|(?:[0-9]+|数|何|一|二|三|半)(?:年|ヶ月|か月|カ月|ヵ月|ケ月)(?:くらい|ほど|ぐらい)?前|子犬の(?:頃|時|とき)|子猫の(?:頃|時|とき)|小さい(?:頃|時|とき)/g;
const SINCE_WELL_EN =
  /\b(?:(?:fine|good|ok|okay|normal|healthy|well|great) (?:ever )?since|since then|(?:has|have|had)(?: not|n't) (?:had|happened|done)(?: (?:one|it|that|any))?(?: (?:again|since))|never (?:again|happened again|had (?:one|another)))\b/;
const SINCE_WELL_JP =
  /それ以来|それから(?:は)?(?:元気|何も|一度も|問題)|その後は?(?:元気|何も|一度も|問題|再発)|以降は?(?:元気|何も|一度も|問題)|今は元気|今は何とも|再発(?:は)?(?:して(?:い)?ない|なし)/;
const BACK_AGAIN_EN =
  /\b(?:today|this (?:morning|afternoon|evening)|tonight|yesterday|last night|again|another one|just (?:had|now)|(?:an|\d+|a few|two|three) (?:hours?|minutes?) ago|is back|came back|coming back|happening again)\b/;
const BACK_AGAIN_JP = /今日|今朝|さっき|先ほど|昨日|昨夜|また|再び|今も|今度は|ぶり|再発した/;

export function markPastEpisodes(reading: Reading, findings: LocatedFinding[]): void {
  const { locale, text, sentenceOf } = reading;
  const sinceWell = (locale === 'en' ? SINCE_WELL_EN : SINCE_WELL_JP).exec(text);
  if (!sinceWell) return;
  if ((locale === 'en' ? BACK_AGAIN_EN : BACK_AGAIN_JP).test(text)) return;
  for (const past of text.matchAll(locale === 'en' ? PAST_EN : PAST_JP)) {
    const sentence = sentenceOf(past.index ?? 0);
    // The signs told with that time, up to where the keeper says it has not come back.
    const until = sentenceOf(sinceWell.index) === sentence ? sinceWell.index : Infinity;
    for (const finding of findings)
      if (finding.sentence === sentence && finding.end <= until && finding.polarity !== 'absent')
        finding.polarity = 'absent';
  }
}
