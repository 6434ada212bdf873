import { makeAutoObservable } from 'mobx';
import type {
  Album,
  AlbumInput,
  AlbumUpdate,
  AlbumWithPhotos,
  Photo,
  PhotoFields,
} from '@contract/schemas/petGallery';
import { UploadQueue } from '../files';
import { KeyedResource } from '../../stores/KeyedResource';
import type { GalleryApi } from './galleryApi';

type AlbumView = AlbumWithPhotos['data'];

/**
 * The current pet's albums (/photo-gallery) and the album on screen (/photo-gallery/:id), with
 * the photos being uploaded into albums: one request per file, each with its own progress and
 * cancel. An album's photo count and cover follow what was added or deleted here.
 */
export class GalleryStore {
  readonly albums: KeyedResource<Album[]>;
  readonly album: KeyedResource<AlbumView>;
  readonly uploads: UploadQueue<Photo, { albumId: string }>;

  constructor(private readonly api: GalleryApi) {
    this.albums = new KeyedResource((petId) => api.albums(petId));
    this.album = new KeyedResource((albumId) => api.album(albumId));
    this.uploads = new UploadQueue(
      (file, options, { albumId }) => api.uploadPhoto(albumId, file, options),
      { onUploaded: (photo) => this.photoAdded(photo) },
    );
    makeAutoObservable<GalleryStore, 'api'>(this, {
      api: false,
      albums: false,
      album: false,
      uploads: false,
    });
  }

  loadAlbums(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.albums.load(petId, options);
  }

  loadAlbum(albumId: string, options?: { force?: boolean }): Promise<void> {
    return this.album.load(albumId, options);
  }

  private changeAlbum(albumId: string, change: (album: Album) => Album): void {
    const list = this.albums.value;
    if (list && this.albums.key) {
      this.albums.update(this.albums.key, (albums) =>
        albums.map((a) => (a.id === albumId ? change(a) : a)),
      );
    }
    this.album.update(albumId, (view) => ({ ...view, album: change(view.album) }));
  }

  private photoAdded(photo: Photo): void {
    this.album.update(photo.album_id, (view) => ({ ...view, photos: [...view.photos, photo] }));
    this.changeAlbum(photo.album_id, (album) => ({
      ...album,
      photo_count: album.photo_count + 1,
      cover: album.cover ?? photo.file,
    }));
  }

  async createAlbum(petId: string, body: AlbumInput): Promise<Album> {
    const album = await this.api.createAlbum(petId, body);
    this.albums.update(petId, (albums) => [album, ...albums.filter((a) => a.id !== album.id)]);
    return album;
  }

  async updateAlbum(albumId: string, body: AlbumUpdate): Promise<Album> {
    const album = await this.api.updateAlbum(albumId, body);
    this.changeAlbum(albumId, () => album);
    return album;
  }

  async removeAlbum(albumId: string): Promise<void> {
    await this.api.removeAlbum(albumId);
    this.uploads.clearFinished((meta) => meta.albumId === albumId);
    if (this.albums.key) {
      this.albums.update(this.albums.key, (albums) => albums.filter((a) => a.id !== albumId));
    }
    if (this.album.key === albumId) this.album.clear();
  }

  upload(albumId: string, files: File[]): void {
    this.uploads.add(files, { albumId });
  }

  async updatePhoto(photo: Photo, body: PhotoFields): Promise<Photo> {
    const updated = await this.api.updatePhoto(photo.id, body);
    this.album.update(photo.album_id, (view) => ({
      ...view,
      photos: view.photos.map((p) => (p.id === updated.id ? updated : p)),
    }));
    return updated;
  }

  /** Deletes a photo; the album is fetched again when the photo was its cover. */
  async removePhoto(photo: Photo): Promise<void> {
    await this.api.removePhoto(photo.id);
    this.album.update(photo.album_id, (view) => ({
      ...view,
      photos: view.photos.filter((p) => p.id !== photo.id),
    }));
    let wasCover = false;
    this.changeAlbum(photo.album_id, (album) => {
      wasCover ||= album.cover?.id === photo.file.id;
      return {
        ...album,
        photo_count: Math.max(0, album.photo_count - 1),
        cover: album.cover?.id === photo.file.id ? null : album.cover,
      };
    });
    // The server chooses the next cover.
    if (wasCover) {
      await this.album.load(photo.album_id, { force: true });
      const fresh = this.album.valueFor(photo.album_id)?.album;
      if (fresh) this.changeAlbum(photo.album_id, () => fresh);
    }
  }

  clear(): void {
    this.uploads.cancelAll();
    this.uploads.clearFinished();
    this.albums.clear();
    this.album.clear();
  }
}
