// @powernest/shared-ui/components — pure building blocks. Not shared at run time: each app
// bundles the copy it was built and tested with.
export { PageSkeleton } from './PageSkeleton';
export { PageContainer } from './PageContainer';
export { lazyPage } from './lazyPage';
export { BrandLogo } from './BrandLogo';
export { IconBadge } from './IconBadge';
export { useOnChange } from './useOnChange';
export { NativeSelectField, nativeOptions } from './NativeSelectField';
export { MAP_COLOURS } from '../theme/palette';
