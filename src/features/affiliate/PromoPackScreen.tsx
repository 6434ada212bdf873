import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localeInfo, type Locale } from '@contract/locales';
import type { PromoPack } from '@contract/schemas/affiliate';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { AppIcon } from '../../ui/icons/AppIcon';
import { DownloadLink } from '../../ui/DownloadLink';
import { PROMO_PACKS_PATH } from './affiliatePaths';
import { AffiliateNav } from './AffiliateNav';
import { CopyButton } from './CopyButton';

const KNOWN_CHANNELS = ['instagram', 'x', 'newsletter'] as const;

/**
 * /affiliate-program/promo-pack/:slug: the pack's banners (made by the server, shown and
 * downloadable) and its ready-to-post texts in each language, with the affiliate's link filled
 * in and a copy button each. The keeper's language comes first.
 */
export const PromoPackScreen = observer(function PromoPackScreen({ params }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const nav = useAppNavigation();
  const slug = params.slug ?? '';
  const key = affiliate.packKey(slug);
  useEffect(() => {
    void affiliate.loadPack(slug);
  }, [affiliate, key, slug]);
  const pack = affiliate.pack.valueFor(key);
  return (
    <>
      <AffiliateNav />
      <Stack gap="6">
        <Box>
          <AppLink
            to={nav.pathTo(PROMO_PACKS_PATH)}
            color="brand.fg"
            fontWeight="semibold"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            <AppIcon icon="lucide:arrow-left" size={18} />
            {t('affiliate.packs.back')}
          </AppLink>
          <chakra.h1
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            lineHeight="short"
            mt="2"
          >
            {pack?.title ?? t('affiliate.packs.title')}
          </chakra.h1>
        </Box>
        {!pack ? (
          <Text role="status" color="fg.muted">
            {affiliate.pack.state === 'failed' ? t('affiliate.loadFailed') : t('common.loading')}
          </Text>
        ) : (
          <>
            <Banners pack={pack} />
            <Texts pack={pack} />
          </>
        )}
      </Stack>
    </>
  );
});

function Banners({ pack }: { pack: PromoPack }) {
  const { t } = useTranslation('app');
  return (
    <chakra.section aria-labelledby="promo-banners">
      <chakra.h2 id="promo-banners" fontSize="xl" fontWeight="bold">
        {t('affiliate.packs.banners')}
      </chakra.h2>
      <Text color="fg.muted" mt="1">
        {t('affiliate.packs.bannersIntro')}
      </Text>
      <Stack as="ul" listStyleType="none" gap="5" mt="4">
        {pack.banners.map((banner) => {
          const size = `${banner.width}×${banner.height}`;
          return (
            <Box
              as="li"
              key={banner.id}
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              p="4"
            >
              <chakra.img
                src={banner.url}
                width={banner.width}
                height={banner.height}
                alt={t('affiliate.packs.bannerAlt', { title: pack.title, size })}
                maxW="full"
                h="auto"
                maxH="20rem"
                objectFit="contain"
                loading="lazy"
                borderRadius="md"
              />
              <Flex mt="3" gap="3" align="center" wrap="wrap">
                <Text fontWeight="semibold">
                  {t(`affiliate.packs.bannerSizes.${banner.id}`, { defaultValue: banner.id })}{' '}
                  <chakra.span color="fg.muted" fontWeight="normal">
                    {size}
                  </chakra.span>
                </Text>
                <DownloadLink href={banner.url} download={`petcare-${pack.slug}-${banner.id}.png`}>
                  {t('affiliate.packs.download', { size })}
                </DownloadLink>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </chakra.section>
  );
}

function Texts({ pack }: { pack: PromoPack }) {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const locales = [...new Set(pack.texts.map((text) => text.locale))].sort((a, b) =>
    a === locale ? -1 : b === locale ? 1 : 0,
  );
  return (
    <chakra.section aria-labelledby="promo-texts">
      <chakra.h2 id="promo-texts" fontSize="xl" fontWeight="bold">
        {t('affiliate.packs.texts')}
      </chakra.h2>
      <Text color="fg.muted" mt="1">
        {t('affiliate.packs.textsIntro')}
      </Text>
      <Stack gap="6" mt="4">
        {locales.map((textLocale) => {
          const info = localeInfo(textLocale as Locale);
          return (
            <Box key={textLocale}>
              <chakra.h3 fontWeight="bold" fontSize="lg" lang={info.bcp47}>
                {info.nativeName}
              </chakra.h3>
              <Stack as="ul" listStyleType="none" gap="3" mt="2">
                {pack.texts
                  .filter((text) => text.locale === textLocale)
                  .map((text) => {
                    const channel = (KNOWN_CHANNELS as readonly string[]).includes(text.channel)
                      ? t(
                          `affiliate.packs.channels.${text.channel as (typeof KNOWN_CHANNELS)[number]}`,
                        )
                      : text.channel;
                    return (
                      <Box
                        as="li"
                        key={`${text.locale}-${text.channel}`}
                        bg="bg.surface"
                        borderWidth="1px"
                        borderColor="border"
                        borderRadius="lg"
                        p="4"
                      >
                        <Text fontWeight="semibold">{channel}</Text>
                        <Text
                          lang={info.bcp47}
                          mt="1"
                          whiteSpace="pre-wrap"
                          overflowWrap="anywhere"
                        >
                          {text.text}
                        </Text>
                        <Box mt="3">
                          <CopyButton
                            text={text.text}
                            label={t('affiliate.packs.copyText', {
                              channel,
                              language: info.nativeName,
                            })}
                          />
                        </Box>
                      </Box>
                    );
                  })}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </chakra.section>
  );
}
