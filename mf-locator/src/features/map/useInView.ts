import { useEffect, useState, type RefObject } from 'react';

/**
 * True once at least `threshold` of the element has been on screen (and from then on). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    if (typeof IntersectionObserver === 'undefined') return setInView(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    }, { threshold });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold, inView]);
  return inView;
}
