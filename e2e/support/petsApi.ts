// Keepers, pets and files for the pet journeys, made through the real API (nothing is faked):
// each journey that changes data gets its own keeper, so journeys never meet each other's pets.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { uniqueEmail } from './authApi';
import { expect } from './test';

export interface Keeper {
  token: string;
  name: string;
  email: string;
  password: string;
}

const auth = (keeper: Keeper) => ({ Authorization: `Bearer ${keeper.token}` });

/** A new pet keeper, registered through POST /api/keeper/register. */
export async function newKeeper(request: APIRequestContext, label: string): Promise<Keeper> {
  const email = uniqueEmail(label);
  const password = 'a long walk on the beach';
  const name = `Keeper ${label}`;
  const res = await request.post('/api/keeper/register', {
    data: { name, email, password, password_confirmation: password, terms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { token, name, email, password };
}

/** The browser is signed in as `keeper` (the cookies the sign-in screens write). */
export async function signInBrowser(
  context: BrowserContext,
  baseURL: string,
  keeper: Keeper,
): Promise<void> {
  await context.addCookies([
    { name: 'auth-token', value: keeper.token, url: baseURL },
    { name: 'auth-method', value: 'email', url: baseURL },
  ]);
}

/**
 * The browser is signed in as the account with this email and password, through the API
 * (POST /api/login) rather than the sign-in form: for journeys about something else. The form
 * has journeys of its own (signUpSignIn, landing, passwordRecovery, keeperData, frontDoor).
 */
export async function signInWithPassword(
  context: BrowserContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const res = await context.request.post(new URL('/api/login', baseURL).href, {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await signInBrowser(context, baseURL, { token, name: '', ...account });
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status: number) {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

export async function createPet(
  request: APIRequestContext,
  keeper: Keeper,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  return json(await request.post('/api/keeper/pets', { headers: auth(keeper), data: body }), 201);
}

export async function createAlbum(
  request: APIRequestContext,
  keeper: Keeper,
  petId: string,
  title: string,
): Promise<{ id: string }> {
  return json(
    await request.post(`/api/keeper/pets/${petId}/albums`, {
      headers: auth(keeper),
      data: { title },
    }),
    201,
  );
}

export async function setWeightUnit(
  request: APIRequestContext,
  keeper: Keeper,
  weightUnit: 'kg' | 'lb',
): Promise<void> {
  const res = await request.post('/api/account/preferences', {
    headers: auth(keeper),
    data: { language: 'en', weight_unit: weightUnit },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function petOf(
  request: APIRequestContext,
  keeper: Keeper,
  petId: string,
): Promise<{ weight_kg: number | null }> {
  return json(await request.get(`/api/keeper/pets/${petId}`, { headers: auth(keeper) }), 200);
}

/** What another keeper's request for `path` answers (status and body). */
export async function getAs(request: APIRequestContext, keeper: Keeper, path: string) {
  const res = await request.get(path, { headers: auth(keeper) });
  return { status: res.status(), body: (await res.json().catch(() => null)) as unknown };
}

/** A real JPEG photo, made here (nothing downloaded). */
export async function jpegPhoto(width = 640, height = 480, seed = 1): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + seed * 31) % 251;
  return sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 85 }).toBuffer();
}

/** A JPEG cut short: its header is sound, its picture is not. */
export async function corruptJpeg(): Promise<Buffer> {
  const photo = await jpegPhoto(800, 600, 2);
  return photo.subarray(0, Math.floor(photo.length / 3));
}

/** A one-page PDF with a line of text. */
export function pdfDocument(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(text);
    doc.end();
  });
}
