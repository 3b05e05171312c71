import { gql } from '@sakina/shared/graphql';

export type Localized = { ar: string; en: string };

export interface ArticleTag {
  id: string;
  name: Localized;
}

/** What a card shows. */
export interface ArticleSummary {
  id: string;
  title: Localized;
  summary: Localized;
  publishedOn: string;
  tags: ArticleTag[];
}

/** What the article page shows. */
export interface ArticleDetail extends ArticleSummary {
  body: { ar: string[]; en: string[] };
  related: ArticleSummary[];
}

export const articleSummaryFields = gql`
  fragment ArticleSummaryFields on Article {
    id
    title {
      ar
      en
    }
    summary {
      ar
      en
    }
    publishedOn
    tags {
      id
      name {
        ar
        en
      }
    }
  }
`;

export const articleDetailFields = gql`
  fragment ArticleDetailFields on Article {
    ...ArticleSummaryFields
    body {
      ar
      en
    }
    related(limit: 3) {
      ...ArticleSummaryFields
    }
  }
  ${articleSummaryFields}
`;
