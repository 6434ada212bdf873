// The vet side: a clinic's shared pets and, per shared scope, the pet's records — read through the
// pets, visits, documents, weights, chat and photo-analysis services as the pet's owner once
// patientAccess has allowed it — and the visit notes, results and referrals a vet adds, stored in
// the pet's own records, marked as added by the clinic and notified to the keeper live.
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { PET_SPECIES, SPECIES_LABELS, type PetSpecies } from '@contract/pets/species';
import type { ChatMessage, Thread } from '@contract/schemas/chat';
import type { ImageAnalysis } from '@contract/schemas/imageAnalysis';
import type { PetDocument, PetDocumentFields } from '@contract/schemas/petDocuments';
import type { WeightEntry } from '@contract/schemas/pets';
import type { Visit } from '@contract/schemas/petVisits';
import type { Patient, PatientSummary, VetVisitInput } from '@contract/schemas/vets';
import { normaliseScopes } from '@contract/shareScopes';
import { type ChatService, THREAD_NOT_FOUND } from '../chat';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import type { ImageAnalysisService } from '../image-analysis';
import type { NotificationService } from '../notifications';
import type { DocumentService } from '../pet-documents';
import { petFiles, type PetFileService } from '../pet-files';
import { pets, type PetService, type WeightService } from '../pets';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import type { VisitService } from '../visits';
import type { AddedByInput } from './addedBy';
import { findClinic } from './clinicService';
import { PATIENT_NOT_FOUND, sharedPet, type SharedPet } from './patientAccess';
import { matchEveryWord, searchWords } from './searchTerms';
import {
  VET_RECORD_NOTIFICATION_TYPE,
  vetRecordNotification,
  type VetRecordKind,
} from './vetRecordNotification';
import { petShares } from './vetSharingTables';

/** A clinic's list shows at most this many patients (the vet narrows it by searching). */
export const PATIENT_LIST_MAX = 200;

/** Who is asking: the vet (signed in) and the clinic they act for (X-Medical-Entity-ID). */
export interface VetCaller {
  userId: number;
  clinicId: number;
}

export interface PatientServiceDeps {
  db: Database;
  files: PetFileService;
  notifications: NotificationService;
  pets: PetService;
  weights: WeightService;
  visits: VisitService;
  documents: DocumentService;
  chat: ChatService;
  analyses: ImageAnalysisService;
}

/** Species whose code or English or Japanese name starts with the word (「犬」, "Cat", "rab"). */
function speciesMatching(word: string): PetSpecies[] {
  const lower = word.toLowerCase();
  return PET_SPECIES.filter((species) =>
    [species, SPECIES_LABELS[species].en, SPECIES_LABELS[species].jp].some((name) =>
      name.toLowerCase().startsWith(lower),
    ),
  );
}

function speciesCondition(word: string): SQL | undefined {
  const species = speciesMatching(word);
  return species.length === 0 ? undefined : inArray(pets.species, species);
}

export class PatientService {
  constructor(private readonly deps: PatientServiceDeps) {}

  /** The clinic's shared pets, most recently shared first; search by pet, species or keeper. */
  async list(clinicId: number, search?: string): Promise<PatientSummary[]> {
    const matches =
      searchWords(search).length === 0
        ? undefined
        : matchEveryWord(search, [pets.name, pets.breed, users.name], speciesCondition);
    return this.summaries(clinicId, matches, PATIENT_LIST_MAX);
  }

  /** One shared pet: who keeps it, what is shared, and its profile when that is. */
  async get(clinicId: number, petId: number): Promise<Patient> {
    const access = await sharedPet(this.deps.db, clinicId, petId);
    const [summary] = await this.summaries(clinicId, eq(petShares.petId, petId), 1);
    if (!summary) throw new NotFoundError(PATIENT_NOT_FOUND);
    const [keeper] = await this.deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, access.ownerId));
    let profile = null;
    if (access.scopes.includes('profile')) {
      const pet = await this.deps.pets.get(access.ownerId, petId);
      profile = access.scopes.includes('weight')
        ? pet
        : { ...pet, weight_kg: null, weight_measured_on: null };
    }
    return { ...summary, keeper_email: keeper?.email ?? '', profile };
  }

  /** The clinic's active shares (narrowed by `where`) as the list shows them. */
  private async summaries(
    clinicId: number,
    where: SQL | undefined,
    limit: number,
  ): Promise<PatientSummary[]> {
    const { db, files } = this.deps;
    const rows = await db
      .select({ pet: pets, keeperName: users.name, share: petShares, photo: petFiles })
      .from(petShares)
      .innerJoin(pets, eq(pets.id, petShares.petId))
      .innerJoin(users, eq(users.id, pets.userId))
      .leftJoin(petFiles, eq(petFiles.id, pets.photoFileId))
      .where(and(eq(petShares.medicalEntityId, clinicId), isNull(petShares.revokedAt), where))
      .orderBy(desc(petShares.sharedAt), desc(petShares.id))
      .limit(limit);
    return rows.map(({ pet, keeperName, share, photo }) => {
      const scopes = normaliseScopes(share.scopes);
      return {
        id: String(pet.id),
        name: pet.name,
        species: pet.species,
        breed: pet.breed,
        sex: pet.sex ?? 'unknown',
        birth_date: pet.birthDate,
        // The photo is part of the profile.
        photo: photo !== null && scopes.includes('profile') ? files.fileRef(photo) : null,
        keeper_name: keeperName,
        scopes,
        shared_at: share.sharedAt.toISOString(),
      };
    });
  }

  async weights(clinicId: number, petId: number): Promise<WeightEntry[]> {
    const access = await sharedPet(this.deps.db, clinicId, petId, 'weight');
    return this.deps.weights.list(access.ownerId, petId);
  }

  async visits(clinicId: number, petId: number): Promise<Visit[]> {
    const access = await sharedPet(this.deps.db, clinicId, petId, 'visits');
    return this.deps.visits.list(access.ownerId, petId);
  }

  async documents(clinicId: number, petId: number): Promise<PetDocument[]> {
    const access = await sharedPet(this.deps.db, clinicId, petId, 'results');
    return this.deps.documents.list(access.ownerId, petId);
  }

  async threads(clinicId: number, petId: number): Promise<Thread[]> {
    const access = await sharedPet(this.deps.db, clinicId, petId, 'triage_threads');
    return this.deps.chat.list(access.ownerId, petId);
  }

  async thread(
    clinicId: number,
    petId: number,
    threadId: number,
  ): Promise<{ thread: Thread; messages: ChatMessage[] }> {
    const access = await sharedPet(this.deps.db, clinicId, petId, 'triage_threads');
    const detail = await this.deps.chat.detail(access.ownerId, threadId);
    // The keeper's thread about another of their pets is not part of this share.
    if (detail.thread.pet_id !== String(petId)) throw new NotFoundError(THREAD_NOT_FOUND);
    return detail;
  }

  async imageAnalyses(clinicId: number, petId: number): Promise<ImageAnalysis[]> {
    const access = await sharedPet(this.deps.db, clinicId, petId, 'photo_analyses');
    return this.deps.analyses.list(access.ownerId, petId);
  }

  /** Checked before an upload is read: 404 unless the results are shared with the clinic. */
  async assertMayAddDocument(clinicId: number, petId: number): Promise<void> {
    await sharedPet(this.deps.db, clinicId, petId, 'results');
  }

  /** A visit note in the pet's visits, with the clinic and the vet filled in. */
  async addVisit(caller: VetCaller, petId: number, input: VetVisitInput): Promise<Visit> {
    const access = await sharedPet(this.deps.db, caller.clinicId, petId, 'visits');
    const addedBy = await this.addedBy(caller);
    return this.deps.visits.create(
      access.ownerId,
      petId,
      { ...input, clinic: addedBy.clinicName, vet_name: addedBy.vetName },
      {
        addedBy,
        afterInsert: (tx, visit) =>
          this.confirmAndNotify(tx, caller, petId, 'visits', {
            kind: 'visit',
            title: visit.reason,
          }),
      },
    );
  }

  /** A result, referral or other document in the pet's documents (the upload was accepted). */
  async addDocument(
    caller: VetCaller,
    petId: number,
    upload: UploadDescriptor,
    fields: PetDocumentFields,
  ): Promise<PetDocument> {
    const access = await sharedPet(this.deps.db, caller.clinicId, petId, 'results');
    const addedBy = await this.addedBy(caller);
    return this.deps.documents.create(access.ownerId, petId, upload, fields, {
      addedBy,
      afterInsert: (tx, document) =>
        this.confirmAndNotify(tx, caller, petId, 'results', {
          kind: document.kind,
          title: document.title,
        }),
    });
  }

  private async addedBy(caller: VetCaller): Promise<AddedByInput> {
    const clinic = await findClinic(this.deps.db, caller.clinicId);
    const [vet] = await this.deps.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, caller.userId));
    return {
      clinicId: clinic.id,
      clinicName: clinic.name,
      vetUserId: caller.userId,
      vetName: vet?.name ?? '',
    };
  }

  /**
   * In the transaction that adds the record, after the pet's row is locked: the share must still
   * be there (a keeper who stopped sharing a moment ago wins, and nothing is added), then the
   * keeper's notification is stored with the record and sent live.
   */
  private async confirmAndNotify(
    tx: Database,
    caller: VetCaller,
    petId: number,
    scope: 'visits' | 'results',
    record: { kind: VetRecordKind; title: string },
  ): Promise<void> {
    const access: SharedPet = await sharedPet(tx, caller.clinicId, petId, scope);
    const clinic = await findClinic(tx, caller.clinicId);
    await this.deps.notifications.createNotification(
      access.ownerId,
      VET_RECORD_NOTIFICATION_TYPE,
      vetRecordNotification(
        { ...record, petId, petName: access.petName, clinicName: clinic.name },
        access.ownerLanguage,
      ),
      tx,
    );
  }
}
