// The one embedded video of the news stories: a veterinarian showing how to get a cat used to
// tooth brushing. The site's HTML sanitiser keeps iframes with these attributes.

export const CAT_TOOTH_BRUSHING_VIDEO_ID = 'sUdDaXMmeks';

export function videoFigure(videoId: string, title: string, caption: string): string {
  return (
    `<figure><iframe src="https://www.youtube-nocookie.com/embed/${videoId}" title="${title}" ` +
    'width="560" height="315" frameborder="0" ' +
    'allow="accelerometer; encrypted-media; picture-in-picture" allowfullscreen></iframe>' +
    `<figcaption>${caption}</figcaption></figure>`
  );
}
