import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { Icon } from '../../ui/Icon';
import { SQUARE_ICON_BUTTON } from '../../ui/squareIconButton';

export const SECTION_MENU_BUTTON_ID = 'shell-section-menu-button';
export const SUB_SIDEBAR_ID = 'shell-sub-sidebar';

/** Shows or hides the sub-sidebar; there only when a visible item has one. */
export const SectionMenuButton = observer(function SectionMenuButton() {
  const { t } = useTranslation('app');
  const { sidebar } = useStores();
  if (!sidebar.visibleItems.some((item) => item.subSidebar)) return null;
  return (
    <chakra.button
      id={SECTION_MENU_BUTTON_ID}
      type="button"
      aria-expanded={sidebar.isOpen}
      aria-controls={sidebar.isOpen ? SUB_SIDEBAR_ID : undefined}
      aria-label={t('shell.nav.sectionMenu')}
      title={t('shell.nav.sectionMenu')}
      onClick={() => sidebar.toggle()}
      {...SQUARE_ICON_BUTTON}
      bg={sidebar.isOpen ? 'bg.subtle' : 'transparent'}
    >
      <chakra.span
        display="inline-flex"
        transform={sidebar.isOpen ? 'rotate(180deg)' : undefined}
        transition="transform 0.15s"
      >
        <Icon name="chevron-right" size={20} />
      </chakra.span>
    </chakra.button>
  );
});
