// The published guidance the calculators follow, named once so that screens can cite it.

export interface GuidanceSource {
  id: string;
  title: string;
  publisher: string;
  url: string;
}

export const ENERGY_SOURCES = {
  osuCalorieCalculator: {
    id: 'osuCalorieCalculator',
    title: 'Basic Calorie Calculator (RER and the life-stage factor tables for dogs and cats)',
    publisher: 'The Ohio State University Veterinary Medical Center, Nutrition Support Service',
    url: 'https://vet.osu.edu/vmc/companion/our-services/nutrition-support-service/basic-calorie-calculator',
  },
  aaha2014WeightManagement: {
    id: 'aaha2014WeightManagement',
    title:
      '2014 AAHA Weight Management Guidelines for Dogs and Cats (J Am Anim Hosp Assoc 50:1–11)',
    publisher: 'American Animal Hospital Association',
    url: 'https://www.aaha.org/resources/2014-aaha-weight-management-guidelines-for-dogs-and-cats/',
  },
  aaha2021Nutrition: {
    id: 'aaha2021Nutrition',
    title:
      '2021 AAHA Nutrition and Weight Management Guidelines for Dogs and Cats (J Am Anim Hosp Assoc 57:153–178)',
    publisher: 'American Animal Hospital Association',
    url: 'https://www.aaha.org/resources/2021-aaha-nutrition-and-weight-management-guidelines/',
  },
  wsavaBodyCondition: {
    id: 'wsavaBodyCondition',
    title: 'Body Condition Score charts, dog and cat (9-point scale, after Laflamme 1997)',
    publisher: 'WSAVA Global Nutrition Committee',
    url: 'https://wsava.org/global-guidelines/global-nutrition-guidelines/',
  },
  rabbitAwarenessWeek: {
    id: 'rabbitAwarenessWeek',
    title: 'Hay & grass — the feeding plan for rabbits',
    publisher: 'Rabbit Awareness Week (with the Rabbit Welfare Association & Fund)',
    url: 'http://www.rabbitawarenessweek.co.uk/diet/the-excel-feeding-plan/hay-and-grass/',
  },
  aavBirdNutrition: {
    id: 'aavBirdNutrition',
    title: 'Basic care and nutrition of companion birds',
    publisher: 'Association of Avian Veterinarians',
    url: 'https://www.aav.org/page/basiccare',
  },
} as const satisfies Record<string, GuidanceSource>;

export type EnergySourceId = keyof typeof ENERGY_SOURCES;
