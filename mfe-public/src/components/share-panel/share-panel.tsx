import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useCopyText, VisuallyHidden } from '@sakina/shared/ui';
import { shareLink, shareTargets, type ShareContent } from './share-links';
import styles from './share-panel.module.css';

export type SharePanelProps = ShareContent & {
  heading: string;
  headingLevel?: 2 | 3;
};

function hasWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Web Share where the browser has it; otherwise copy the link, or send it with WhatsApp, X, LinkedIn or email. */
export function SharePanel({ url, title, text, heading, headingLevel = 2 }: SharePanelProps) {
  const { t } = useTranslation('public');
  const [useFallback, setUseFallback] = useState(() => !hasWebShare());
  const { copyStatus, copyText } = useCopyText();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const content = { url, title, text };

  async function shareNatively() {
    try {
      await navigator.share(content);
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else shows the other ways to share.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setUseFallback(true);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {useFallback ? (
        <>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => copyText(url)}>
              {t('share.copy')}
            </Button>
            <ul className={styles.links}>
              {shareTargets.map((target) => (
                <li key={target}>
                  <a
                    href={shareLink(target, content)}
                    className={styles.link}
                    {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  >
                    {t(`share.via.${target}`)}
                    {target !== 'email' && <VisuallyHidden> {t('share.newTab')}</VisuallyHidden>}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <p role="status" className={styles.status}>
            {copyStatus === 'copied' && t('share.copied')}
            {copyStatus === 'failed' && t('share.copyFailed')}
          </p>
          {copyStatus === 'failed' && (
            <TextField
              label={t('share.linkLabel')}
              value={url}
              readOnly
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
        </>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={shareNatively}>
            {t('share.button')}
          </Button>
        </div>
      )}
    </section>
  );
}
