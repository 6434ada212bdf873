// What the diet screen says for pets the energy calculator does not cover. The published
// guidance for rabbits and birds is about what to feed, not calories; we give that guidance and
// no invented numbers. Sources: energySources.ts.
import type { EnergySourceId } from './energySources';
import type { Label, PetSpecies } from './species';

export interface FeedingGuidance {
  species: PetSpecies;
  /** Whether dailyEnergyPlan covers this species. */
  calculator: boolean;
  points: Label[];
  sources: EnergySourceId[];
}

/** Nuggets (pellets) for an adult rabbit: 20–25 g per kg of ideal body weight a day. */
export const RABBIT_PELLETS_GRAMS_PER_KG = { min: 20, max: 25 } as const;

export const FEEDING_GUIDANCE: Readonly<Record<PetSpecies, FeedingGuidance>> = {
  dog: {
    species: 'dog',
    calculator: true,
    points: [
      {
        en: 'The daily calories are a starting point: weigh your dog regularly and adjust the amount to keep an ideal body condition.',
        jp: '1日のカロリーは目安です。定期的に体重を量り、理想的な体型を保てるよう量を調整しましょう。',
      },
      {
        en: 'Treats and extras should stay under 10% of the day’s calories.',
        jp: 'おやつなどは1日のカロリーの10%未満にしましょう。',
      },
    ],
    sources: ['osuCalorieCalculator', 'aaha2021Nutrition', 'wsavaBodyCondition'],
  },
  cat: {
    species: 'cat',
    calculator: true,
    points: [
      {
        en: 'The daily calories are a starting point: weigh your cat regularly and adjust the amount to keep an ideal body condition.',
        jp: '1日のカロリーは目安です。定期的に体重を量り、理想的な体型を保てるよう量を調整しましょう。',
      },
      {
        en: 'Cats must never be starved to lose weight: a cat that stops eating can develop a serious liver disease (hepatic lipidosis). Lose weight slowly, with your vet.',
        jp: '猫を絶食させて減量してはいけません。食べない状態が続くと肝リピドーシス（脂肪肝）という重い病気になることがあります。減量は獣医師と相談しながらゆっくり進めましょう。',
      },
      {
        en: 'Treats and extras should stay under 10% of the day’s calories.',
        jp: 'おやつなどは1日のカロリーの10%未満にしましょう。',
      },
    ],
    sources: ['osuCalorieCalculator', 'aaha2021Nutrition', 'aaha2014WeightManagement'],
  },
  rabbit: {
    species: 'rabbit',
    calculator: false,
    points: [
      {
        en: 'Hay and grass should make up 85–90% of the diet: offer unlimited good feeding hay, at least a bundle as big as your rabbit every day.',
        jp: '食事の85〜90%は牧草（乾草・生草）にしましょう。良質な牧草を食べ放題にし、毎日少なくともうさぎの体と同じくらいの量を与えます。',
      },
      {
        en: 'Pellets (nuggets) are a small measured extra: 20–25 g per kg of ideal body weight a day.',
        jp: 'ペレットは量を決めて少しだけ：理想体重1kgあたり1日20〜25gが目安です。',
      },
      {
        en: 'Give a portion of fresh leafy greens and herbs every day; fruit and root vegetables such as carrots only as occasional small treats.',
        jp: '葉物野菜やハーブを毎日少し与えましょう。果物やにんじんなどの根菜は、ときどき少量のおやつ程度にします。',
      },
      {
        en: 'A rabbit that stops eating or passing droppings needs a vet the same day.',
        jp: '食べない、またはうんちが出ないうさぎは、その日のうちに動物病院を受診してください。',
      },
    ],
    sources: ['rabbitAwarenessWeek'],
  },
  bird: {
    species: 'bird',
    calculator: false,
    points: [
      {
        en: 'Seed-only diets lack vitamins and minerals: for parrots and parakeets, a formulated (pelleted) diet with fresh vegetables is the usual base. Change a diet gradually, with your avian vet.',
        jp: 'シードだけの食事はビタミンやミネラルが不足します。インコやオウムでは、総合栄養食のペレットと新鮮な野菜を基本にするのが一般的です。食事の切り替えは鳥を診られる獣医師と相談して少しずつ行いましょう。',
      },
      {
        en: 'Needs differ a lot between species (a finch, a budgerigar, a macaw): ask an avian vet for your bird’s diet.',
        jp: 'フィンチ、セキセイインコ、コンゴウインコなど種類によって必要な食事は大きく違います。鳥を診られる獣医師に相談しましょう。',
      },
      {
        en: 'Weigh your bird in grams regularly, at the same time of day: weight loss is often the first sign of illness in birds.',
        jp: '同じ時間帯に定期的にグラム単位で体重を量りましょう。鳥では体重の減少が病気の最初のサインであることがよくあります。',
      },
    ],
    sources: ['aavBirdNutrition'],
  },
  other: {
    species: 'other',
    calculator: false,
    points: [
      {
        en: 'The calorie calculator is for dogs and cats. For other animals, ask a vet who treats that species about the right diet and amount.',
        jp: 'カロリー計算は犬と猫のためのものです。そのほかの動物の食事と量については、その動物を診られる獣医師に相談してください。',
      },
    ],
    sources: [],
  },
};

/** Pellet range a day for an adult rabbit of this ideal weight, whole grams. */
export function rabbitPelletGrams(idealWeightGrams: number): { min: number; max: number } | null {
  if (!Number.isFinite(idealWeightGrams) || idealWeightGrams <= 0) return null;
  const kilograms = idealWeightGrams / 1000;
  return {
    min: Math.round(kilograms * RABBIT_PELLETS_GRAMS_PER_KG.min),
    max: Math.round(kilograms * RABBIT_PELLETS_GRAMS_PER_KG.max),
  };
}
