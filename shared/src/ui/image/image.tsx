import { useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { classNames } from '../utils/class-names';
import styles from './image.module.css';

export type ImageStatus = 'loading' | 'loaded' | 'error';

export type ImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt'> & {
  src?: string | null;
  /** In the page's language; '' for a decorative image. */
  alt: string;
  /** Tried once when `src` fails. */
  fallbackSrc?: string;
  /** Shown on a neutral background when there is no image (or none loads), e.g. a practitioner's initials. */
  initials?: string;
};

type ImageState = { requested: string | undefined; current: string | undefined; status: ImageStatus };

function initialState(src: string | undefined, fallbackSrc: string | undefined): ImageState {
  const current = src || fallbackSrc;
  return { requested: src, current, status: current ? 'loading' : 'error' };
}

/** An image with loading, loaded and error states, a fallback source and an initials placeholder. */
export function Image({
  src,
  alt,
  fallbackSrc,
  initials,
  className,
  width,
  height,
  style,
  onLoad,
  onError,
  loading = 'lazy',
  ...props
}: ImageProps) {
  const requested = src ?? undefined;
  const [state, setState] = useState<ImageState>(() => initialState(requested, fallbackSrc));
  // A new src starts over (adjusting state during render avoids a flash of the old image).
  if (state.requested !== requested) setState(initialState(requested, fallbackSrc));

  if (state.status === 'error' || !state.current) {
    const placeholderStyle: CSSProperties = { inlineSize: width, blockSize: height, ...style };
    const decorative = alt === '';
    return (
      <span
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : alt}
        aria-hidden={decorative || undefined}
        className={classNames(styles.placeholder, className)}
        style={placeholderStyle}
      >
        {initials && <span aria-hidden="true">{initials}</span>}
      </span>
    );
  }

  return (
    <img
      src={state.current}
      alt={alt}
      width={width}
      height={height}
      style={style}
      loading={loading}
      decoding="async"
      data-status={state.status}
      className={classNames(styles.image, className)}
      onLoad={(event) => {
        setState((previous) => ({ ...previous, status: 'loaded' }));
        onLoad?.(event);
      }}
      onError={(event) => {
        console.warn(`Image failed to load: ${state.current}`);
        setState((previous) =>
          fallbackSrc && previous.current !== fallbackSrc
            ? { ...previous, current: fallbackSrc, status: 'loading' }
            : { ...previous, status: 'error' },
        );
        onError?.(event);
      }}
      {...props}
    />
  );
}
