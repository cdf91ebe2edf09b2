import { useState } from 'react';
import { withSecureScheme, type ChosenImage } from '@app/shared/media/image-choice';
import { LOGO_FALLBACK_SRC } from './logo-fallback.ts';

/** What a picture that cannot load shows (the hero's own fallback uses it too). */
export { LOGO_FALLBACK_SRC };

/**
 * A ref for an <img> that may come with the server's markup: one that failed before the page was
 * hydrated fired its error when React was not listening yet, and counts as failed all the same
 * (a complete image with no pixels is a broken one; one still loading, or not yet asked for, is
 * not complete).
 */
export function failedBeforeHydration(onFailed: () => void) {
  return (element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) onFailed();
  };
}

export interface SmartImageProps {
  /** A chosen variant set, or a single URL with its intrinsic size. */
  image: ChosenImage | { src: string; width: number; height: number; srcSet?: string } | null;
  alt: string;
  sizes?: string;
  className?: string;
  /** The page's main image: fetched first and never lazily. */
  priority?: boolean;
}

/**
 * An image whose box is reserved by width and height, whose URL gets https when it has no
 * scheme, and which shows the logo when it cannot be loaded (or when there is no image).
 */
export function SmartImage({ image, alt, sizes, className, priority = false }: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image ? withSecureScheme(image.src) : '';
  const failed = !image || !src || failedSrc === src;
  const width = image?.width ?? 4;
  const height = image?.height ?? 3;
  if (failed) {
    return (
      <img
        className={className ? `${className} is-fallback` : 'is-fallback'}
        src={LOGO_FALLBACK_SRC}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      ref={failedBeforeHydration(() => setFailedSrc(src))}
      onError={() => setFailedSrc(src)}
    />
  );
}
