import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createImageAnalysisApi } from './imageAnalysisApi';
import { IMAGE_ANALYSIS_ROUTES } from './imageAnalysisRoutes';
import { ImageAnalysisStore } from './ImageAnalysisStore';

/** Photo analyses of the pet; owns the image analysis group. */
export const imageAnalysisModule = defineWebFeature({
  name: 'image-analysis',
  routes: IMAGE_ANALYSIS_ROUTES,
  apis: (http) => ({ imageAnalysis: createImageAnalysisApi(http) }),
  stores: {
    imageAnalysis: {
      create: ({ root }: StoreContext): ImageAnalysisStore =>
        new ImageAnalysisStore(root.api.imageAnalysis),
      clear: (imageAnalysis) => imageAnalysis.clear(),
    },
  },
  sidebar: {
    items: [
      {
        id: 'imageAnalysis',
        title: 'shell.items.imageAnalysis',
        activePath: '/si/image-analysis',
        to: '/si/image-analysis/',
        middleware: ['auth', 'hasPets'],
        subSidebar: 'imageAnalysis',
        icon: 'camera',
        roles: ['pet-keeper'],
        sortWeight: 20,
      },
    ],
    groups: [{ id: 'imageAnalysis', title: 'shell.subSidebars.imageAnalysis' }],
    links: [
      {
        group: 'imageAnalysis',
        title: 'shell.links.newImageAnalysis',
        to: '/si/image-analysis/new/',
        icon: 'camera',
        sortWeight: 10,
      },
    ],
  },
});
