import { Text } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { CREATE_PET_PATH } from './petPaths';

/**
 * The screens about the current pet render through this: while the pets load it says so; a
 * keeper without a pet is invited to add one; otherwise `children` gets the current pet.
 * `?pet={id}` (a notification's link) makes that pet of the keeper's the current one first.
 */
export const WithCurrentPet = observer(function WithCurrentPet({
  children,
}: {
  children: (pet: Pet) => ReactNode;
}) {
  const { t } = useTranslation('app');
  const { pets, currentPet } = useStores();
  const nav = useAppNavigation();
  const { search } = useLocation();
  const wanted = new URLSearchParams(search).get('pet');
  const wantedPet = wanted && pets.loaded ? pets.byId(wanted) : undefined;
  useEffect(() => {
    if (wantedPet && currentPet.id !== wantedPet.id) currentPet.select(wantedPet);
  }, [wantedPet, currentPet, currentPet.id]);
  if (!pets.loaded || (wantedPet && currentPet.id !== wantedPet.id)) {
    return (
      <Text role="status" color="fg.muted">
        {t('common.loading')}
      </Text>
    );
  }
  const pet = currentPet.pet;
  if (!pet) {
    return (
      <EmptyState as="section" icon="lucide:paw-print">
        <Text as="h1" fontSize="2xl" fontWeight="bold">
          {t('pets.noPet.title')}
        </Text>
        <Text color="fg.muted" mt="2" maxW="32rem" mx="auto">
          {t('pets.noPet.text')}
        </Text>
        <AppLink
          to={nav.pathTo(CREATE_PET_PATH)}
          display="inline-flex"
          mt="5"
          px="5"
          py="2.5"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
          _hover={{ bg: 'brand.solidHover' }}
        >
          {t('pets.noPet.action')}
        </AppLink>
      </EmptyState>
    );
  }
  return <>{children(pet)}</>;
});
