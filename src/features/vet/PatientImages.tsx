import { observer } from 'mobx-react-lite';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { FileRef } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { useFileName, Lightbox } from '../files';

const LIGHTBOX = 'vet-patient-lightbox';

const OpenImage = createContext<(file: FileRef) => void>(() => undefined);

/** Opens an image of the patient's records (an attachment, a result, a photo analysed). */
export function useOpenImage(): (file: FileRef) => void {
  return useContext(OpenImage);
}

/** The one lightbox of a patient's page, for every section's images. */
export const PatientImages = observer(function PatientImages({
  children,
}: {
  children: ReactNode;
}) {
  const { modals } = useStores();
  const nameOf = useFileName();
  const [shown, setShown] = useState<FileRef | null>(null);
  const open = useCallback(
    (file: FileRef) => {
      setShown(file);
      void modals.open(LIGHTBOX);
    },
    [modals],
  );
  return (
    <OpenImage.Provider value={open}>
      {children}
      <Lightbox
        id={LIGHTBOX}
        items={
          shown ? [{ key: shown.id, src: shown.display_url ?? shown.url, alt: nameOf(shown) }] : []
        }
        index={0}
        onIndexChange={() => undefined}
      />
    </OpenImage.Provider>
  );
});
