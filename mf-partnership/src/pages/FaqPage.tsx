import { useState } from 'react';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui/components';
import { FAQ_CATEGORY_OPTIONS, labelOf } from '@powernest/domain';
import { ChevronDownIcon } from '@powernest/shared-ui/icons';
import { LinkButton } from '../components/LinkButton';
import { FAQ_ITEMS } from '../faq/faqItems';
import { FAQ_PAGE } from '../pages';

/** A clear keyboard focus mark (MUI's default on chips and accordions is only a tint). */
const FOCUS_RING = { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: '2px' } as const;

type CategoryFilter = (typeof FAQ_CATEGORY_OPTIONS)[number]['value'];

export function FaqPage() {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);

  const visible = category === 'all' ? FAQ_ITEMS : FAQ_ITEMS.filter((item) => item.category === category);

  function choose(next: CategoryFilter) {
    setCategory(next);
    // An answer hidden by the filter is closed, so coming back never shows a stale open one.
    if (openId && next !== 'all' && FAQ_ITEMS.find((i) => i.id === openId)?.category !== next) setOpenId(null);
  }

  const countText =
    category === 'all'
      ? `Showing all ${visible.length} questions`
      : `Showing ${visible.length} ${visible.length === 1 ? 'question' : 'questions'} about ${labelOf(FAQ_CATEGORY_OPTIONS, category)?.toLowerCase()}`;

  return (
    <PageContainer
      heading={FAQ_PAGE.heading}
      intro="Straight answers about cost, the kiosks, liability, installation and how the partnership works."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Stack
            direction="row"
            role="group"
            aria-label="Filter questions by category"
            sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          >
            {FAQ_CATEGORY_OPTIONS.map((option) => {
              const selected = option.value === category;
              return (
                <Chip
                  key={option.value}
                  label={option.label}
                  clickable
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => choose(option.value)}
                  sx={{ fontWeight: 600, px: 0.5, '&.Mui-focusVisible': FOCUS_RING }}
                />
              );
            })}
          </Stack>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
            {countText}
          </Typography>

          <Box data-testid="faq-list">
            {visible.map((item) => {
              const expanded = openId === item.id;
              return (
                <Accordion
                  key={item.id}
                  expanded={expanded}
                  onChange={() => setOpenId(expanded ? null : item.id)}
                  disableGutters
                  variant="outlined"
                  slotProps={{ heading: { component: 'h2' } }}
                  sx={{
                    mb: 1.5,
                    borderRadius: 2,
                    '&::before': { display: 'none' },
                    borderColor: expanded ? 'primary.main' : 'divider',
                  }}
                >
                  <AccordionSummary
                    id={`faq-${item.id}-question`}
                    aria-controls={`faq-${item.id}-answer`}
                    expandIcon={<ChevronDownIcon />}
                    sx={{ px: { xs: 2, sm: 3 }, py: 0.5, borderRadius: 2, '&.Mui-focusVisible': { ...FOCUS_RING, outlineOffset: '-3px', bgcolor: 'transparent' } }}
                  >
                    <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                      {item.question}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
                    <Typography color="text.secondary">{item.answer}</Typography>
                  </AccordionDetails>
                </Accordion>
              );
            })}
          </Box>
        </Box>

        <Card
          component="aside"
          aria-labelledby="faq-more-heading"
          variant="outlined"
          sx={{ bgcolor: 'rgba(11,110,79,0.04)', borderColor: 'rgba(11,110,79,0.25)', position: { md: 'sticky' }, top: { md: 24 } }}
        >
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="faq-more-heading" variant="h3" component="h2" gutterBottom>
              Still have questions?
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Apply in about 5 minutes, ask us directly, or see how the partnership works from start to finish.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1.5}>
              <LinkButton to="/partnership-application" variant="contained" size="large">
                Apply Now
              </LinkButton>
              <LinkButton to="/contact" variant="outlined" size="large">
                Contact Us
              </LinkButton>
              <LinkButton to="/partnership-process" variant="outlined" size="large">
                See the Process
              </LinkButton>
            </Stack>
          </CardContent>
        </Card>
      </Box>

      {/* SPEC §2: a faint dot at the bottom leads to /admin/login. */}
      <Box sx={{ textAlign: 'center', mt: 6 }}>
        <Link
          component={RouterLink}
          to="/admin/login"
          aria-label="Admin login"
          underline="none"
          sx={{ color: 'text.disabled', opacity: 0.35, fontSize: '1.25rem', lineHeight: 1, px: 1, '&:hover, &:focus-visible': { opacity: 0.8 } }}
        >
          ·
        </Link>
      </Box>
    </PageContainer>
  );
}
