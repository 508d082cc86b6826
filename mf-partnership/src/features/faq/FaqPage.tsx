import type { SyntheticEvent } from 'react';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink, useSearchParams } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui/components';
import { FAQ_CATEGORY_OPTIONS, pageIn } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { LinkButton } from '../../components/LinkButton';
import { ApplyNowButton } from '../../components/ApplyNowButton';
import { PageLinkButton } from '../../components/PageLinkButton';
import { ADMIN_LOGIN_PAGE, CONTACT_PAGE, linkTo } from '../../components/otherPages';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';
import { FaqQuestion } from './FaqQuestion';
import { faqTexts } from './faqItems';
import { categoryIn, categorySearch, countText, faqItemsIn } from './faqFilter';
import { FAQ_PAGE, PROCESS_PAGE } from '../../pages';
import { SplitLayout } from '../../components/SplitLayout';

/** A clear keyboard focus mark (MUI's default on chips is only a tint). */
const FOCUS_RING = { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: '2px' } as const;

/**
 * One answer open at a time for browsers without exclusive <details name> (Firefox before 130,
 * Safari before 17.2): opening one closes the others.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll('details[open]') ?? []) {
    if (other !== opened) (other as HTMLDetailsElement).open = false;
  }
}

export function FaqPage() {
  const [searchParams] = useSearchParams();
  const category = categoryIn(searchParams);
  // An answer the filter hides is unmounted, so coming back shows it closed.
  const visible = faqItemsIn(category);
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  const language = useLanguage();
  const page = pageIn(FAQ_PAGE, language);
  const admin = linkTo(ADMIN_LOGIN_PAGE, language);

  return (
    <PageContainer heading={page.heading} intro={t('faq.intro')}>
      <SplitLayout sx={{ gap: 4 }}>
        <Box>
          <Stack
            direction="row"
            role="group"
            aria-label={t('faq.filterLabel')}
            sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          >
            {FAQ_CATEGORY_OPTIONS.map((option) => {
              const selected = option.value === category;
              return (
                <Chip
                  key={option.value}
                  label={t(`faq.category.${option.value}`)}
                  component={RouterLink}
                  to={{ pathname: FAQ_PAGE.path, search: categorySearch(option.value) }}
                  replace
                  preventScrollReset
                  clickable
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-current={selected ? 'page' : undefined}
                  sx={{ fontWeight: 600, px: 0.5, '&.Mui-focusVisible': FOCUS_RING }}
                />
              );
            })}
          </Stack>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
            {countText(t, category, visible.length)}
          </Typography>

          <Box data-testid="faq-list">
            {visible.map((item) => (
              <FaqQuestion key={item.id} item={item} {...faqTexts(item, t, figures)} onToggle={closeOthers} />
            ))}
          </Box>
        </Box>

        <Card
          component="aside"
          aria-labelledby="faq-more-heading"
          variant="outlined"
          sx={{ bgcolor: ({ palette }) => alpha(palette.primary.main, 0.04), borderColor: ({ palette }) => alpha(palette.primary.main, 0.25), position: { md: 'sticky' }, top: { md: 24 } }}
        >
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="faq-more-heading" variant="h3" component="h2" gutterBottom>
              {t('faq.more.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('faq.more.text', figures)}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1.5}>
              <ApplyNowButton />
              <PageLinkButton page={CONTACT_PAGE} variant="outlined" size="large">
                {t('cta.contactUs')}
              </PageLinkButton>
              <LinkButton to={PROCESS_PAGE.path} variant="outlined" size="large">
                {t('faq.more.process')}
              </LinkButton>
            </Stack>
          </CardContent>
        </Card>
      </SplitLayout>

      {/* product.md §2: a faint dot at the bottom leads to /admin/login. */}
      <Box sx={{ textAlign: 'center', mt: 6 }}>
        <Link
          {...('to' in admin ? { component: RouterLink, to: admin.to } : admin)}
          aria-label={t('faq.adminLogin')}
          underline="none"
          sx={{ color: 'text.disabled', opacity: 0.35, fontSize: '1.25rem', lineHeight: 1, px: 1, '&:hover, &:focus-visible': { opacity: 0.8 } }}
        >
          ·
        </Link>
      </Box>
    </PageContainer>
  );
}
