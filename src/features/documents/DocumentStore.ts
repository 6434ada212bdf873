import { makeAutoObservable } from 'mobx';
import type {
  PetDocument,
  PetDocumentFields,
  PetDocumentUpdate,
} from '@contract/schemas/petDocuments';
import { UploadQueue } from '../files';
import { KeyedResource } from '../../stores/KeyedResource';
import type { DocumentsApi } from './documentsApi';

export interface DocumentUpload {
  petId: string;
  fields: PetDocumentFields;
}

/** Newest first: by the date on the document, else when it was uploaded. */
export function documentOrder(a: PetDocument, b: PetDocument): number {
  const dateA = a.issued_on ?? a.created_at.slice(0, 10);
  const dateB = b.issued_on ?? b.created_at.slice(0, 10);
  return dateB.localeCompare(dateA) || b.created_at.localeCompare(a.created_at);
}

/** Lab results and referral letters of the current pet, and the ones being uploaded. */
export class DocumentStore {
  readonly documents: KeyedResource<PetDocument[]>;
  readonly uploads: UploadQueue<PetDocument, DocumentUpload>;

  constructor(private readonly api: DocumentsApi) {
    this.documents = new KeyedResource((petId) => api.list(petId));
    this.uploads = new UploadQueue(
      (file, options, { petId, fields }) => api.upload(petId, file, fields, options),
      { onUploaded: (document, task) => this.replace(task.meta.petId, document) },
    );
    makeAutoObservable<DocumentStore, 'api'>(this, {
      api: false,
      documents: false,
      uploads: false,
    });
  }

  load(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.documents.load(petId, options);
  }

  private replace(petId: string, document: PetDocument): void {
    this.documents.update(petId, (list) =>
      [document, ...list.filter((d) => d.id !== document.id)].sort(documentOrder),
    );
  }

  upload(petId: string, file: File, fields: PetDocumentFields): void {
    this.uploads.add([file], { petId, fields });
  }

  async update(petId: string, documentId: string, body: PetDocumentUpdate): Promise<PetDocument> {
    const document = await this.api.update(documentId, body);
    this.replace(petId, document);
    return document;
  }

  async remove(petId: string, documentId: string): Promise<void> {
    await this.api.remove(documentId);
    this.documents.update(petId, (list) => list.filter((d) => d.id !== documentId));
  }

  clear(): void {
    this.uploads.cancelAll();
    this.uploads.clearFinished();
    this.documents.clear();
  }
}
