// The public surface of files: the only module other features import from it. Small
// things only (stores, API factories, components, helpers); never a screen: the route table
// loads screens lazily, and a screen named here would be pulled into every importer's chunk.
export { FileDropZone } from './FileDropZone';
export { FileLinks, isImage, useFileName } from './FileLinks';
export { formatFileSize } from './formatFileSize';
export { Lightbox, type LightboxItem } from './Lightbox';
export { UploadList } from './UploadList';
export { UploadQueue } from './UploadQueue';
export { useFreshFileUrls } from './useFreshFileUrls';
