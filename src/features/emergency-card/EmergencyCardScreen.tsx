import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmergencyCard } from '@contract/schemas/emergencyCard';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton } from '../../ui/forms/Button';
import { PetPageHeading, WithCurrentPet } from '../pets';
import { createEmergencyCardApi, emergencyCardApiPath } from './emergencyCardApi';
import { emergencyCardPath } from './emergencyCardPaths';
import { EmergencyCardView, PRINT_CSS } from './EmergencyCardView';
import { keepForOffline } from './offlineApp';

type Loaded = { petId: string; card: EmergencyCard } | { petId: string; failed: true };

/**
 * /my-pets/emergency-card/{petId}: the pet's emergency card. It needs only the card's own API
 * answer (not the user or the pet list), so once opened online it opens with no network: the
 * service worker answers from the copy kept for this session.
 */
export const EmergencyCardScreen = observer(function EmergencyCardScreen({
  params,
}: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const petId = params.petId ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [online, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    let current = true;
    const api = createEmergencyCardApi(stores.http);
    api.get(petId).then(
      (card) => {
        if (!current) return;
        setLoaded({ petId, card });
        const token = stores.auth.token;
        if (token) {
          void keepForOffline(token, stores.http.url(emergencyCardApiPath(petId)), { data: card });
        }
      },
      () => current && setLoaded({ petId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [stores, petId]);

  const card = loaded?.petId === petId && 'card' in loaded ? loaded.card : null;
  const failed = loaded?.petId === petId && 'failed' in loaded;

  return (
    <Box>
      <style>{PRINT_CSS}</style>
      <Box data-print-hide="">
        <PetPageHeading
          title={t('emergencyCard.title')}
          intro={card ? t('emergencyCard.intro', { name: card.pet.name }) : undefined}
        />
      </Box>
      {!online && card && (
        <Text role="status" color="fg.muted" mb="4">
          {t('emergencyCard.offline')}
        </Text>
      )}
      {card ? (
        <>
          <EmergencyCardView card={card} />
          <Flex mt="5" gap="3">
            <PrimaryButton type="button" onClick={() => window.print()}>
              {t('emergencyCard.print')}
            </PrimaryButton>
          </Flex>
        </>
      ) : (
        <Text role="status" color="fg.muted">
          {failed ? t('emergencyCard.failed') : t('emergencyCard.loading')}
        </Text>
      )}
    </Box>
  );
});

/** /my-pets/emergency-card (the sidebar's link): on to the current pet's card. */
export const CurrentPetEmergencyCardScreen = observer(function CurrentPetEmergencyCardScreen(
  _props: RouteScreenProps,
) {
  return <WithCurrentPet>{(pet) => <GoToCard petId={pet.id} />}</WithCurrentPet>;
});

function GoToCard({ petId }: { petId: string }) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  useEffect(() => {
    void nav.go(emergencyCardPath(petId), { replace: true });
  }, [nav, petId]);
  return (
    <Text role="status" color="fg.muted">
      {t('emergencyCard.loading')}
    </Text>
  );
}
