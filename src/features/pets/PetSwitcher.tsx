import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { AppIcon } from '../../ui/icons/AppIcon';
import { PANEL_ITEM_LOOK } from '../../ui/DisclosurePanelBox';
import { DisclosureTrigger } from '../../ui/DisclosureTrigger';
import { useDisclosurePanel } from '../../ui/useDisclosurePanel';
import { CREATE_PET_PATH } from './petPaths';
import { PetAvatar } from './PetAvatar';
import { petsLanguage, speciesLabel } from './speciesLabel';

/**
 * Which pet the app is about (the current pet, spec.md section 3), in the shell's toolbar: a
 * button with the pet's photo and name that opens the keeper's pets; choosing one makes it the
 * current pet (cookie), and the screen shows that pet at once. "Add a pet" ends the list.
 */
export const PetSwitcher = observer(function PetSwitcher() {
  const { t } = useTranslation('app');
  const { pets, currentPet, auth } = useStores();
  const nav = useAppNavigation();
  const { locale } = useLocale();
  const disclosure = useDisclosurePanel();
  const { open, setOpen, panelId, root, button } = disclosure;
  const current = currentPet.pet;
  if (!auth.user || !pets.loaded || !current) return null;
  const language = petsLanguage(locale);

  return (
    <Box position="relative" ref={root}>
      <DisclosureTrigger
        disclosure={disclosure}
        aria-label={t('pets.switcher.button', { name: current.name })}
        gap="2"
        ps="1"
        pe="3"
        py="1"
      >
        <PetAvatar pet={current} size={8} />
        {/* On narrow phones the photo alone fits beside the bell and the menus; the button's
            label still names the pet. */}
        <chakra.span
          maxW="9rem"
          truncate
          fontWeight="semibold"
          display={{ base: 'none', sm: 'inline' }}
        >
          {current.name}
        </chakra.span>
        <Icon name="chevron-down" size={16} />
      </DisclosureTrigger>
      <Box
        id={panelId}
        hidden={!open}
        position="absolute"
        insetEnd="0"
        top="calc(100% + 0.5rem)"
        zIndex="20"
        w="17rem"
        maxW="calc(100vw - 1.5rem)"
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        boxShadow="toast"
        p="2"
      >
        <Text px="3" py="1.5" fontSize="xs" color="fg.muted" fontWeight="semibold">
          {t('pets.switcher.heading')}
        </Text>
        <Flex as="ul" direction="column" listStyleType="none" gap="0.5">
          {pets.pets.map((pet) => {
            const selected = pet.id === current.id;
            return (
              <li key={pet.id}>
                <chakra.button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    currentPet.select(pet);
                    setOpen(false);
                    button.current?.focus();
                  }}
                  {...PANEL_ITEM_LOOK}
                  bg={selected ? 'brand.subtle' : 'transparent'}
                >
                  <PetAvatar pet={pet} size={8} />
                  <Box flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {pet.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {pet.breed || speciesLabel(pet.species, language)}
                    </Text>
                  </Box>
                  {selected && <Icon name="check-circle" size={18} />}
                </chakra.button>
              </li>
            );
          })}
          <li>
            <AppLink
              to={nav.pathTo(CREATE_PET_PATH)}
              onClick={() => setOpen(false)}
              {...PANEL_ITEM_LOOK}
              color="brand.fg"
              fontWeight="semibold"
              borderTopWidth="1px"
              borderColor="border"
              mt="1"
              pt="2.5"
            >
              <AppIcon icon="lucide:plus" size={18} />
              {t('pets.switcher.add')}
            </AppLink>
          </li>
        </Flex>
      </Box>
    </Box>
  );
});
