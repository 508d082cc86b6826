import Button, { type ButtonProps } from '@mui/material/Button';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { linkTo, type OtherPage } from './otherPages';

/**
 * A button to another part of the site: a router link when the page is offered in the page's
 * language (the router's basename adds /es), else a plain link to its English page.
 */
export function PageLinkButton({ page, ...button }: { page: OtherPage } & Pick<ButtonProps, 'children' | 'variant' | 'size' | 'color' | 'sx' | 'endIcon'>) {
  const link = linkTo(page, useLanguage());
  return 'to' in link ? <Button component={RouterLink} to={link.to} {...button} /> : <Button href={link.href} hrefLang={link.hrefLang} {...button} />;
}
