import { Image } from '@sakina/shared/ui';
import { initialsOf } from './initials';
import styles from './practitioner-photo.module.css';

export type PractitionerPhotoProps = {
  name: string;
  photoUrl: string | null;
  /** '' when the name is right beside the photo, so screen readers do not hear it twice. */
  alt: string;
  size?: 'medium' | 'large';
};

/** The practitioner's photo, or their initials on a neutral background when there is none. */
export function PractitionerPhoto({ name, photoUrl, alt, size = 'medium' }: PractitionerPhotoProps) {
  const pixels = size === 'large' ? 128 : 72;
  return (
    <Image
      src={photoUrl}
      alt={alt}
      initials={initialsOf(name)}
      width={pixels}
      height={pixels}
      className={size === 'large' ? `${styles.photo} ${styles.large}` : styles.photo}
    />
  );
}
