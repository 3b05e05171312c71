import { Image } from '@sakina/shared/ui';
import { initialsOf } from './initials';
import styles from './practitioner-photo.module.css';

export type PractitionerPhotoProps = {
  name: string;
  photoUrl: string | null;
  /** Every stored width ('/media/<id>/320.webp 320w, …'): the browser takes the one the screen needs. */
  srcSet?: string;
  /** '' when the name is right beside the photo, so screen readers do not hear it twice. */
  alt: string;
  /** 'large': the profile's, at the top of its page, so it loads at once. */
  size?: 'medium' | 'large';
};

/** The practitioner's photo, or their initials on a neutral background when there is none. */
export function PractitionerPhoto({ name, photoUrl, srcSet, alt, size = 'medium' }: PractitionerPhotoProps) {
  const pixels = size === 'large' ? 128 : 72;
  return (
    <Image
      src={photoUrl}
      srcSet={srcSet}
      sizes={srcSet ? `${pixels}px` : undefined}
      alt={alt}
      initials={initialsOf(name)}
      width={pixels}
      height={pixels}
      loading={size === 'large' ? 'eager' : 'lazy'}
      className={size === 'large' ? `${styles.photo} ${styles.large}` : styles.photo}
    />
  );
}
