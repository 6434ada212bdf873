// Promo packs handed to a partner: the published packs, one pack's banners and ready-to-post
// texts with the partner's link (labelled advertising, promoPacks.ts), and the public banner PNG.
import type { Language } from '@contract/preferences';
import type { PromoPack } from '@contract/schemas/affiliate';
import { NotFoundError } from '../errors/HttpError';
import type { AffiliateDeps, AffiliateMembership } from './affiliateMembership';
import { BANNER_SIZES, bannerPng, findPack, publishedPacks, readyToPost } from './promoPacks';

export class PromoPackService {
  constructor(
    private readonly deps: Pick<AffiliateDeps, 'db'> & {
      membership: AffiliateMembership;
    },
  ) {}

  async promoPacks(userId: number, language: Language) {
    await this.deps.membership.accepted(userId);
    return (await publishedPacks(this.deps.db)).map((pack) => ({
      slug: pack.slug,
      title: pack.title[language],
      description: pack.description[language],
      banner_count: BANNER_SIZES.length,
    }));
  }

  /** One pack, its banner addresses and its partner link on the site at `linkOrigin`. */
  async promoPack(
    userId: number,
    slug: string,
    language: Language,
    linkOrigin: string,
  ): Promise<PromoPack> {
    const affiliate = await this.deps.membership.accepted(userId);
    const pack = await findPack(this.deps.db, slug);
    if (!pack) throw new NotFoundError('Promo pack not found.');
    const link = this.deps.membership.link(affiliate.code ?? '', linkOrigin);
    return {
      slug: pack.slug,
      title: pack.title[language],
      banners: BANNER_SIZES.map((size) => ({
        id: size.id,
        width: size.width,
        height: size.height,
        url: `${linkOrigin}/api/affiliate/promo-packs/${pack.slug}/banners/${size.id}.png?lang=${language}`,
      })),
      texts: (['en', 'jp'] as const).flatMap((locale) =>
        Object.entries(pack.texts[locale]).map(([channel, text]) => ({
          locale,
          channel,
          text: readyToPost(text, locale, link),
        })),
      ),
    };
  }

  /** A published pack's banner as PNG, or null when there is no such pack or size. */
  async banner(slug: string, sizeId: string, language: Language): Promise<Buffer | null> {
    const pack = await findPack(this.deps.db, slug);
    const png = pack ? bannerPng(pack, sizeId, language) : null;
    return png ? await png : null;
  }
}
