// Home page hero and feature list in English. Icons come from the site's icon set.
import type { SeedHome } from './types';

export const HOME_EN: SeedHome = {
  heroTitle: 'Know when your pet needs a vet',
  heroSubtitle:
    'Describe what you are seeing and PetCare’s AI tells you how urgent it looks and why, in minutes. Then keep your pet’s health, weight and diet on track, ready to share with your vet.',
  ctaLabel: 'Check your pet’s symptoms',
  features: [
    {
      icon: 'stethoscope',
      path: '/si/',
      title: 'AI symptom checker',
      text: 'Answer a few questions about what is worrying you and get an urgency level, from “keep an eye on it” to “see a vet now”, with the reasons explained. Guidance, never a diagnosis.',
    },
    {
      icon: 'camera',
      path: '/si/image-analysis/',
      title: 'Photo analysis',
      text: 'Take a photo of a rash, a lump, a sore eye or a wound. PetCare checks right away that it is clear enough, asks a few questions about what you see and tells you how urgent your answers look. The photo stays with the result, ready to show your vet.',
    },
    {
      icon: 'file-text',
      path: '/my-pets/ai-health-report/',
      title: 'Health report',
      text: 'Turn your pet’s profile, symptoms, photos and weight history into a clear report you can download and take to your next appointment.',
    },
    {
      icon: 'scale',
      path: '/diet-and-healthy-plan/',
      title: 'Diet and weight plan',
      text: 'Track your pet’s weight and get a feeding and activity plan suited to their age, breed and lifestyle, with gentle reminders to stay on course.',
    },
  ],
};
