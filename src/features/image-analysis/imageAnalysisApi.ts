import type { Thread, ThreadResponse } from '@contract/schemas/chat';
import type {
  ImageAnalysis,
  ImageAnalysisAnswersBody,
  ImageAnalysisFields,
  ImageAnalysisList,
  ImageAnalysisResponse,
  PhotoCheck,
  PhotoCheckResponse,
} from '@contract/schemas/imageAnalysis';
import type { HttpClient, UploadOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** Photo analyses of a pet (contract/schemas/imageAnalysis.ts). */
export function createImageAnalysisApi(http: HttpClient) {
  return {
    list: async (petId: string) =>
      (await http.get<ImageAnalysisList>(`keeper/pets/${segment(petId)}/image-analyses`)).data,
    get: async (id: string) =>
      (await http.get<ImageAnalysisResponse>(`keeper/image-analyses/${segment(id)}`)).data,
    /**
     * The photo with its body area and the keeper's words, in one multipart request (progress and
     * cancel). The server checks the photo's quality first: an unusable one is a 422 whose
     * `errors.file` says what is wrong with it, one message per problem.
     */
    create: async (
      petId: string,
      file: File,
      fields: ImageAnalysisFields,
      options?: UploadOptions,
    ): Promise<ImageAnalysis> => {
      const form = new FormData();
      form.append('body_area', fields.body_area);
      if (fields.concern) form.append('concern', fields.concern);
      form.append('file', file);
      // A refused photo is said on the screen, beside the photo step; other failures show on
      // the upload's own line (UploadList).
      return (
        await http.upload<ImageAnalysisResponse>(
          `keeper/pets/${segment(petId)}/image-analyses`,
          form,
          { ...options, notify: false },
        )
      ).data;
    },
    /**
     * The photo's quality as soon as it is chosen (nothing is stored): usable, or what is wrong
     * with it in the page's language. No toast: the screen says it where the keeper is looking.
     */
    checkPhoto: async (file: File, options?: UploadOptions): Promise<PhotoCheck> => {
      const form = new FormData();
      form.append('file', file);
      return (
        await http.upload<PhotoCheckResponse>('keeper/image-analyses/photo-check', form, {
          ...options,
          notify: false,
        })
      ).data;
    },
    answer: async (id: string, body: ImageAnalysisAnswersBody): Promise<ImageAnalysis> =>
      (await http.post<ImageAnalysisResponse>(`keeper/image-analyses/${segment(id)}/answers`, body))
        .data,
    /** "Continue to pet analysis": the chat thread seeded with this analysis (made once). */
    thread: async (id: string): Promise<Thread> =>
      (await http.post<ThreadResponse>(`keeper/image-analyses/${segment(id)}/thread`)).data,
    remove: (id: string) => http.delete<void>(`keeper/image-analyses/${segment(id)}`),
  };
}

export type ImageAnalysisApi = ReturnType<typeof createImageAnalysisApi>;
