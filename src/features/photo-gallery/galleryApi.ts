import type {
  Album,
  AlbumInput,
  AlbumList,
  AlbumResponse,
  AlbumUpdate,
  AlbumWithPhotos,
  Photo,
  PhotoFields,
  PhotoResponse,
} from '@contract/schemas/petGallery';
import type { HttpClient, UploadOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** Photo albums of a pet (contract/schemas/petGallery.ts). */
export function createGalleryApi(http: HttpClient) {
  return {
    albums: async (petId: string) =>
      (await http.get<AlbumList>(`keeper/pets/${segment(petId)}/albums`)).data,
    createAlbum: async (petId: string, body: AlbumInput): Promise<Album> =>
      (await http.post<AlbumResponse>(`keeper/pets/${segment(petId)}/albums`, body)).data,
    album: async (albumId: string) =>
      (await http.get<AlbumWithPhotos>(`keeper/albums/${segment(albumId)}`)).data,
    updateAlbum: async (albumId: string, body: AlbumUpdate): Promise<Album> =>
      (await http.put<AlbumResponse>(`keeper/albums/${segment(albumId)}`, body)).data,
    removeAlbum: (albumId: string) => http.delete<void>(`keeper/albums/${segment(albumId)}`),
    /** ONE photo per request, so each file has its own progress and cancel. */
    uploadPhoto: async (albumId: string, file: File, options?: UploadOptions): Promise<Photo> => {
      const form = new FormData();
      form.append('file', file);
      return (
        await http.upload<PhotoResponse>(`keeper/albums/${segment(albumId)}/photos`, form, options)
      ).data;
    },
    updatePhoto: async (photoId: string, body: PhotoFields): Promise<Photo> =>
      (await http.put<PhotoResponse>(`keeper/photos/${segment(photoId)}`, body)).data,
    removePhoto: (photoId: string) => http.delete<void>(`keeper/photos/${segment(photoId)}`),
  };
}

export type GalleryApi = ReturnType<typeof createGalleryApi>;
