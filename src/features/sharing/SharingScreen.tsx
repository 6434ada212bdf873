import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import type { PetShare } from '@contract/schemas/vets';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { PetPageHeading, WithCurrentPet } from '../pets';
import { ShareCard } from './ShareCard';
import { ShareForm } from './ShareForm';

const STOP_MODAL = 'stop-sharing';

const card = {
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'card',
  px: { base: '5', md: '7' },
  py: { base: '5', md: '6' },
} as const;

/**
 * /pet-profile/sharing: the clinics the current pet is shared with and what each sees (changed
 * in place, or stopped: the clinic loses access at once), and sharing with a clinic — the home
 * clinic, picked from PetCare's list of clinics.
 */
export const SharingScreen = observer(function SharingScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetSharing key={pet.id} pet={pet} />}</WithCurrentPet>;
});

const PetSharing = observer(function PetSharing({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { sharing, modals, toasts } = useStores();
  const [stopping, setStopping] = useState<PetShare | null>(null);
  useEffect(() => {
    void sharing.load(pet.id, { force: true });
  }, [sharing, pet.id]);
  const shares = sharing.shares.valueFor(pet.id);
  return (
    <Box>
      <PetPageHeading
        title={t('vets.sharing.title')}
        intro={t('vets.sharing.intro', { name: pet.name })}
      />
      <chakra.section aria-labelledby="shared-with" mb="6">
        <chakra.h2 id="shared-with" fontSize="xl" fontWeight="bold" mb="3">
          {t('vets.sharing.sharedWith')}
        </chakra.h2>
        {!shares ? (
          <Text role="status" color="fg.muted">
            {sharing.shares.state === 'failed' ? t('vets.sharing.failed') : t('common.loading')}
          </Text>
        ) : shares.length === 0 ? (
          <Text color="fg.muted">{t('vets.sharing.none', { name: pet.name })}</Text>
        ) : (
          <chakra.ul listStyleType="none" display="grid" gap="3">
            {shares.map((share) => (
              <ShareCard
                key={share.clinic.id}
                pet={pet}
                share={share}
                onStop={() => {
                  setStopping(share);
                  void modals.open(STOP_MODAL);
                }}
              />
            ))}
          </chakra.ul>
        )}
      </chakra.section>
      <chakra.section aria-labelledby="share-new" {...card}>
        <chakra.h2 id="share-new" fontSize="xl" fontWeight="bold" mb="1">
          {t('vets.sharing.shareNew')}
        </chakra.h2>
        <Text color="fg.muted" mb="4">
          {t('vets.sharing.shareNewIntro', { name: pet.name })}
        </Text>
        {shares && <ShareForm pet={pet} shares={shares} />}
      </chakra.section>
      <ConfirmModal
        id={STOP_MODAL}
        title={t('vets.sharing.stopTitle', { clinic: stopping?.clinic.name ?? '' })}
        confirmLabel={t('vets.sharing.stopConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!stopping) return;
          await sharing.stop(pet.id, stopping.clinic.id);
          toasts.success(
            t('vets.sharing.stopped', { clinic: stopping.clinic.name, name: pet.name }),
          );
        }}
      >
        {stopping && t('vets.sharing.stopText', { clinic: stopping.clinic.name, name: pet.name })}
      </ConfirmModal>
    </Box>
  );
});
