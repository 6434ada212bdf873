import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { AppIcon } from '../../ui/icons/AppIcon';
import { promoPackPath } from './affiliatePaths';
import { AffiliateNav } from './AffiliateNav';
import { CARD_SURFACE } from '../../ui/cardSurface';

/** /affiliate-program/promo-pack: the promo packs, each leading to its banners and texts. */
export const PromoPacksScreen = observer(function PromoPacksScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const nav = useAppNavigation();
  const key = affiliate.textKey;
  useEffect(() => {
    void affiliate.loadPacks();
  }, [affiliate, key]);
  const packs = affiliate.packs.valueFor(key);
  return (
    <>
      <AffiliateNav />
      <Stack gap="6">
        <Box>
          <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
            {t('affiliate.packs.title')}
          </chakra.h1>
          <Text color="fg.muted" mt="2">
            {t('affiliate.packs.intro')}
          </Text>
        </Box>
        {!packs ? (
          <Text role="status" color="fg.muted">
            {affiliate.packs.state === 'failed' ? t('affiliate.loadFailed') : t('common.loading')}
          </Text>
        ) : (
          <chakra.ul
            listStyleType="none"
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
            gap="4"
          >
            {packs.map((pack) => (
              <Box
                as="li"
                key={pack.slug}
                {...CARD_SURFACE}
                p="5"
                display="flex"
                flexDirection="column"
                gap="2"
              >
                <Box color="brand.fg" display="inline-flex">
                  <AppIcon icon="lucide:megaphone" size={26} />
                </Box>
                <chakra.h2 fontSize="lg" fontWeight="bold">
                  {pack.title}
                </chakra.h2>
                <Text color="fg.muted">{pack.description}</Text>
                <Text fontSize="sm">
                  {t('affiliate.packs.contents', { count: pack.banner_count })}
                </Text>
                <AppLink
                  to={nav.pathTo(promoPackPath(pack.slug))}
                  color="brand.fg"
                  fontWeight="semibold"
                  mt="auto"
                >
                  {t('affiliate.packs.open', { title: pack.title })}
                </AppLink>
              </Box>
            ))}
          </chakra.ul>
        )}
      </Stack>
    </>
  );
});
