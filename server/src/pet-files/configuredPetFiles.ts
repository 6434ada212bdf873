// Every capability that stores pets' files or links to them reads and signs them the same way:
// the storage the settings name, links signed with the files' URL secret on the server's clock.
import type { SharedServices } from '../http/capability';
import type { FileStorage } from '../storage/FileStorage';
import { createFileStorage } from '../storage/storageConfig';
import { FileUrlSigner } from './fileUrlSigner';
import { PetFileService } from './petFileService';

export interface ConfiguredPetFiles {
  storage: FileStorage;
  signer: FileUrlSigner;
  files: PetFileService;
}

/** The pet files of the server's settings: their storage, their link signer and their service. */
export function configuredPetFiles({
  db,
  clock,
  config,
}: Pick<SharedServices, 'db' | 'clock' | 'config'>): ConfiguredPetFiles {
  const storage = createFileStorage(config.files.storage);
  const signer = new FileUrlSigner({ secret: config.files.urlSecret, clock });
  return { storage, signer, files: new PetFileService({ db, storage, signer, clock }) };
}
