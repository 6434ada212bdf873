import type {
  LocalizedPageContext,
  PageImagesContext,
  CareItem,
  CareItemSummary,
  City,
} from '../content';

export type CareKind = CareItemSummary['kind'];

/** A city as the care landing lists it. */
export interface CityCard {
  slug: string;
  name: string;
  region: string;
  country: string;
  intro: string;
  care_items_count: number;
  /** The kinds of care listed in the city, in the order of CARE_KIND_ORDER. */
  kinds: CareKind[];
}

export interface CareLandingPageContext extends LocalizedPageContext {
  cities: CityCard[];
}

export interface CityPageContext extends LocalizedPageContext, PageImagesContext {
  city: City;
}

export interface CareItemPageContext extends LocalizedPageContext, PageImagesContext {
  city: Pick<City, 'slug' | 'name' | 'region' | 'country'>;
  /** body_html is sanitised at build time. */
  item: CareItem;
  /** Other places in the same city. */
  nearby: CareItemSummary[];
}
