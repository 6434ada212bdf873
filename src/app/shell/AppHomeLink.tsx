import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '../../ui/BrandLink';
import { useAppNavigation } from '../core/AppEnvironment';

/** The app's mark at the start of its header bars, a link to the dashboard. */
export function AppHomeLink({ onBrand = false }: { onBrand?: boolean }) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  return (
    <BrandLink
      to={nav.pathTo('/')}
      ringed={onBrand}
      fontSize="lg"
      color={onBrand ? 'brand.contrast' : 'fg'}
      aria-label={t('shell.nav.home')}
    >
      {/* Narrow phones keep the logo only (the link's label names the site), so the pet
          switcher, the bell and the menus fit beside it. */}
      <chakra.span display={{ base: 'none', sm: 'inline' }}>PetCare</chakra.span>
    </BrandLink>
  );
}
