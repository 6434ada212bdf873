import { SITE_NAME } from './jsonLd';

/** The document title of a page titled `title`: "Photo gallery | PetCare". */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}
