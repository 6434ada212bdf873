import { graphql } from 'gatsby';

/**
 * The `locales` field every page query needs (LocaleQueryData): the UI strings of the page
 * language and of English. Gatsby fragments are global, so a template's query spreads one of these
 * by name, `...CommonLocales` or `...AllLocales`, and the field is written once.
 *
 * CommonLocales: the `common` namespace only, the public pages' UI strings.
 */
export const commonLocalesFragment = graphql`
  fragment CommonLocales on Query {
    locales: allLocale(filter: { language: { in: [$language, "en"] }, ns: { eq: "common" } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

/** AllLocales: every namespace, `common` and the signed-in app's `app`. */
export const allLocalesFragment = graphql`
  fragment AllLocales on Query {
    locales: allLocale(filter: { language: { in: [$language, "en"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
