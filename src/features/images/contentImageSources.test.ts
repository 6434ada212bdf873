import { imageOrigin, pageImages } from './contentImageSources';

const inStatic = new Set(['/images/photos/walk.jpg']);
const options = {
  staticFileExists: (sitePath: string) =>
    inStatic.has(sitePath) ? `/repo/static${sitePath}` : null,
  siteOrigin: 'http://127.0.0.1:8000',
};

describe('imageOrigin', () => {
  it('reads photos of the site from static/, or else from the server the content comes from', () => {
    expect(imageOrigin('/images/photos/walk.jpg', options)).toEqual({
      kind: 'static',
      file: '/repo/static/images/photos/walk.jpg',
    });
    expect(imageOrigin('/uploads/cat.WEBP?v=2', options)).toEqual({
      kind: 'remote',
      url: 'http://127.0.0.1:8000/uploads/cat.WEBP?v=2',
    });
  });

  it('downloads https pictures whatever their file name', () => {
    expect(imageOrigin('https://cdn.example/photo?id=3', options)).toEqual({
      kind: 'remote',
      url: 'https://cdn.example/photo?id=3',
    });
  });

  it('leaves illustrations, other files and odd addresses alone', () => {
    for (const src of [
      '/images/covers/dog-walk.svg',
      '/files/report.pdf',
      '//evil.example/x.jpg',
      'http://plain.example/x.jpg',
      '/images/../../secret.png',
      'dog-walk',
    ]) {
      expect(imageOrigin(src, options)).toBeNull();
    }
  });
});

describe('pageImages', () => {
  it('keeps each picture once, in order, without the empty ones', () => {
    expect(pageImages('/a.jpg', null, undefined, '', '/b.png', '/a.jpg')).toEqual([
      '/a.jpg',
      '/b.png',
    ]);
  });
});
