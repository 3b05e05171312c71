import { toSchemaEnum } from '@sakina/shared/graphql';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { oneOf } from '../../../components/one-of';
import { useArticleCreation } from '../hooks/use-article-creation';
import { useArticleDraft } from '../hooks/use-article-draft';
import { failureOf, formFailureOf } from '../hooks/use-article-outcome';
import { blankDraft } from '../utils/article-draft';
import { articleKindParameters } from '../utils/article-list-query';
import type { BodyEditor } from './article-body-fields';
import { ArticleForm } from './article-form';
import { ArticleListLink } from './article-list-link';

/** The kind the new article's address names (`?kind=news`); the blog when it names none. */
export function useNewArticleKind() {
  const [searchParams] = useSearchParams();
  return oneOf(articleKindParameters, searchParams.get('kind') ?? '') ?? 'blog';
}

/** An empty form for a new article of the address's kind; creating it opens its own page. */
export function NewArticleEditor({ BodyEditor }: { BodyEditor: BodyEditor }) {
  const { t } = useTranslation('staff');
  const kindParameter = useNewArticleKind();
  const kind = toSchemaEnum(kindParameter);
  const blank = useMemo(() => blankDraft(kind), [kind]);
  const draftState = useArticleDraft(`new-${kindParameter}`, blank);
  const { outcome, create } = useArticleCreation(kind, draftState);
  return (
    <>
      <ArticleListLink kind={kind} />
      <ArticleForm
        kind={kind}
        label={t(`articles.new.${kindParameter}`)}
        draftState={draftState}
        failure={failureOf(outcome, ['create'])}
        fieldErrors={formFailureOf(outcome)?.fields ?? []}
        busy={outcome.status === 'working'}
        submitLabel={t('articles.create')}
        onSubmit={() => void create()}
        notice=""
        BodyEditor={BodyEditor}
      />
    </>
  );
}
