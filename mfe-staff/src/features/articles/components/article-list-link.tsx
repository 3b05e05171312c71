import { fromSchemaEnum, type ArticleKind } from '@sakina/shared/graphql';
import { useLocalePath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Back to the list of the article's kind. */
export function ArticleListLink({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const kindParameter = fromSchemaEnum(kind);
  return (
    <p>
      <Link to={`${toLocale('/staff/articles')}?kind=${kindParameter}`}>
        {t(`articles.backToList.${kindParameter}`)}
      </Link>
    </p>
  );
}
