import Button, { type ButtonProps } from '@mui/material/Button';
import { DEFAULT_LANGUAGE, languagesOfPage, type PageMeta } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { Link as RouterLink } from '@powernest/shared-ui/router';

/**
 * A button to one of this remote's pages. A router link when the page is offered in the page's
 * language (the router's basename adds /es); else a plain link to its English page, as a router
 * link would show an English page inside the Spanish site (the Contact page, English only).
 */
export function PageButton({ page, ...button }: { page: Pick<PageMeta, 'path' | 'translations'> } & Pick<ButtonProps, 'children' | 'variant' | 'size' | 'color' | 'sx' | 'aria-label'>) {
  const language = useLanguage();
  return languagesOfPage(page).includes(language) ? (
    <Button component={RouterLink} to={page.path} {...button} />
  ) : (
    <Button href={page.path} hrefLang={DEFAULT_LANGUAGE} {...button} />
  );
}
