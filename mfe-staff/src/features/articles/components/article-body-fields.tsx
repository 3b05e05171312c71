import { directionOf, locales } from '@sakina/shared/contracts';
import { describedBy } from '@sakina/shared/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../../../components/field-group';
import styles from '../../../components/staff.module.css';
import type { RichTextEditorProps } from '../../../types/rich-text-editor';
import { articleInputId } from '../utils/article-field-errors';
import type { ArticleFieldsProps } from './article-fields';

/** The content editor the page gives the form (the publishing feature's RichTextEditor). */
export type BodyEditor = ComponentType<RichTextEditorProps>;

interface ArticleBodyFieldsProps extends Omit<ArticleFieldsProps, 'kind'> {
  BodyEditor: BodyEditor;
  onUploadImage: RichTextEditorProps['onUploadImage'];
}

const hintId = 'article-body-hint';

/** The text of the article: a document in Arabic, right to left, and one in English, each in its own editor. */
export function ArticleBodyFields({ draft, change, errors, BodyEditor, onUploadImage }: ArticleBodyFieldsProps) {
  const { t } = useTranslation('staff');
  return (
    <FieldGroup legend={t('articles.body')}>
      <p id={hintId} className={styles.count}>
        {t('articles.bodyHint')}
      </p>
      {locales.map((language) => {
        const id = articleInputId(`body.${language}`);
        const error = errors[`body.${language}`];
        return (
          <div key={language} className={styles.section}>
            <BodyEditor
              id={id}
              label={t(`localized.${language}`, { label: t('articles.bodyLabel') })}
              value={draft.body[language]}
              onChange={(document) => change((current) => ({ body: { ...current.body, [language]: document } }))}
              dir={directionOf(language)}
              lang={language}
              onUploadImage={onUploadImage}
              describedBy={describedBy(hintId, error && `${id}-error`)}
              invalid={error !== undefined}
            />
            {error ? (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </FieldGroup>
  );
}
