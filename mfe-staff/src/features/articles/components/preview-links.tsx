import { locales } from '@sakina/shared/contracts';
import { useLocale } from '@sakina/shared/navigation';
import { Button } from '@sakina/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { usePreviewArticle } from '../api/preview-article';
import { formatDateTime } from '../../../components/console-dates';

type PreviewLink = { arabicPath: string; englishPath: string; expiresAt: string };

/** A link for an hour to the saved working copy as its public page will show it, in both languages (a new tab). */
export function PreviewLinks({ articleId, unsaved }: { articleId: string; unsaved: boolean }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const [previewArticle, { loading }] = usePreviewArticle();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function handleClick() {
    setFailed(null);
    try {
      const result = await previewArticle({ variables: { id: articleId } });
      setLink(result.data?.staffPreviewArticle ?? null);
    } catch (error) {
      setFailed(t(`errors.${staffFailure(error).code}`));
    }
  }

  const paths = link ? { ar: link.arabicPath, en: link.englishPath } : null;
  return (
    <div className={styles.section}>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={loading} onClick={() => void handleClick()}>
          {t('articles.preview')}
        </Button>
      </div>
      {unsaved ? <p className={styles.count}>{t('articles.previewUnsaved')}</p> : null}
      {failed ? (
        <p role="alert" className={styles.error}>
          {failed}
        </p>
      ) : null}
      <div role="status">
        {link && paths ? (
          <>
            <ul className={styles.navList}>
              {locales.map((language) => (
                <li key={language}>
                  <a href={paths[language]} hrefLang={language} target="_blank" rel="noreferrer">
                    {t(`articles.previewLink.${language}`)}
                  </a>
                </li>
              ))}
            </ul>
            <p className={styles.count}>
              {t('articles.previewExpires', { time: formatDateTime(link.expiresAt, locale) })}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
