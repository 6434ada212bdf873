// Photos of the demo pets, drawn at seed time (an SVG scene rendered by sharp): nothing is
// downloaded, and every start makes the same pictures.
import sharp from 'sharp';

export interface DemoScene {
  /** Top and bottom of the sky. */
  sky: [string, string];
  ground: string;
  /** Coat colour of the animal. */
  coat: string;
  animal: 'dog' | 'cat';
  /** 0–1: where the animal stands across the picture. */
  x: number;
  sun?: boolean;
}

const WIDTH = 960;
const HEIGHT = 720;

function dog(x: number, coat: string): string {
  const cx = x * WIDTH;
  return `<g fill="${coat}" stroke="#00000022" stroke-width="3">
    <ellipse cx="${cx}" cy="470" rx="150" ry="78"/>
    <rect x="${cx - 120}" y="500" width="34" height="120" rx="14"/>
    <rect x="${cx - 60}" y="505" width="34" height="118" rx="14"/>
    <rect x="${cx + 40}" y="505" width="34" height="118" rx="14"/>
    <rect x="${cx + 95}" y="500" width="34" height="120" rx="14"/>
    <path d="M ${cx - 140} 450 q -70 -40 -60 -100" stroke="${coat}" stroke-width="22" fill="none" stroke-linecap="round"/>
    <circle cx="${cx + 150}" cy="370" r="70"/>
    <ellipse cx="${cx + 205}" cy="395" rx="48" ry="32"/>
    <ellipse cx="${cx + 118}" cy="355" rx="26" ry="55" transform="rotate(20 ${cx + 118} 355)" fill="#00000033"/>
    <circle cx="${cx + 170}" cy="350" r="9" fill="#2b1d12"/>
    <circle cx="${cx + 248}" cy="388" r="11" fill="#2b1d12"/>
  </g>`;
}

function cat(x: number, coat: string): string {
  const cx = x * WIDTH;
  return `<g fill="${coat}" stroke="#00000022" stroke-width="3">
    <ellipse cx="${cx}" cy="500" rx="120" ry="95"/>
    <path d="M ${cx - 110} 540 q -110 10 -90 -120" stroke="${coat}" stroke-width="20" fill="none" stroke-linecap="round"/>
    <circle cx="${cx + 60}" cy="380" r="72"/>
    <path d="M ${cx + 5} 345 l 10 -80 l 45 50 z"/>
    <path d="M ${cx + 115} 345 l -10 -80 l -45 50 z"/>
    <ellipse cx="${cx + 35}" cy="375" rx="10" ry="14" fill="#3a6b35"/>
    <ellipse cx="${cx + 88}" cy="375" rx="10" ry="14" fill="#3a6b35"/>
    <path d="M ${cx + 55} 405 l 6 8 l 6 -8 z" fill="#d98a8a"/>
  </g>`;
}

function sceneSvg(scene: DemoScene): string {
  const [top, bottom] = scene.sky;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    ${scene.sun ? `<circle cx="${WIDTH * 0.82}" cy="130" r="70" fill="#ffe08a"/>` : ''}
    <path d="M 0 520 Q ${WIDTH / 2} 470 ${WIDTH} 530 L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="${scene.ground}"/>
    ${scene.animal === 'dog' ? dog(scene.x, scene.coat) : cat(scene.x, scene.coat)}
  </svg>`;
}

/** A JPEG of the scene, as a phone would upload it. */
export function demoPhoto(scene: DemoScene): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 86 })
    .toBuffer();
}
